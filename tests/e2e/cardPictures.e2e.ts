import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisit } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('card pictures on the feed', () => {
  it('reserve their box; the first loads first, the others when scrolled near', async () => {
    const { page, context } = await newVisit(browser);
    try {
      await page.goto(`${baseUrl}/posts`);
      await page.locator('.post-card__picture img').nth(1).waitFor({ state: 'attached' });
      const pictures = await page.$$eval('.post-card__picture img', (images) =>
        images.map((img) => ({
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          priority: img.getAttribute('fetchpriority'),
        })),
      );
      expect(pictures.length).toBeGreaterThanOrEqual(2);
      expect(pictures.every((p) => p.width !== null && p.height !== null)).toBe(true);
      expect(pictures[0]).toMatchObject({ loading: null, priority: 'high' });
      expect(pictures.slice(1).every((p) => p.loading === 'lazy' && p.priority === null)).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });

  it("ask for the authors' pictures when near; the tab's icon is in the page", async () => {
    const { page, context } = await newVisit(browser);
    try {
      await page.goto(`${baseUrl}/posts`);
      const avatars = page.locator('.post-card img.avatar');
      await avatars.nth(1).waitFor({ state: 'attached' });
      const loading = await avatars.evaluateAll((images) =>
        images.map((img) => img.getAttribute('loading')),
      );
      expect(loading.length).toBeGreaterThanOrEqual(2);
      expect(loading.every((l) => l === 'lazy')).toBe(true);
      // Headless Chromium asks for no icon at all, so no request can be counted here: the icon is
      // read from the page instead, and must draw.
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(icon).toMatch(/^data:image\/svg\+xml,/);
      const drawn = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return image.naturalWidth;
      }, icon!);
      expect(drawn).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
