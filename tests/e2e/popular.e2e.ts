import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPosts } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { hotOf } from '../../src/lib/limits';
import { paths } from '../../src/lib/paths';
import { axeViolations } from './axe';
import { baseUrl, bothSizes, launchBrowser, newVisit, screenshotView, type Visit } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const hour = 60 * 60 * 1000;

/** The seed's titles (of `topic`) in the 熱門 order, as the seed dates them from now. */
function popularTitles(topic?: string): string[] {
  const now = Date.now();
  return seedPosts
    .filter((post) => topic === undefined || post.topic === topic)
    .map((post) => ({ post, hot: hotOf(now - post.hoursAgo * hour, post.likedBy.length) }))
    .sort((x, y) => y.hot - x.hot || x.post.hoursAgo - y.post.hoursAgo)
    .map(({ post }) => post.title);
}

const titles = (page: Page) => page.locator('.post-card__title').allTextContents();
const tab = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: `${copy.sortNewest} / ${copy.sortPopular}` })
    .getByRole('link', { name });
const current = (page: Page, name: string) => tab(page, name).getAttribute('aria-current');
const scrollY = (page: Page) => page.evaluate('Math.round(window.scrollY)') as Promise<number>;

/**
 * Scrolls with the wheel until the list holds `count` cards: after each turn, until the page has
 * moved or the list has grown (at the bottom it moves once the next page is drawn).
 */
async function scrollUntil(page: Page, count: number) {
  while ((await titles(page)).length < count) {
    const before = { y: await scrollY(page), count: (await titles(page)).length };
    await page.mouse.wheel(0, 1500);
    await expect
      .poll(
        async () =>
          (await scrollY(page)) !== before.y || (await titles(page)).length > before.count,
      )
      .toBe(true);
  }
}

describe.each(bothSizes)('熱門 at %s size', (size, viewport) => {
  let visit: Visit;

  afterAll(async () => {
    await visit?.context.close();
  });

  it('the tabs switch the feed between 最新 and 熱門, in the address', async () => {
    visit = await newVisit(browser, viewport);
    const { page } = visit;
    await page.goto(`${baseUrl}/posts`);
    await page.locator('.post-card__title').first().waitFor();
    expect(await current(page, copy.sortNewest)).toBe('page');
    expect(await current(page, copy.sortPopular)).toBeNull();
    const newest = (await titles(page)).slice(0, 4);
    expect(newest).toEqual(seedPosts.slice(0, 4).map((post) => post.title));
    await screenshotView(page, `popular-tabs-newest-${size}`);

    await tab(page, copy.sortPopular).click();
    await page.waitForURL(`${baseUrl}/posts?sort=popular`);
    // The address changes first; the tabs are drawn anew when React commits the navigation.
    await expect.poll(() => current(page, copy.sortPopular)).toBe('page');
    const expected = popularTitles();
    await expect.poll(async () => (await titles(page)).slice(0, 4)).toEqual(expected.slice(0, 4));
    expect(expected.slice(0, 4)).not.toEqual(newest);
    // 熱門 says how it orders, in one line under the tabs (issue 40); 最新 needs none.
    expect(await page.getByText(copy.popularHint).isVisible()).toBe(true);
    await screenshotView(page, `popular-tabs-popular-${size}`);
    expect(await axeViolations(page)).toEqual([]);

    await tab(page, copy.sortNewest).click();
    await page.waitForURL(`${baseUrl}/posts`);
    await expect.poll(async () => (await titles(page)).slice(0, 4)).toEqual(newest);
    expect(await page.getByText(copy.popularHint).count()).toBe(0);
  });

  it('a topic has its own 熱門, at /posts?topic=…&sort=popular', async () => {
    const { page } = visit;
    const topic = seedPosts[1]?.topic ?? '';
    await page.goto(`${baseUrl}/posts?${new URLSearchParams({ topic })}`);
    await page.locator('.post-card__title').first().waitFor();
    await tab(page, copy.sortPopular).click();
    await page.waitForURL(`${baseUrl}/posts?${new URLSearchParams({ topic, sort: 'popular' })}`);
    await expect.poll(() => titles(page)).toEqual(popularTitles(topic));
  });

  it('Back from a post restores 熱門, its cards and the place', async () => {
    const { page } = visit;
    await page.goto(`${baseUrl}/posts?sort=popular`);
    await scrollUntil(page, 12);
    expect(await titles(page)).toEqual(popularTitles());
    const card = page.locator('.post-card__link').nth(9);
    await card.scrollIntoViewIfNeeded();
    const y = await scrollY(page);
    expect(y).toBeGreaterThan(0);
    await card.click();
    // The post page is for members: a visitor is sent to sign in; Back from there returns all the
    // same. Back pressed before that page shows would race the redirect, which replaces the entry
    // that is current when it runs.
    await page.waitForURL((url) => url.pathname === paths.signIn);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/posts?sort=popular`);
    await expect.poll(() => current(page, copy.sortPopular)).toBe('page');
    await expect.poll(async () => (await titles(page)).length).toBe(12);
    await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(1);
    expect(await titles(page)).toEqual(popularTitles());
  });
});
