import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedMembers, seedPosts } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { baseUrl, bothSizes, browserPerFile, screenshot, screenshotView } from './browser';
import { memberPerTest, switchMember } from './session';
import { chooseFromMenu } from './moreMenu';
import { openFromList } from './openPost';

const browser = browserPerFile();

// The seed's newest post is 阿哲's; 小芸 reports it, and the demo member (the seeded moderator) hides it.
const [newest] = seedPosts;

const cardTitles = (page: Page) =>
  page.locator('.post-card').getByRole('heading').allTextContents();

async function feedTitles(page: Page) {
  await page.goto(`${baseUrl}/posts`);
  await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThanOrEqual(4);
  return cardTitles(page);
}

describe('moderation, in the built app on the local backend', () => {
  const member = memberPerTest(browser);

  it.each(bothSizes)(
    'at %s: a moderator hides and restores a post, as its author and another member see it',
    async (name, size) => {
      if (!newest) throw new Error('the seed has no post');
      const page = await member(size);
      await openFromList(page, newest.title);
      const address = page.url();

      // 小芸 reports it.
      await switchMember(page, seedMembers.yun.email);
      await page.goto(address);
      const post = page.getByRole('group', { name: newest.title });
      await chooseFromMenu(post, copy.report);
      const dialog = page.getByRole('dialog', { name: copy.report });
      await dialog.getByRole('radio', { name: copy.reportReasons[0] }).check();
      await dialog.getByRole('button', { name: copy.report }).click();
      await post.getByText(copy.reportSent).waitFor();

      // The moderator finds it in the queue, from the member menu, and hides it there.
      await switchMember(page, seedMembers.demo.email);
      await page.goto(`${baseUrl}/my/posts`);
      await page.getByRole('link', { name: copy.modQueue }).click();
      await page.getByRole('heading', { level: 1, name: copy.modQueue }).waitFor();
      const row = page.locator('.mod-queue__item', { hasText: newest.title });
      // What, how often, why, since when (issue 40).
      await row.getByText(copy.modReportCount.replace('{n}', '1')).waitFor();
      await row.getByText(`${copy.reportReasons[0]} 1`).waitFor();
      await row.getByText(copy.modFirstReported).waitFor();
      await row.getByText(copy.modLastReported).waitFor();
      await row.getByRole('button', { name: copy.hide }).click();
      await row.getByText(copy.hiddenByModerator).waitFor();
      await row.getByRole('button', { name: copy.restore }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `moderation-queue-${name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );

      // Another member: gone from the feed, and its address finds nothing.
      await switchMember(page, seedMembers.yun.email);
      expect(await feedTitles(page)).not.toContain(newest.title);
      await page.goto(address);
      await page.getByText(copy.postNotFound).waitFor();

      // Its author: still in 我的文章 and at its address, marked.
      await switchMember(page, seedMembers.azhe.email);
      await page.goto(`${baseUrl}/my/posts`);
      await page.getByText(copy.hiddenByModerator).first().waitFor();
      expect(await cardTitles(page)).toContain(newest.title);
      await page.goto(address);
      await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();
      await page.getByText(copy.hiddenByModerator).waitFor();
      // Their own post: nothing to report or block, and no 隱藏: no ⋯ at all.
      expect(await page.getByRole('article').getByRole('button', { name: copy.more }).count()).toBe(
        0,
      );

      // The moderator restores it from the post page; everyone sees it again.
      await switchMember(page, seedMembers.demo.email);
      await page.goto(address);
      await page.getByText(copy.hiddenByModerator).waitFor();
      // The post's own ⋯: each comment has one too.
      const postGroup = page.getByRole('group', { name: newest.title });
      await chooseFromMenu(postGroup, copy.restore);
      await postGroup.getByRole('button', { name: copy.more }).click();
      await page.getByRole('menuitem', { name: copy.hide }).waitFor();
      await page.keyboard.press('Escape');
      expect(await page.getByText(copy.hiddenByModerator).count()).toBe(0);
      await switchMember(page, seedMembers.yun.email);
      expect(await feedTitles(page)).toContain(newest.title);
    },
  );

  it.each(bothSizes)(
    'at %s: a moderator opens a reported comment in its thread, and 略過 clears its reports',
    async (name, size) => {
      if (!newest) throw new Error('the seed has no post');
      const page = await member(size);
      await openFromList(page, newest.title);
      const address = page.url();
      // 阿哲 reports 小芸's comment on his post.
      await switchMember(page, seedMembers.azhe.email);
      await page.goto(address);
      const commentGroup = page.getByRole('group', { name: seedMembers.yun.displayName });
      await chooseFromMenu(commentGroup, copy.report);
      const dialog = page.getByRole('dialog', { name: copy.report });
      await dialog.getByRole('radio', { name: copy.reportReasons[2] }).check();
      await dialog.getByRole('button', { name: copy.report }).click();
      await commentGroup.getByText(copy.reportSent).waitFor();

      await switchMember(page, seedMembers.demo.email);
      await page.goto(`${baseUrl}/mod/reports`);
      const row = page.locator('.mod-queue__item', { hasText: copy.modKindComment });
      await row.getByText(`${copy.reportReasons[2]} 1`).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `moderation-queue-comment-${name}`);
      // In its thread: the post's page, the comment marked and focused.
      await row.locator('.mod-queue__text').click();
      await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();
      const target = page.locator('.post-comment--target');
      await target.waitFor();
      await expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await target.isVisible()).toBe(true);
      await screenshotView(page, `moderation-comment-in-context-${name}`);

      await page.goBack();
      await page.getByRole('heading', { level: 1, name: copy.modQueue }).waitFor();
      await row.getByRole('button', { name: copy.dismiss }).click();
      await row.waitFor({ state: 'detached' });
      // The comment stays, not hidden.
      await page.goto(address);
      const comment = page.getByRole('group', { name: seedMembers.yun.displayName });
      await comment.first().waitFor();
      expect(await page.getByText(copy.hiddenByModerator).count()).toBe(0);
    },
  );

  it.each(bothSizes)(
    'at %s: a member who is not a moderator, and a visitor, are told the queue is for moderators',
    async (name, size) => {
      const page = await member(size);
      await switchMember(page, seedMembers.yun.email);
      await page.goto(`${baseUrl}/my/posts`);
      await page.getByRole('heading', { level: 1, name: copy.myPosts }).waitFor();
      expect(await page.getByRole('link', { name: copy.modQueue }).count()).toBe(0);
      await page.goto(`${baseUrl}/mod/reports`);
      await page.getByRole('heading', { level: 1, name: copy.modOnly }).waitFor();
      await page.getByRole('button', { name: copy.menuSignOut }).click();
      await page.getByRole('link', { name: copy.menuSignIn }).waitFor();
      await page.goto(`${baseUrl}/mod/reports`);
      await page.getByRole('heading', { level: 1, name: copy.modOnly }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/mod/reports');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `moderation-visitor-${name}`);
    },
  );
});

describe('issue 49: counts of what readers see, and the queue', () => {
  const member = memberPerTest(browser);
  const yun = seedMembers.yun.displayName;

  it.each(bothSizes)(
    'at %s: a hidden or cleared comment leaves the 💬 count; the queue shows the cleared one as 這則內容已刪除, with its author',
    async (name, size) => {
      if (!newest) throw new Error('the seed has no post');
      const page = await member(size);
      await openFromList(page, newest.title);
      const address = page.url();
      const count = page.locator('.post-view .post-actions__count:not(.post-actions__likes)');
      const shown = async () =>
        (await count.textContent())?.replace(copy.commentCountLabel, '').trim();
      await expect.poll(shown).toBe('1');

      // The moderator answers 小芸's comment: two to read.
      const comment = page.locator('.comment-list > .post-comment', { hasText: yun }).first();
      await comment.getByRole('button', { name: copy.reply }).first().click();
      await page
        .getByRole('combobox', { name: copy.replyPlaceholder.replace('{name}', yun) })
        .fill('計數測試的回覆');
      await page.getByRole('button', { name: copy.replySubmit }).click();
      await comment.locator('.reply-list .post-comment', { hasText: '計數測試的回覆' }).waitFor();
      await expect.poll(shown).toBe('2');

      // Hidden, it is no longer counted; restored, it is again.
      const group = page.getByRole('group', { name: yun }).first();
      await chooseFromMenu(group, copy.hide);
      await expect.poll(shown).toBe('1');
      await screenshotView(page, `count-hidden-comment-${name}`);
      await chooseFromMenu(group, copy.restore);
      await expect.poll(shown).toBe('2');

      // 阿哲 reports it; 小芸 deletes it, and it stays cleared for the reply: one to read.
      await switchMember(page, seedMembers.azhe.email);
      await page.goto(address);
      await chooseFromMenu(page.getByRole('group', { name: yun }).first(), copy.report);
      const dialog = page.getByRole('dialog', { name: copy.report });
      await dialog.getByRole('radio', { name: copy.reportReasons[0] }).check();
      await dialog.getByRole('button', { name: copy.report }).click();
      await page.getByText(copy.reportSent).waitFor();
      await switchMember(page, seedMembers.yun.email);
      await page.goto(address);
      await comment.getByRole('button', { name: copy.commentDelete }).first().click();
      await page
        .getByRole('dialog', { name: copy.deleteCommentConfirm })
        .getByRole('button', { name: copy.deletePost })
        .click();
      await page.getByText(copy.commentDeleted).waitFor();
      await expect.poll(shown).toBe('1');
      await screenshotView(page, `count-cleared-comment-${name}`);

      // The queue: 這則內容已刪除 with its reports and its author, no bare id, nothing to hide.
      await switchMember(page, seedMembers.demo.email);
      await page.goto(`${baseUrl}/mod/reports`);
      const row = page.locator('.mod-queue__item', { hasText: copy.modItemGone });
      await row.getByText(`${copy.reportReasons[0]} 1`).waitFor();
      await row.getByRole('link', { name: yun }).waitFor();
      expect(await row.getByRole('button', { name: copy.hide }).count()).toBe(0);
      expect(await row.getByRole('button', { name: copy.dismiss }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `moderation-queue-cleared-${name}`);
      await row.getByRole('link', { name: yun }).click();
      await page
        .getByRole('heading', { level: 1, name: copy.authorPage.replace('{name}', yun) })
        .waitFor();
    },
  );
});
