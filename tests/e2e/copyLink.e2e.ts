import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { baseUrl, launchBrowser, phone, screenshot } from './browser';
import { memberPerTest } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The demo member on the newest post; returns its title. */
async function onFirstPost(page: Page): Promise<string> {
  const first = page.locator('.post-card').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.click();
  await page.waitForURL(/\/posts\/[A-Za-z0-9]+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return title;
}

describe('sharing a post, in the built app on the local backend', () => {
  const member = memberPerTest(() => browser);

  it('without a share sheet, copies the address, says 已複製連結, and the address opens the post', async () => {
    // A browser without the Web Share API (Firefox on a desktop, say), whatever this Chromium has.
    const page = await member(undefined, (context) =>
      Promise.all([
        context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl }),
        context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share')),
      ]),
    );
    const title = await onFirstPost(page);

    expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
    await page.getByRole('button', { name: copy.share }).click();
    await page.getByRole('status').getByText(copy.linkCopied, { exact: true }).waitFor();
    const address = await page.evaluate(() => navigator.clipboard.readText());
    expect(address).toBe(page.url());
    await screenshot(page, 'post-link-copied');

    const pasted = await page.context().newPage();
    await pasted.goto(address);
    await pasted.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('hands the title and address to the share sheet where the browser has one', async () => {
    // Chromium on Linux has no share sheet to open, headless or not: the page gets a recording one, as
    // a phone's browser would offer it. What is under test is what the page hands over.
    const page = await member(phone, (context) =>
      context.addInitScript(() => {
        const shared: ShareData[] = [];
        Object.assign(window, { sharedLinks: shared });
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async (data: ShareData) => void shared.push(data),
        });
      }),
    );
    const title = await onFirstPost(page);

    const button = page.getByRole('button', { name: copy.share });
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await button.tap();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { sharedLinks: ShareData[] }).sharedLinks),
      )
      .toEqual([{ title, url: page.url() }]);
    expect(await page.getByText(copy.linkCopied).count()).toBe(0);
    await screenshot(page, 'post-link-phone');
  });
});
