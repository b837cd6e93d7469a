import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, bothSizes, launchBrowser, newVisit, screenshotView } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(bothSizes)('pictures not kept, without a connection, %s', (size, viewport) => {
  it('are quiet placeholders and avatars initials, with no error in the console', async () => {
    const { page, context } = await newVisit(browser, viewport);
    try {
      await page.goto(`${baseUrl}/posts`);
      await page.locator('.post-card').first().waitFor();
      // The service worker is registered once the page has settled; it then serves the site.
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
          timeout: 20_000,
        })
        .toBe(true);
      // Forget every picture seen: the browser's cache and the worker's.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.evaluate(async () => {
        for (const name of await caches.keys())
          if (name.includes('pictures')) await caches.delete(name);
      });

      await context.setOffline(true);
      await page.reload();
      await page.locator('.post-card').nth(3).waitFor();
      // Every card's picture drawn as the placeholder, every author as an initial.
      const drawn = () =>
        page.evaluate(() => ({
          pictures: document.querySelectorAll('.post-card__picture').length,
          placeholders: document.querySelectorAll('.post-card__picture--empty').length,
          images: document.querySelectorAll('.post-card img').length,
          authors: document.querySelectorAll('.post-card__author').length,
          initials: document.querySelectorAll('.post-card__author .avatar--initial').length,
        }));
      await expect
        .poll(async () => {
          const now = await drawn();
          return now.images === 0 && now.initials === now.authors;
        })
        .toBe(true);
      const now = await drawn();
      expect(now.pictures).toBeGreaterThanOrEqual(4);
      expect(now.placeholders).toBe(now.pictures);
      expect(
        await page.locator('.post-card__author .avatar--initial').first().textContent(),
      ).toMatch(/^\S$/);
      await screenshotView(page, `offline-pictures-${size}`);
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  });
});
