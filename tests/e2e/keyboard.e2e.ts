import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { baseUrl, desktop, launchBrowser, newVisit, screenshotView, type Visit } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * The focused element draws an outline the reader can see (semantic removes the browser's own). The
 * picture input is see-through: its ring is drawn on the 選擇圖片 button beside it.
 */
const focusRing = (page: Page) =>
  page.evaluate(`(() => {
    let shown = document.activeElement;
    if (shown.matches('.image-picker__input')) shown = shown.parentElement.querySelector('.image-picker__choose .button');
    const style = getComputedStyle(shown);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  })()`) as Promise<boolean>;

const describeFocused = (page: Page) =>
  page.evaluate(
    `document.activeElement.tagName + ' ' + (document.activeElement.getAttribute('aria-label') || document.activeElement.textContent || '').trim().slice(0, 20)`,
  ) as Promise<string>;

/** Tabs through the whole page once; returns the controls that showed no focus ring. */
async function controlsWithoutRing(page: Page): Promise<string[]> {
  const missing: string[] = [];
  const seen = new Set<string>();
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    const id = (await page.evaluate(`(() => {
      const element = document.activeElement;
      if (element === document.body) return '';
      element.dataset.tabOrder ??= String(Math.random());
      return element.dataset.tabOrder;
    })()`)) as string;
    if (id === '' || seen.has(id)) break;
    seen.add(id);
    if (!(await focusRing(page))) missing.push(await describeFocused(page));
  }
  expect(seen.size).toBeGreaterThan(3);
  return missing;
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after 60. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) {
      expect(await focusRing(page), `focus ring on ${String(target)}`).toBe(true);
      return;
    }
  }
  throw new Error(`${key} never reached ${String(target)}`);
}

const focusedText = (page: Page) =>
  page.evaluate('document.activeElement?.textContent ?? ""') as Promise<string>;

