import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { textLimits } from '../../src/lib/limits';
import { fixtureBytes } from '../fixtures/images';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { memberPerTest } from './session';

// The size policy as a member meets it in Chromium: the field's own message past the limit, a counter,
// nothing cut and nothing uploaded or written until the text fits.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const counter = (n: number, max: number) =>
  copy.charCount.replace('{n}', String(n)).replace('{max}', String(max));

/** Pictures stored by the local backend (its stand-in for Storage). */
function storedPictures(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('post-wall');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('files').objectStore('files').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

describe('text limits in the browser', () => {
  const member = memberPerTest(() => browser);

  it('a title one character too long is refused before the upload, and kept as typed', async () => {
    const page = await member();
    await page.goto(`${baseUrl}/new-post`);
    await page.getByRole('option', { name: '生活' }).waitFor({ state: 'attached' });
    const title = `太長的標題${'長'.repeat(textLimits.title - 4)}`;
    await page.getByLabel(copy.titleLabel).fill(title);
    await page.getByLabel(copy.contentLabel).fill('內容');
    await page.getByLabel(copy.topicLabel).selectOption('生活');
    await page.getByLabel(copy.imageLabel).setInputFiles({
      name: 'red.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(fixtureBytes('red-corner-60x40.jpg')),
    });
    await page.getByText(copy.errTitleTooLong).waitFor();
    await page.getByText(counter(101, 100)).waitFor();
    await screenshot(page, 'new-post-title-too-long');

    await page.getByRole('button', { name: copy.publishSubmit }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/-title$/);
    expect(page.url()).toBe(`${baseUrl}/new-post`);
    expect(await page.getByLabel(copy.titleLabel).inputValue()).toBe(title);
    expect(await storedPictures(page)).toBe(0);

    await page.getByLabel(copy.titleLabel).press('End');
    await page.getByLabel(copy.titleLabel).press('Backspace');
    await expect.poll(() => page.getByText(copy.errTitleTooLong).count()).toBe(0);
    await page.getByRole('button', { name: copy.publishSubmit }).click();
    // Published: on the new post's own page.
    await page.waitForURL(/\/posts\/[A-Za-z0-9]{20}$/);
    // The picture and its card copy.
    expect(await storedPictures(page)).toBe(2);
  });

  it('a comment and a display name past their limits show their messages and are not written', async () => {
    const page = await member();
    await page.locator('.post-card__link').first().click();
    const box = page.getByRole('combobox', { name: copy.commentLabel });
    await box.fill('留'.repeat(textLimits.comment + 1));
    await page.getByText(copy.errCommentTooLong).waitFor();
    await page.getByText(counter(1001, 1000)).waitFor();
    await screenshot(page, 'comment-too-long');
    const before = await page.locator('.post-comment').count();
    await page.getByRole('button', { name: copy.commentSubmit }).click();
    await page.getByText(copy.errCommentTooLong).waitFor();
    expect(await box.inputValue()).toHaveLength(textLimits.comment + 1);
    expect(await page.locator('.post-comment').count()).toBe(before);

    await page.goto(`${baseUrl}/my/settings`);
    await page
      .getByRole('group', { name: copy.nameRow })
      .getByRole('button', { name: copy.modify })
      .click();
    const dialog = page.getByRole('dialog', { name: copy.nameModal });
    await dialog.getByLabel(copy.nameRow).fill('名'.repeat(textLimits.displayName + 1));
    await dialog.getByText(copy.errNameTooLong).waitFor();
    await dialog.getByText(counter(31, 30)).waitFor();
    await screenshot(page, 'name-too-long');
    await dialog.getByRole('button', { name: copy.modify }).click();
    await dialog.getByText(copy.errNameTooLong).waitFor();
    await dialog.getByRole('button', { name: copy.cancel }).click();
    await page.getByRole('group', { name: copy.nameRow }).getByText('Demo 小編').waitFor();
  });
});
