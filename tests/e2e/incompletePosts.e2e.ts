import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { drawPhoto } from '../fixtures/browserImages';
import { baseUrl, bothSizes, launchBrowser, screenshot } from './browser';
import { memberPerTest } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const reservedId = 'Interrupted000000001';

/**
 * What a publish with a picture leaves when its tab closes mid-upload: the reservation the local
 * adapter wrote first (its `pendingPosts` table in the site's IndexedDB), and no post.
 */
async function leaveInterruptedPublish(page: Page, title: string): Promise<void> {
  await page.evaluate(
    async ({ id, title }) => {
      const uid = localStorage.getItem('post-wall:session');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('post-wall');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('pendingPosts', 'readwrite');
        tx.objectStore('pendingPosts').put({
          id,
          uid,
          title,
          content: '上傳到一半關掉了分頁',
          topic: '旅遊',
          createdAt: Date.now(),
        });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { id: reservedId, title },
  );
}

describe('a publish cut short: its author finds it under 我的文章, nobody else anywhere', () => {
  const member = memberPerTest(() => browser);

  it.each(bothSizes)(
    'at %s: 完成發表 finishes it in its place, with a picture',
    async (size, viewport) => {
      const page = await member(viewport);
      const title = `沒傳完的照片 ${size}`;
      await leaveInterruptedPublish(page, title);

      // The feed and the member's own list know nothing of it.
      await page.goto(`${baseUrl}/posts`);
      await page.locator('.post-card').first().waitFor();
      expect(await page.getByText(title).count()).toBe(0);

      await page.goto(`${baseUrl}/my/posts`);
      const item = page.locator('.incomplete-posts__item');
      await item.waitFor();
      expect(await item.textContent()).toContain(copy.incompletePost);
      expect(await item.textContent()).toContain(title);
      expect(await page.locator('.post-card').getByText(title).count()).toBe(0);
      await screenshot(page, `incomplete-post-${size}`);

      await item.getByRole('link', { name: copy.finishPost }).click();
      await page.waitForURL(`${baseUrl}/new-post?finish=${reservedId}`);
      await expect.poll(() => page.getByLabel(copy.titleLabel).inputValue()).toBe(title);
      expect(await page.getByLabel(copy.topicLabel).inputValue()).toBe('旅遊');
      const photo = await drawPhoto(page, { width: 1200, height: 900 });
      await page
        .getByLabel(copy.imageLabel)
        .setInputFiles({ name: 'IMG.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByAltText(copy.imagePreview).waitFor();
      await page.getByRole('button', { name: copy.publishSubmit }).click();
      await page.waitForURL(`${baseUrl}/posts/${reservedId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.locator('.post-picture img').waitFor();

      await page.goto(`${baseUrl}/my/posts`);
      await expect
        .poll(() => page.locator('.post-card').first().getByRole('heading').textContent())
        .toBe(title);
      expect(await page.locator('.incomplete-posts__item').count()).toBe(0);
    },
  );

  it('捨棄這篇 removes it', async () => {
    const page = await member();
    await leaveInterruptedPublish(page, '不要了');
    await page.goto(`${baseUrl}/my/posts`);
    const item = page.locator('.incomplete-posts__item');
    await item.getByRole('button', { name: copy.discardPost }).click();
    await expect.poll(() => item.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: copy.myPosts }).waitFor();
    await page.locator('.post-card').or(page.getByText(copy.myPostsEmpty)).first().waitFor();
    expect(await page.locator('.incomplete-posts__item').count()).toBe(0);
  });
});