describe('the site with the keyboard only', () => {
  let visit: Visit;

  afterAll(async () => {
    await visit?.context.close();
  });

  it('signs in, opens a card, likes it, comments, and changes the display name', async () => {
    visit = await newVisit(browser, desktop);
    const { page } = visit;
    await page.goto(`${baseUrl}/Signin`);
    await page.getByText(copy.signInNotice).waitFor();

    // Sign in with the prefilled demo account; the feed opens with focus on its heading.
    await tabTo(page, page.getByRole('button', { name: copy.tabSignIn, exact: true }));
    await page.keyboard.press('Enter');
    const feedHeading = page.getByRole('heading', { level: 1, name: copy.topicAll });
    await expect.poll(() => isFocused(feedHeading)).toBe(true);

    // Open the first card.
    const card = page.locator('.post-card__link').first();
    await tabTo(page, card);
    const title = (await card.locator('xpath=..').locator('h2').textContent()) ?? '';
    await page.keyboard.press('Enter');
    const postHeading = page.getByRole('heading', { level: 1, name: title });
    await expect.poll(() => isFocused(postHeading)).toBe(true);

    // 按讚 with the space bar.
    const like = page.getByRole('button', { name: copy.likeLabel, exact: true });
    const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
    await tabTo(page, like);
    await page.keyboard.press('Space');
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(String(!wasLiked));

    // A comment: type it, Tab to 送出留言, Enter; focus comes back to the box.
    const box = page.getByRole('combobox', { name: copy.commentLabel });
    await tabTo(page, box);
    const comment = `鍵盤留言 ${Date.now().toString(36)}`;
    await page.keyboard.type(comment);
    await tabTo(page, page.getByRole('button', { name: copy.commentSubmit }));
    await page.keyboard.press('Enter');
    await page.locator('.post-comment__content', { hasText: comment }).waitFor();
    await expect.poll(() => isFocused(box)).toBe(true);
    expect(await box.inputValue()).toBe('');
    expect(await focusRing(page)).toBe(true);
    await screenshotView(page, 'keyboard-comment-sent');

    // To 會員 in the top bar (backwards), then 會員設定 in the side menu.
    await tabTo(page, page.getByRole('link', { name: copy.menuMember }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => isFocused(page.getByRole('heading', { level: 1, name: copy.myPosts })))
      .toBe(true);
    await tabTo(page, page.getByRole('link', { name: copy.mySettings }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => isFocused(page.getByRole('heading', { level: 1, name: copy.mySettings })))
      .toBe(true);

    // 修改 on the name row opens the modal with focus in the field; Tab never reaches the page behind.
    // Past the dialog's last control the browser's own controls (the address bar) get a turn, as with
    // every modal <dialog>; headless, that shows as focus on the body. The next press is back inside.
    const modify = page
      .getByRole('group', { name: copy.nameRow })
      .getByRole('button', { name: copy.modify });
    await tabTo(page, modify);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: copy.nameModal });
    const field = dialog.getByLabel(copy.nameRow);
    await expect.poll(() => isFocused(field)).toBe(true);
    const whereFocusIs = () =>
      dialog.evaluate((d) =>
        d.contains(document.activeElement)
          ? 'dialog'
          : document.activeElement === document.body
            ? 'browser'
            : 'page behind',
      );
    for (const key of ['Tab', 'Shift+Tab']) {
      const stops: string[] = [];
      for (let presses = 0; presses < 6; presses++) {
        await page.keyboard.press(key);
        stops.push(await whereFocusIs());
      }
      expect(stops, key).not.toContain('page behind');
      expect(stops.join(' '), key).not.toContain('browser browser');
      expect(stops, key).toContain('dialog');
    }
    await screenshotView(page, 'keyboard-name-modal');

    // Escape closes it without a change, focus back on 修改; then change the name for real.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(modify)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(field)).toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('鍵盤小編');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('group', { name: copy.nameRow }).getByText('鍵盤小編').waitFor();
    expect(await isFocused(modify)).toBe(true);
    expect(await focusedText(page)).toBe(copy.modify);
  });

  it('opens a search result with ArrowDown and Enter', async () => {
    const { page } = visit;
    const search = page.getByRole('combobox', { name: copy.searchLabel });
    await tabTo(page, search, 'Shift+Tab');
    await page.keyboard.type('牛肉');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: /牛肉麵/ });
    await expect.poll(() => isFocused(heading)).toBe(true);
  });

  it('shows where focus is on every control of every page', async () => {
    const { page } = visit;
    const card = page.locator('.post-card__link').first();
    await page.goto(`${baseUrl}/posts`);
    await card.waitFor();
    const post = (await card.getAttribute('href')) ?? '';
    const pages: [string, () => Promise<unknown>][] = [
      ['/posts', () => card.waitFor()],
      [post, () => page.locator('.post-comment').first().waitFor()],
      [
        '/new-post',
        () => page.getByRole('option', { name: '美食' }).waitFor({ state: 'attached' }),
      ],
      ['/my/posts', () => card.waitFor()],
      ['/my/collections', () => page.getByText(copy.feedEnd).waitFor()],
      ['/my/settings', () => page.getByText(copy.passwordMask).waitFor()],
    ];
    for (const [path, ready] of pages) {
      await page.goto(`${baseUrl}${path}`);
      await ready();
      // Lazy code and later answers (the member menu, authors' profiles) may still re-render the
      // page just after its content shows, taking a focused control away mid-walk.
      await page.waitForLoadState('networkidle');
      expect(await controlsWithoutRing(page), path).toEqual([]);
    }
    await page.getByRole('button', { name: copy.menuSignOut }).click();
    // Sign-out ends the session once /posts is on screen: a reload before that would find the member
    // still signed in, and /Signin would send them on.
    await page.getByRole('link', { name: copy.menuSignIn }).waitFor();
    await page.goto(`${baseUrl}/Signin`);
    await page.getByText(copy.signInNotice).waitFor();
    expect(await controlsWithoutRing(page), '/Signin').toEqual([]);
  });
});
