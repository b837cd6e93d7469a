import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { bothSizes, launchBrowser, screenshot } from './browser';
import { memberPerTest } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function countIn(scope: Locator, label: string): Promise<number> {
  const text = await scope.getByText(label).locator('..').textContent();
  return Number(text?.replace(label, '').trim());
}

async function openFirstPost(page: Page) {
  const first = page.locator('.post-card').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: title }).click();
  await page.waitForURL(/\/posts\/[^/]+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

const likeButton = (page: Page) => page.getByRole('button', { name: copy.likeLabel, exact: true });

async function pressedWhenReady(page: Page): Promise<boolean> {
  const like = likeButton(page);
  await expect.poll(() => like.isEnabled()).toBe(true);
  return (await like.getAttribute('aria-pressed')) === 'true';
}

/** Whether the outbox still holds a wish: one that was kept and not yet answered. */
const outboxHolds = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('outbox:')));

describe.each(bothSizes)('what the page showed as done survives a reload, %s', (size, viewport) => {
  const member = memberPerTest(() => browser);

  it('a like pressed, then the page reloaded 0.6 s later, comes back as pressed: 12 of 12', async () => {
    const page = await member(viewport);
    await openFirstPost(page);
    let kept = 0;
    for (let round = 0; round < 12; round++) {
      const before = await pressedWhenReady(page);
      await likeButton(page).click();
      await page.waitForTimeout(600);
      await page.reload();
      await expect.poll(() => pressedWhenReady(page), { timeout: 5000 }).toBe(!before);
      kept++;
    }
    expect(kept).toBe(12);

    // Online, every wish is sent and answered: a bookmark too, and nothing is left marked as waiting.
    const bookmark = page.getByRole('button', { name: copy.bookmarkLabel, exact: true });
    await bookmark.click();
    await expect.poll(() => bookmark.getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout(1500);
    await page.reload();
    await pressedWhenReady(page);
    expect(await bookmark.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText(copy.pendingSend).count()).toBe(0);
  });

  it('a like pressed as soon as the page is back from a reload, within the pace of the one before, waits its turn: 3 of 3', async () => {
    const page = await member(viewport);
    await openFirstPost(page);
    for (let round = 0; round < 3; round++) {
      const before = await pressedWhenReady(page);
      await likeButton(page).click();
      await expect.poll(() => outboxHolds(page)).toBe(false);
      await page.reload();
      expect(await pressedWhenReady(page)).toBe(!before);
      await likeButton(page).click();
      expect(await likeButton(page).getAttribute('aria-pressed')).toBe(String(before));
      await expect.poll(() => outboxHolds(page), { timeout: 5000 }).toBe(false);
      expect(await page.getByText(copy.errTooFast).count()).toBe(0);
      await page.reload();
      expect(await pressedWhenReady(page)).toBe(before);
    }
  });

  it('a comment written with the network cut shows pending, survives a reload and is sent once when back online', async () => {
    const page = await member(viewport);
    await openFirstPost(page);
    const post = page.getByRole('article');
    const countBefore = await countIn(post, copy.commentCountLabel);
    const text = `離線留言 ${size}`;

    await page.context().setOffline(true);
    await page.getByRole('textbox', { name: copy.commentLabel }).fill(text);
    await page.getByRole('button', { name: copy.commentSubmit }).click();
    const pending = page.locator('.post-comment', { hasText: text });
    await pending.getByText(copy.pendingSend).waitFor();
    // A press of the like button offline is kept the same way.
    const wasPressed = await pressedWhenReady(page);
    await likeButton(page).click();
    await page.locator('.post-actions').getByText(copy.pendingSend).waitFor();
    expect(await countIn(post, copy.commentCountLabel)).toBe(countBefore);
    await screenshot(page, `outbox-pending-${size}`);

    // The local build has no shell to reload from without a network: the page is reloaded with the
    // network on, but with the browser still saying it is offline, which is all the outbox goes by.
    const sayOffline = () => {
      const offline = () => (window as { stillOffline?: boolean }).stillOffline !== false;
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => !offline() });
    };
    await page.addInitScript(sayOffline);
    await page.evaluate(sayOffline);
    await page.context().setOffline(false);
    await page.reload();
    await page.locator('.post-comment', { hasText: text }).getByText(copy.pendingSend).waitFor();
    expect(await pressedWhenReady(page)).toBe(!wasPressed);
    expect(await countIn(post, copy.commentCountLabel)).toBe(countBefore);

    await page.evaluate(() => {
      (window as { stillOffline?: boolean }).stillOffline = false;
      dispatchEvent(new Event('online'));
    });
    await expect.poll(() => page.getByText(copy.pendingSend).count()).toBe(0);
    await expect.poll(() => countIn(post, copy.commentCountLabel)).toBe(countBefore + 1);
    expect(await page.locator('.post-comment', { hasText: text }).count()).toBe(1);
    // Once more after a reload: one comment, counted once.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.locator('.post-comment', { hasText: text }).count()).toBe(1);
    expect(await countIn(post, copy.commentCountLabel)).toBe(countBefore + 1);
    expect(await pressedWhenReady(page)).toBe(!wasPressed);
  });
});
