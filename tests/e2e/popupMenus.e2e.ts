import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers, seedPosts } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { bothSizes, launchBrowser, screenshotView } from './browser';
import { memberPerTest, switchMember } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const [newest] = seedPosts;
const yun = seedMembers.yun.displayName;

/** Each menu item is drawn whole inside the viewport, and the point at its centre is the item. */
async function pressableWhereDrawn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].map((item) => {
      const box = item.getBoundingClientRect();
      const inside =
        box.left >= 0 &&
        box.top >= 0 &&
        box.right <= document.documentElement.clientWidth &&
        box.bottom <= window.innerHeight;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return `${item.textContent ?? ''}:${inside && hit !== null && item.contains(hit) ? 'ok' : 'hidden'}`;
    }),
  );
}

/** Opens `scope`'s ⋯, checks every item can be pressed where it is drawn, axe, a screenshot; closes. */
async function checkMenu(page: Page, scope: Locator, shot: string) {
  const more = scope.getByRole('button', { name: copy.more }).first();
  await more.scrollIntoViewIfNeeded();
  const textTop = () => page.evaluate(() => document.querySelector('.post-view')?.scrollTop ?? 0);
  const before = await textTop();
  await more.click();
  await page.getByRole('menuitem').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const items = await pressableWhereDrawn(page);
  expect(items.length).toBeGreaterThan(0);
  expect(items.filter((item) => !item.endsWith(':ok'))).toEqual([]);
  // Opening it (and the arrow keys) moves nothing beneath it.
  expect(await textTop()).toBe(before);
  expect(await axeViolations(page)).toEqual([]);
  await screenshotView(page, shot);
  await page.keyboard.press('Escape');
  await page.getByRole('menuitem').first().waitFor({ state: 'detached' });
  return items;
}

describe('the ⋯ menus open whole and pressable where drawn (issue 49, point 1)', () => {
  const member = memberPerTest(() => browser);

  it.each(bothSizes)(
    'at %s: on a post, a comment and a reply, as the moderator and as a member',
    async (name, size) => {
      if (!newest) throw new Error('the seed has no post');
      const page = await member(size);
      await page.locator('.post-card', { hasText: newest.title }).first().click();
      await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();
      const address = page.url();

      // The moderator (the demo member) replies to 小芸's comment, so the thread has a reply.
      const comment = page.locator('.comment-list > .post-comment', { hasText: yun }).first();
      await comment.getByRole('button', { name: copy.reply }).first().click();
      await page
        .getByRole('combobox', { name: copy.replyPlaceholder.replace('{name}', yun) })
        .fill('選單測試的回覆');
      await page.getByRole('button', { name: copy.replySubmit }).click();
      const reply = comment.locator('.reply-list .post-comment', { hasText: '選單測試的回覆' });
      await reply.waitFor();

      const post = page.locator('.post-view');
      const moderatorPost = await checkMenu(page, post, `popup-post-moderator-${name}`);
      expect(moderatorPost).toContain(`${copy.hide}:ok`);
      expect(moderatorPost).toContain(`${copy.block}:ok`);
      await checkMenu(page, comment, `popup-comment-moderator-${name}`);
      await checkMenu(page, reply, `popup-reply-moderator-${name}`);

      // 小芸, a member: the post, the moderator's reply and her own comment's thread.
      await switchMember(page, seedMembers.yun.email);
      await page.goto(address);
      await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();
      const memberPost = await checkMenu(page, post, `popup-post-member-${name}`);
      expect(memberPost).toContain(`${copy.block}:ok`);
      await reply.waitFor();
      const memberReply = await checkMenu(page, reply, `popup-reply-member-${name}`);
      expect(memberReply).toContain(`${copy.report}:ok`);
    },
  );
});
