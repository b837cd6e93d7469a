import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedTopics } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';
import { baseUrl, desktop, launchBrowser, newVisit, phone, screenshot } from './browser';
import { searchBox } from './search';
import { signInAsDemo } from './session';

const seededPostCount = 12;
const cards = (page: Page) => page.locator('.post-card__link');

describe('feed, topics and search in Chromium (seeded local backend)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('scrolls to the end of the seeded feed', async () => {
    const visit = await newVisit(browser);
    const { page } = visit;
    await page.goto(`${baseUrl}/posts`);
    await cards(page).first().waitFor();
    await screenshot(page, 'feed-first-page');
    const endMessage = page.getByText(copy.feedEnd);
    while (!(await endMessage.isVisible())) {
      const shown = await cards(page).count();
      await page.mouse.wheel(0, 2000);
      // Each scroll to the bottom brings the next page, or the end of the feed.
      await expect
        .poll(async () => (await cards(page).count()) > shown || (await endMessage.isVisible()), {
          timeout: 10_000,
        })
        .toBe(true);
    }
    expect(await cards(page).count()).toBe(seededPostCount);
    const hrefs = await cards(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    );
    expect(new Set(hrefs).size).toBe(seededPostCount);
    // Every card says how long ago, as the detail page does: 3 小時前, 2 天前...
    const times = await page.locator('.post-card time').allTextContents();
    expect(times).toHaveLength(seededPostCount);
    for (const time of times) expect(time).toMatch(/^\d+ \S+前$|^現在$/);
    await screenshot(page, 'feed-end');
    expect(visit.foreignRequests).toEqual([]);
    await visit.context.close();
  });

  it('filters by each topic from the topic list', async () => {
    const visit = await newVisit(browser);
    const { page } = visit;
    await page.goto(`${baseUrl}/posts`);
    await cards(page).first().waitFor();
    let total = 0;
    for (const topic of seedTopics) {
      await page.getByRole('link', { name: topic, exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('topic')).toBe(topic);
      const active = page.locator('[aria-current="page"]', { hasText: topic });
      await active.waitFor();
      await page.getByText(copy.feedEnd).waitFor();
      const topics = await page.locator('.post-card__topic').allTextContents();
      expect(topics.length).toBeGreaterThan(0);
      expect(new Set(topics)).toEqual(new Set([topic]));
      total += topics.length;
    }
    expect(total).toBe(seededPostCount);
    await screenshot(page, 'feed-topic');

    await page.goto(`${baseUrl}/posts?topic=${encodeURIComponent('沒有這個主題&?#')}`);
    await page.getByText(copy.feedEmpty).waitFor();
    await visit.context.close();
  });

  it('searches from the top bar and opens a result', async () => {
    const visit = await newVisit(browser);
    const { page } = visit;
    await signInAsDemo(page);
    const box = page.getByRole('combobox', { name: copy.searchLabel });
    await box.fill('牛肉');
    const option = page.getByRole('option').first();
    await option.waitFor();
    expect(await option.textContent()).toContain('牛肉麵');
    await screenshot(page, 'search-open');
    await option.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/posts\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: /牛肉麵/ }).waitFor();

    await box.fill('.*[( 不存在的字串');
    await page.getByText(copy.searchEmpty).waitFor();
    await visit.context.close();
  });

  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    it(`finds every word in any order, and Enter opens the results page (${size})`, async () => {
      const visit = await newVisit(browser, viewport);
      const { page } = visit;
      // A member, so a result opens its post.
      await signInAsDemo(page);
      await cards(page).first().waitFor();
      const box = await searchBox(page);
      await box.fill('湯頭 牛肉麵');
      const results = page.locator('[role="option"]:not(.search-box__all)');
      await expect
        .poll(() => results.allTextContents())
        .toEqual([expect.stringContaining('巷口那家牛肉麵')]);
      // The dropdown ends with the whole list.
      expect(await page.getByRole('option').last().textContent()).toBe(copy.searchAllResults);
      await box.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
      expect(new URL(page.url()).searchParams.get('q')).toBe('湯頭 牛肉麵');
      await page
        .getByRole('heading', {
          level: 1,
          name: copy.searchResultsHeader.replace('{q}', '湯頭 牛肉麵'),
        })
        .waitFor();
      await expect.poll(() => cards(page).count()).toBe(1);
      await page.getByText(copy.feedEnd).waitFor();

      // A common character: 4 cards, then more as the reader scrolls, to the end.
      await page.goto(`${baseUrl}/search?q=${encodeURIComponent('的')}`);
      await cards(page).first().waitFor();
      await screenshot(page, `search-results-${size}`);
      const endMessage = page.getByText(copy.feedEnd);
      const first = await cards(page).count();
      expect(first).toBeLessThanOrEqual(4 * 3);
      while (!(await endMessage.isVisible())) {
        const shown = await cards(page).count();
        await page.mouse.wheel(0, 2000);
        await expect
          .poll(async () => (await cards(page).count()) > shown || (await endMessage.isVisible()), {
            timeout: 10_000,
          })
          .toBe(true);
      }
      expect(await cards(page).count()).toBeGreaterThan(4);
      // Back returns to the same list, as the feed does.
      await cards(page).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/posts\//);
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
      expect(visit.foreignRequests).toEqual([]);
      await visit.context.close();
    });
  }
});
