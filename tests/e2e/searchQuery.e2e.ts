import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { axeViolations } from './axe';
import { baseUrl, bothSizes, launchBrowser, newVisit, screenshotView } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(bothSizes)('a results page opened by its address, %s', (size, viewport) => {
  it('shows its query in a search field, to refine from there', async () => {
    const { page, context } = await newVisit(browser, viewport);
    try {
      await page.goto(`${baseUrl}/search?q=${encodeURIComponent('咖啡')}`);
      await page
        .getByRole('heading', { level: 1, name: copy.searchResultsHeader.replace('{q}', '咖啡') })
        .waitFor();
      await page.locator('.post-card').first().waitFor();
      // Exactly one field in view (the top bar's on a desktop, the page's own on a phone), with the query.
      const field = page.getByRole('combobox', { name: copy.searchLabel });
      await expect.poll(() => field.count()).toBe(1);
      expect(await field.isVisible()).toBe(true);
      expect(await field.inputValue()).toBe('咖啡');
      await screenshotView(page, `search-query-${size}`);
      expect(await axeViolations(page)).toEqual([]);

      // Refined there: the new results page, its query in the field.
      await field.fill('拉麵');
      await field.press('Enter');
      await page
        .getByRole('heading', { level: 1, name: copy.searchResultsHeader.replace('{q}', '拉麵') })
        .waitFor();
      expect(await page.getByRole('combobox', { name: copy.searchLabel }).inputValue()).toBe(
        '拉麵',
      );
    } finally {
      await context.close();
    }
  });
});
