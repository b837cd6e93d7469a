import { describe, expect, it } from 'vitest';
import { seedMembers, seedPosts } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { baseUrl, bothSizes, browserPerFile, desktop, screenshot, screenshotView } from './browser';
import { memberPerTest, switchMember } from './session';
import { openFromList } from './openPost';

const browser = browserPerFile();

const [newest] = seedPosts;
const demo = seedMembers.demo.displayName;
const yun = seedMembers.yun.displayName;

describe('replies, in the built app on the local backend (issue 39)', () => {
  const member = memberPerTest(browser);

  it.each(bothSizes)(
    "at %s: a member replies to another's comment under it, and 通知 tells that member, opening the post at the reply",
    async (name, size) => {
      if (!newest) throw new Error('the seed has no post');
      const page = await member(size);
      await openFromList(page, newest.title);
      const address = page.url();

      // 小芸's comment: 回覆 opens the box naming her, focused.
      const comment = page.locator('.comment-list > .post-comment', { hasText: yun }).first();
      await comment.getByRole('button', { name: copy.reply }).first().click();
      const box = page.getByRole('combobox', {
        name: copy.replyPlaceholder.replace('{name}', yun),
      });
      await expect
        .poll(() => box.evaluate((element) => element === document.activeElement))
        .toBe(true);
      await box.fill('謝謝分享，我也想去');
      expect(await axeViolations(page)).toEqual([]);
      await screenshotView(page, `replies-box-${name}`);
      await page.getByRole('button', { name: copy.replySubmit }).click();
      const reply = comment.locator('.reply-list .post-comment', { hasText: '謝謝分享，我也想去' });
      await reply.waitFor();
      await page.getByRole('button', { name: copy.replySubmit }).waitFor({ state: 'detached' });

      // Its ⋯ is the demo member's own reply's: for a moderator, 隱藏 alone.
      await reply.getByRole('button', { name: copy.more }).click();
      const items = await page.getByRole('menuitem').allTextContents();
      expect(items).toEqual([copy.hide]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `replies-thread-${name}`);
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );

      // 小芸 is told, and the notice opens the post at the reply.
      await switchMember(page, seedMembers.yun.email);
      await page.goto(`${baseUrl}/my/activity`);
      const notice = page.getByRole('link', {
        name: new RegExp(
          copy.activityReplyOn.replace('{name}', demo).replace('{title}', newest.title),
        ),
      });
      await notice.click();
      await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();
      expect(page.url()).toContain(address.replace(baseUrl, ''));
      const target = page.locator('.post-comment--target');
      await target.waitFor();
      expect(await target.locator('.post-comment__content').first().textContent()).toBe(
        '謝謝分享，我也想去',
      );
      await expect
        .poll(() => target.evaluate((element) => element === document.activeElement))
        .toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotView(page, `replies-opened-from-activity-${name}`);
    },
  );

  it.each(bothSizes)(
    'at %s: @ suggests the post’s participants; the member mentioned is told in 通知',
    async (name, size) => {
      if (!newest) throw new Error('the seed has no post');
      const page = await member(size);
      await openFromList(page, newest.title);

      const box = page.getByRole('combobox', { name: copy.commentLabel });
      await page.getByText(copy.mentionHint).waitFor();
      await box.click();
      await page.keyboard.type('想問 @小');
      const option = page.getByRole('option', { name: `@${yun}` });
      await option.waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await screenshotView(page, `mentions-suggest-${name}`);
      await page.keyboard.press('Enter');
      expect(await box.inputValue()).toBe(`想問 @${yun} `);
      await page.keyboard.type('這間在哪裡？');
      await page.getByRole('button', { name: copy.commentSubmit }).click();
      const mention = page.locator('.comment-list .mention', { hasText: `@${yun}` });
      await mention.waitFor();
      expect(await mention.getAttribute('href')).toMatch(/^\/users\//);
      await screenshot(page, `mentions-thread-${name}`);

      await switchMember(page, seedMembers.yun.email);
      await page.goto(`${baseUrl}/my/activity`);
      const notice = page.getByRole('link', {
        name: new RegExp(
          copy.activityMention.replace('{name}', demo).replace('{title}', newest.title),
        ),
      });
      await notice.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `mentions-activity-${name}`);
      await notice.click();
      const target = page.locator('.post-comment--target');
      await target.waitFor();
      expect(await target.locator('.mention').textContent()).toBe(`@${yun}`);
    },
  );

  it('a participant’s name typed in full after @, not picked, mentions them; 通知 tells them (issue 49)', async () => {
    if (!newest) throw new Error('the seed has no post');
    const page = await member(desktop);
    await openFromList(page, newest.title);

    const box = page.getByRole('combobox', { name: copy.commentLabel });
    await box.click();
    // Typed through: the list offers the name, and is passed by (Escape closes it alone).
    await page.keyboard.type(`@${yun}`);
    await page.getByRole('option', { name: `@${yun}` }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.type('你推薦的店還在嗎？');
    expect(await box.inputValue()).toBe(`@${yun}你推薦的店還在嗎？`);
    await page.getByRole('button', { name: copy.commentSubmit }).click();
    const said = page.locator('.comment-list .post-comment', { hasText: '你推薦的店還在嗎？' });
    const mention = said.locator('.mention', { hasText: `@${yun}` });
    await mention.waitFor();
    expect(await mention.getAttribute('href')).toMatch(/^\/users\//);
    await screenshot(page, 'mentions-typed-thread-desktop');

    await switchMember(page, seedMembers.yun.email);
    await page.goto(`${baseUrl}/my/activity`);
    const notice = page.getByRole('link', {
      name: new RegExp(
        copy.activityMention.replace('{name}', demo).replace('{title}', newest.title),
      ),
    });
    await notice.waitFor();
    // Its quote shows the mention as her name.
    const quote = page
      .locator('.activity-page__item', { has: notice })
      .locator('.activity-page__quote');
    expect(await quote.textContent()).toBe(
      copy.activityQuote.replace('{text}', `@${yun}你推薦的店還在嗎？`),
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'mentions-typed-activity-desktop');
  });
});
