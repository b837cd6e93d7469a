import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { baseUrl, desktop, launchBrowser, phone, newVisit, type Viewport } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Every layout shift the page makes without the reader's input, added up from the first paint on: at
 * least the page's Cumulative Layout Shift (which takes the worst burst of shifts, not all of them).
 * A string: it runs in the page before the site's own code.
 */
const recordShifts = `
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__layoutShifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function feedShift(viewport: Viewport): Promise<number> {
  const visit = await newVisit(browser, viewport);
  const { page } = visit;
  await page.addInitScript(recordShifts);
  await page.goto(`${baseUrl}/posts`);
  await page.locator('.post-card').first().waitFor();
  await settled(page);
  const shifts = (await page.evaluate('window.__layoutShifts')) as number[];
  await visit.context.close();
  return shifts.reduce((sum, value) => sum + value, 0);
}

/** The first page, its pictures and the top bar's sign-in link are all on screen. */
async function settled(page: Page) {
  await page.getByRole('link', { name: copy.menuSignIn }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(`[...document.images].every((img) => img.complete)`);
  // Two more frames, for whatever the last answers changed to be laid out and reported.
  await page.evaluate(
    `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))`,
  );
}

describe('the feed does not move under the reader while it loads', () => {
  it.each([
    ['desktop', desktop],
    ['phone', phone],
  ] as const)('/posts on a %s: layout shift below 0.05', async (name, viewport) => {
    const shift = await feedShift(viewport);
    console.log(
      `layout shift on /posts, ${name} ${viewport.width}x${viewport.height}: ${shift.toFixed(4)}`,
    );
    expect(shift).toBeLessThan(0.05);
  });
});
