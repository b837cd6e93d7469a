import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedMembers, seedPosts } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { bothSizes, browserPerFile, screenshotView, transitionsEnded } from './browser';
import { chooseFromMenu } from './moreMenu';
import { memberPerTest, switchMember } from './session';
import { openFromList } from './openPost';

const browser = browserPerFile();

const [newest] = seedPosts;
const yun = seedMembers.yun.displayName;

/**
 * Each of `selector`'s elements (a menu's items by default) is drawn whole inside the viewport, and
 * the point at its centre is the element: `name:ok`, else `name:hidden`.
 */
async function pressableWhereDrawn(page: Page, selector = '[role="menuitem"]'): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((item) => {
        const box = item.getBoundingClientRect();
        const inside =
          box.left >= 0 &&
          box.top >= 0 &&
          box.right <= document.documentElement.clientWidth &&
          box.bottom <= window.innerHeight;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const name = item.textContent || item.getAttribute('value') || item.tagName;
        return `${name}:${inside && hit !== null && item.contains(hit) ? 'ok' : 'hidden'}`;
      }),
    selector,
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
  const member = memberPerTest(browser);

  it.each(bothSizes)(
    'at %s: on a post, a comment and a reply, as the moderator and as a member',
    async (name, size) => {
      if (!newest) throw new Error('the seed has no post');
      const page = await member(size);
      await openFromList(page, newest.title);
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

/** Where `locator` is drawn now: its top edge, in the viewport. */
async function topOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

/**
 * Types @ at the end of `box`, placed at the screen's bottom edge (`end`: the list has room only above
 * it) or under the top bar (`start`: room below); checks every name can be pressed where drawn, the
 * control after the box has not moved, axe and a screenshot; Escape closes the list.
 */
async function checkMentionList(
  page: Page,
  box: Locator,
  after: Locator,
  edge: 'start' | 'end',
  shot: string,
) {
  await box.evaluate((element, edge) => element.scrollIntoView({ block: edge }), edge);
  await box.focus();
  const below = await topOf(after);
  await box.press('End');
  await page.keyboard.type('@');
  const list = page.getByRole('listbox');
  await list.getByRole('option').first().waitFor();
  const names = await pressableWhereDrawn(page, '[role="listbox"]:not([hidden]) [role="option"]');
  expect(names.length).toBeGreaterThan(1);
  expect(names.filter((name) => !name.endsWith(':ok'))).toEqual([]);
  expect(await topOf(after)).toBe(below);
  expect(await axeViolations(page)).toEqual([]);
  await screenshotView(page, shot);
  await page.keyboard.press('Escape');
  await list.getByRole('option').first().waitFor({ state: 'detached' });
  await page.keyboard.press('Backspace');
}

/** The open dialog's controls can each be pressed where drawn; axe; a screenshot; 取消 closes it. */
async function checkDialog(page: Page, shot: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: copy.cancel }).waitFor();
  // Measured and read by axe as drawn once it has settled (a dialog fades in).
  await transitionsEnded(page);
  await screenshotView(page, shot);
  const controls = await pressableWhereDrawn(page, 'dialog[open] :is(button, input)');
  expect(controls.length).toBeGreaterThan(1);
  expect(controls.filter((control) => !control.endsWith(':ok'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: copy.cancel }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the @ list and the report and block dialogs open whole and pressable (issue 49, point 1)', () => {
  const member = memberPerTest(browser);

  it.each(bothSizes)(
    'at %s: in a comment box, a reply box, and 檢舉 and 封鎖',
    async (name, size) => {
      if (!newest) throw new Error('the seed has no post');
      const page = await member(size);
      await openFromList(page, newest.title);

      const commentBox = page.getByRole('combobox', { name: copy.commentLabel });
      await checkMentionList(
        page,
        commentBox,
        page.getByRole('button', { name: copy.commentSubmit }),
        'end',
        `popup-mention-comment-${name}`,
      );
      const comment = page.locator('.comment-list > .post-comment', { hasText: yun }).first();
      await comment.getByRole('button', { name: copy.reply }).first().click();
      const replyBox = page.getByRole('combobox', {
        name: copy.replyPlaceholder.replace('{name}', yun),
      });
      await checkMentionList(
        page,
        replyBox,
        page.getByRole('button', { name: copy.replySubmit }),
        'start',
        `popup-mention-reply-${name}`,
      );

      const post = page.locator('.post-view');
      await chooseFromMenu(post, copy.report);
      // A reason chosen: 檢舉 waits for one (disabled, it takes no press).
      await page.getByRole('dialog').getByRole('radio').first().check();
      await checkDialog(page, `popup-report-${name}`);
      await chooseFromMenu(post, copy.block);
      await checkDialog(page, `popup-block-${name}`);
    },
  );
});
