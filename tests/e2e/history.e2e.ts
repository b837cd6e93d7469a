import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { baseUrl, desktop, launchBrowser, newVisit, phone, type Visit } from './browser';
import { signInAsDemo } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const cards = (page: Page) => page.locator('.post-card__link');
/** In whole pixels: on a phone's dense screen the browser scrolls by fractions of one. */
const scrollY = (page: Page) => page.evaluate('Math.round(window.scrollY)') as Promise<number>;
/** Where the page has stored, for a reload or Back, that this entry was scrolled to (historyPlaces.ts). */
const storedScrollY = (page: Page) =>
  page.evaluate(() => {
    const places = new Map<string, { scrollY?: number }>(
      JSON.parse(sessionStorage.getItem('post-wall:places') ?? '[]') as [
        string,
        { scrollY?: number },
      ][],
    );
    // The router's key of this entry; a page loaded afresh has none in history.state yet.
    const key = (history.state as { key?: string } | null)?.key ?? 'default';
    const stored = places.get(key)?.scrollY;
    return stored === undefined ? null : Math.round(stored);
  });
const focusedHref = (page: Page) =>
  page.evaluate(`document.activeElement?.getAttribute('href') ?? null`) as Promise<string | null>;

/**
 * Scrolls with the wheel, as a reader does, until the list has `count` cards: after each turn, until
 * the page has moved or the list has grown (at the bottom it moves once the next page is drawn).
 */
async function scrollUntil(page: Page, count: number) {
  while ((await cards(page).count()) < count) {
    const before = { y: await scrollY(page), count: await cards(page).count() };
    await page.mouse.wheel(0, 1500);
    await expect
      .poll(
        async () =>
          (await scrollY(page)) !== before.y || (await cards(page).count()) > before.count,
      )
      .toBe(true);
  }
}

/**
 * Opens `card`, checks the post is shown, goes Back: the list must be as long as before, at the same
 * scroll position, with focus on the card that was opened. Then Forward and Back once more.
 */
async function openAndComeBack(page: Page, card: Locator, { scrolled = true } = {}) {
  await card.scrollIntoViewIfNeeded();
  const before = { count: await cards(page).count(), y: await scrollY(page) };
  // A list that fits one screen has no place below its top to come back to.
  if (scrolled) expect(before.y).toBeGreaterThan(0);
  else expect(before.y).toBe(0);
  const href = await card.getAttribute('href');
  const title = (await card.locator('xpath=..').locator('h2').textContent()) ?? '';
  await card.click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await expect.poll(() => scrollY(page)).toBe(0);

  for (const step of ['back', 'forward-and-back'] as const) {
    if (step === 'forward-and-back') {
      await page.goForward();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
    await page.goBack();
    await expect.poll(() => cards(page).count(), { message: step }).toBe(before.count);
    await expect
      .poll(async () => Math.abs((await scrollY(page)) - before.y), { message: step })
      .toBeLessThanOrEqual(1);
    await expect.poll(() => focusedHref(page), { message: step }).toBe(href);
  }
  return before;
}

describe('Back and Forward return to the same place in a list', () => {
  let visit: Visit;

  afterAll(async () => {
    await visit?.context.close();
  });

  it('/posts: 12 cards, open the 7th, Back: 12 cards at the same scroll position', async () => {
    visit = await newVisit(browser, desktop);
    const { page } = visit;
    await signInAsDemo(page);
    await scrollUntil(page, 12);
    const { count } = await openAndComeBack(page, cards(page).nth(6));
    expect(count).toBe(12);

    // The brand starts the feed at the top; so does a fresh visit, with the first pages only.
    await page.getByRole('link', { name: copy.brand }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/posts`);
    await cards(page).first().waitFor();
    expect(await scrollY(page)).toBe(0);
    expect(await cards(page).count()).toBeLessThan(12);
  });

  it('the feed, a topic’s feed, /my/posts and /my/collections, on a phone', async () => {
    await visit.context.close();
    visit = await newVisit(browser, phone);
    const { page } = visit;
    await signInAsDemo(page);

    // The whole feed, to its end: compact phone cards ask for the next page sooner than 12 cards.
    await page.goto(`${baseUrl}/posts`);
    while (!(await page.getByText(copy.feedEnd).isVisible())) await page.mouse.wheel(0, 1500);
    await openAndComeBack(page, cards(page).nth(6));

    // With a phone's compact cards (issue 40) these fit one screen: Back keeps the list and focus.
    for (const list of [
      `/posts?topic=${encodeURIComponent('運動')}`,
      '/my/posts',
      '/my/collections',
    ]) {
      await page.goto(`${baseUrl}${list}`);
      await page.getByText(copy.feedEnd).waitFor();
      await openAndComeBack(page, cards(page).last(), { scrolled: false });
    }
  });

  it('keeps the place through a reload', async () => {
    const { page } = visit;
    await page.goto(`${baseUrl}/my/posts`);
    await page.getByText(copy.feedEnd).waitFor();
    await cards(page).last().scrollIntoViewIfNeeded();
    const y = await scrollY(page);
    // Kept for the reload once the page has stored it (on the next frame after a scroll event).
    // None stored stands for the top, where a reload without a place starts.
    await expect.poll(async () => (await storedScrollY(page)) ?? 0).toBe(y);
    await page.reload();
    await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(1);
  });
});
