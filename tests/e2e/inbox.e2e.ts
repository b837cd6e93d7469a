import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { paths } from '../../src/lib/paths';
import { axeViolations } from './axe';
import { baseUrl, desktop, launchBrowser, phone, screenshot } from './browser';
import { likeAnew } from './likes';
import { chooseFromMenu } from './moreMenu';
import { memberPerTest, switchMember } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const demo = seedMembers.demo;
const azhe = seedMembers.azhe.displayName;
const daming = seedMembers.daming.displayName;
const yun = seedMembers.yun.displayName;
// The demo member's posts, and others' posts where they commented (src/backend/local/seedData.ts).
const marathon = '第一次跑完半程馬拉松';
const suspense = 'React 18 的 Suspense 到底解決了什麼？';
const lake = '日月潭單車環湖，清晨最美';
const hoops = '下班後的三對三籃球';
// 阿哲's, where 小芸 commented.
const cafe = '雨天的咖啡廳與一本好書';

const activityLink = (page: Page) =>
  page.getByRole('navigation', { name: copy.mainNav }).getByRole('link', { name: /^通知/ });
const countOf = async (page: Page) =>
  ((await activityLink(page).getAttribute('aria-label')) ?? copy.activity).slice(
    copy.activity.length + 1,
  );

/** Opens the post titled `title` from its search results. */
async function openPost(page: Page, title: string) {
  await page.goto(`${baseUrl}${paths.search(title)}`);
  await page.locator('.post-card', { hasText: title }).first().click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

async function comment(page: Page, text: string) {
  await page.getByRole('combobox', { name: copy.commentLabel }).fill(text);
  await page.getByRole('button', { name: copy.commentSubmit }).click();
  await page.locator('.comment-list .post-comment', { hasText: text }).first().waitFor();
}

describe('通知 as an inbox, in the built app on the local backend (issue 47)', () => {
  const member = memberPerTest(() => browser);

  it('another member comments, replies, mentions and likes: each is counted and listed once; a blocked member is not', async () => {
    const page = await member(desktop);
    // The seeded news opened and seen: the count starts empty.
    await page.goto(`${baseUrl}/my/activity`);
    await page.locator('.activity-page__link').first().waitFor();
    await expect.poll(() => countOf(page)).toBe('');
    // The demo member blocks 大明 from his comment under their post.
    await openPost(page, suspense);
    await chooseFromMenu(page.getByRole('group', { name: daming }), copy.block);
    await page
      .getByRole('dialog', { name: copy.blockConfirm.replace('{name}', daming) })
      .getByRole('button', { name: copy.blockSubmit })
      .click();
    await page.getByText(copy.blockedComments.replace('{n}', '1')).waitFor();

    await switchMember(page, seedMembers.azhe.email);
    await openPost(page, marathon);
    await comment(page, '配速好穩，恭喜');
    await likeAnew(page);
    await openPost(page, lake);
    const theirs = page.locator('.comment-list > .post-comment', { hasText: demo.displayName });
    await theirs.first().getByRole('button', { name: copy.reply }).click();
    await page
      .getByRole('combobox', { name: copy.replyPlaceholder.replace('{name}', demo.displayName) })
      .fill('我也想去，一起吧');
    await page.getByRole('button', { name: copy.replySubmit }).click();
    await theirs
      .first()
      .locator('.reply-list .post-comment', { hasText: '我也想去，一起吧' })
      .waitFor();
    await openPost(page, hoops);
    const box = page.getByRole('combobox', { name: copy.commentLabel });
    await box.click();
    await page.keyboard.type(`@${demo.displayName.slice(0, 1)}`);
    // Picked by a click, then typed at once: the text follows the name (MentionBox places the caret
    // as the box takes the name, not a frame later).
    await page.getByRole('option', { name: `@${demo.displayName}` }).click();
    await page.keyboard.type('週四一起打');
    expect(await box.inputValue()).toBe(`@${demo.displayName} 週四一起打`);
    await page.getByRole('button', { name: copy.commentSubmit }).click();
    await page.locator('.comment-list .mention', { hasText: `@${demo.displayName}` }).waitFor();

    // 大明, blocked by the demo member, comments on their post too.
    await switchMember(page, seedMembers.daming.email);
    await openPost(page, marathon);
    await comment(page, '被封鎖的人說的話');

    await switchMember(page, demo.email);
    await page.goto(`${baseUrl}/posts`);
    // Four notices from 阿哲; the blocked member's is neither counted nor listed.
    await expect.poll(() => countOf(page)).toBe('4');
    await activityLink(page).click();
    const unread = page.locator('.activity-page__item--unread');
    const said = (text: string) => page.getByRole('link', { name: new RegExp(text) });
    await said(copy.activityComment.replace('{name}', azhe).replace('{title}', marathon)).waitFor();
    await said(copy.activityLikes.replace('{title}', marathon).replace('{n}', '\\d+')).waitFor();
    await said(copy.activityReplyOn.replace('{name}', azhe).replace('{title}', lake)).waitFor();
    await said(copy.activityMention.replace('{name}', azhe).replace('{title}', hoops)).waitFor();
    expect(await unread.count()).toBe(4);
    expect(await page.getByText('被封鎖的人說的話').count()).toBe(0);
    await expect.poll(() => countOf(page)).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'inbox-unread-desktop');
    await page.setViewportSize({ width: phone.width, height: phone.height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await screenshot(page, 'inbox-unread-phone');
  });

  it('a moderator hides a post: a member replied to under it finds nothing of it in 通知', async () => {
    const page = await member(desktop);
    // 大明 answers 小芸's comment under 阿哲's post.
    await switchMember(page, seedMembers.daming.email);
    await openPost(page, cafe);
    const hers = page.locator('.comment-list > .post-comment', { hasText: yun });
    await hers.first().getByRole('button', { name: copy.reply }).click();
    await page
      .getByRole('combobox', { name: copy.replyPlaceholder.replace('{name}', yun) })
      .fill('隱藏前的回覆');
    await page.getByRole('button', { name: copy.replySubmit }).click();
    await hers.first().locator('.reply-list .post-comment', { hasText: '隱藏前的回覆' }).waitFor();
    await switchMember(page, seedMembers.yun.email);
    await page.goto(`${baseUrl}/my/activity`);
    await page.getByText(copy.activityQuote.replace('{text}', '隱藏前的回覆')).waitFor();

    // The demo member, a moderator, hides the post.
    await switchMember(page, demo.email);
    await openPost(page, cafe);
    await chooseFromMenu(page.getByRole('group', { name: cafe }), copy.hide);
    await page.getByText(copy.hiddenByModerator).waitFor();

    await switchMember(page, seedMembers.yun.email);
    await page.goto(`${baseUrl}/my/activity`);
    await page.locator('.activity-page__link').first().waitFor();
    expect(await page.getByText('隱藏前的回覆').count()).toBe(0);
    expect(await page.getByText(cafe, { exact: false }).count()).toBe(0);
    await screenshot(page, 'inbox-hidden-thread-desktop');
  });
});
