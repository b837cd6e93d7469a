import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { baseUrl, launchBrowser, newVisit, screenshot } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a browser that will not open IndexedDB (local backend)', () => {
  it('says 無法連線 with 重試 instead of 載入中… for ever; 重試 reads again once it opens', async () => {
    const visit = await newVisit(browser);
    const { page } = visit;
    // As some private modes and locked-down profiles answer, until the page lifts it.
    await page.addInitScript(() => {
      const open = IDBFactory.prototype.open;
      Object.defineProperty(window, '__allowDatabase', {
        value: () => {
          IDBFactory.prototype.open = open;
        },
      });
      IDBFactory.prototype.open = () => {
        throw new DOMException(
          'The user denied permission to access the database.',
          'SecurityError',
        );
      };
    });
    await page.goto(`${baseUrl}/posts`);
    // The feed and the topic list each say so, each with its own 重試.
    await page.getByText(copy.offlineNotice).first().waitFor();
    expect(await page.getByText(copy.offlineNotice).count()).toBe(2);
    expect(await page.getByText(copy.loading).count()).toBe(0);
    expect(await page.getByText(copy.feedEmpty).count()).toBe(0);
    await page.getByRole('link', { name: copy.menuSignIn }).waitFor();
    await screenshot(page, 'database-refused');

    // A member page does not wait for ever either.
    await page.goto(`${baseUrl}/my/posts`);
    await page.getByText(copy.offlineNotice).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/posts');

    await page.evaluate('window.__allowDatabase()');
    // Each 重試 reads its own part again; pressing one may already have answered the other.
    const retries = page.getByRole('button', { name: copy.retry });
    for (let pressed = 0; pressed < 4 && (await retries.count()) > 0; pressed += 1) {
      await retries
        .first()
        .click({ timeout: 2000 })
        .catch(() => undefined);
    }
    await page.locator('.post-card__link').first().waitFor();
    expect(await page.getByText(copy.offlineNotice).count()).toBe(0);
    expect(visit.foreignRequests).toEqual([]);
    await visit.context.close();
  });
});
