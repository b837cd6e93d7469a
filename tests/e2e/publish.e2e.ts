import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { drawPhoto, fetchBytes, pixelsAt } from '../fixtures/browserImages';
import { exifOrientation, fixtureBytes, storedSize, withExifOrientation } from '../fixtures/images';
import { baseUrl, bothSizes, launchBrowser, screenshot } from './browser';
import { memberPerTest } from './session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const firstCard = (page: Page) => page.locator('.post-card').first();
const kb = (bytes: number) => Math.round(bytes / 1024);

async function fillForm(page: Page, title: string, topic: string) {
  await page.goto(`${baseUrl}/new-post`);
  await page.getByRole('option', { name: topic }).waitFor({ state: 'attached' });
  await page.getByLabel(copy.titleLabel).fill(title);
  await page.getByLabel(copy.contentLabel).fill(`${title}：第一行\n第二行`);
  await page.getByLabel(copy.topicLabel).selectOption(topic);
}

async function choose(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel(copy.imageLabel).setInputFiles({ name, mimeType: 'image/jpeg', buffer });
}

interface Upload {
  /** The detail page's picture, its address and bytes. */
  src: string;
  full: Buffer;
  /** The card's copy, as the new first card on /posts loads it. */
  card: Buffer;
}

/** The new post's own page, where publishing lands. */
const postPage = /\/posts\/[A-Za-z0-9]{20}$/;

/**
 * Publishes, lands on the new post and reads its picture, then goes Back to the feed (the form was
 * replaced) and reads the card copy the new first card shows.
 */
async function publishAndReadUpload(page: Page, title: string): Promise<Upload> {
  await page.getByRole('button', { name: copy.publishSubmit }).click();
  await page.waitForURL(postPage);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const src = await page.locator('.post-picture img').getAttribute('src');
  if (!src) throw new Error('the detail page has no picture');
  await page.goBack();
  await page.waitForURL(`${baseUrl}/posts`);
  await expect.poll(() => firstCard(page).getByRole('heading').textContent()).toBe(title);
  const cardSrc = await firstCard(page).locator('.post-card__picture img').getAttribute('src');
  if (!cardSrc) throw new Error('the new card has no picture');
  return { src, full: await fetchBytes(page, src), card: await fetchBytes(page, cardSrc) };
}

describe('publishing with a picture, in Chromium (real decoding and downsizing)', () => {
  const member = memberPerTest(() => browser);

  it('publishes a 3000x2000 photo as a 1600x1067 JPEG, lands on it; the post is first on /posts (Back), in its topic, in /my/posts and by search', async () => {
    const page = await member();
    const photo = await drawPhoto(page, { width: 3000, height: 2000 });
    const title = `旅行照片 ${Date.now()}`;
    await fillForm(page, title, '旅遊');
    await choose(page, 'IMG_3000x2000.jpg', photo);
    await page.getByAltText(copy.imagePreview).waitFor();
    await screenshot(page, 'new-post');

    const { full: uploaded, card } = await publishAndReadUpload(page, title);
    expect(storedSize(uploaded)).toEqual({ width: 1600, height: 1067 });
    expect(uploaded.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The card loads its own copy, the card's 4:3 box at 2x; the detail page the big one.
    expect(storedSize(card)).toEqual({ width: 720, height: 540 });
    console.log(
      `3000x2000 photo: ${kb(photo.length)} KB -> uploaded ${kb(uploaded.length)} KB, ` +
        `card copy ${kb(card.length)} KB`,
    );

    await page.goto(`${baseUrl}/posts?topic=${encodeURIComponent('旅遊')}`);
    await expect.poll(() => firstCard(page).getByRole('heading').textContent()).toBe(title);

    await page.goto(`${baseUrl}/my/posts`);
    await expect.poll(() => firstCard(page).getByRole('heading').textContent()).toBe(title);
    await screenshot(page, 'my-posts');

    await page.getByRole('combobox', { name: copy.searchLabel }).fill('旅行照');
    await page.getByRole('option', { name: new RegExp(title) }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/posts\/[^/]+$/);
    await page.getByRole('heading', { name: title }).waitFor();
  });

  it('turns a picture by its EXIF orientation (6: 90° clockwise), dropped on the drop zone', async () => {
    const page = await member();
    // Stored 2400x1600 with the red corner top-left; shown turned, it is 1600x2400 with red top-right.
    const stored = await drawPhoto(page, { width: 2400, height: 1600, redCorner: true });
    const rotated = withExifOrientation(new Uint8Array(stored), 6);
    const title = `直式照片 ${Date.now()}`;
    await fillForm(page, title, '生活');
    const transfer = await page.evaluateHandle(
      `((base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], 'IMG_rotated.jpg', { type: 'image/jpeg' }));
        return transfer;
      })(${JSON.stringify(Buffer.from(rotated).toString('base64'))})`,
    );
    await page.locator('.image-picker').dispatchEvent('drop', { dataTransfer: transfer });
    await page.getByAltText(copy.imagePreview).waitFor();

    const { full: uploaded, src, card } = await publishAndReadUpload(page, title);
    expect(storedSize(uploaded)).toEqual({ width: 1067, height: 1600 });
    expect(storedSize(card)).toEqual({ width: 720, height: 540 });
    expect(exifOrientation(uploaded)).toBeNull();
    const [topRight, topLeft, bottomRight] = await pixelsAt(page, src, [
      [1000, 100],
      [100, 100],
      [1000, 1500],
    ]);
    const red = ([r, g, b]: [number, number, number]) => r > 180 && g < 80 && b < 80;
    expect(red(topRight!)).toBe(true);
    expect(red(topLeft!)).toBe(false);
    expect(red(bottomRight!)).toBe(false);
  });

  it.each(bothSizes)(
    'at %s, a tall 300x3000 picture: its card copy is its middle at full width (300x225), sharp in the card box',
    async (size, viewport) => {
      const page = await member(viewport);
      const photo = await drawPhoto(page, { width: 300, height: 3000 });
      const title = `長圖 ${size} ${Date.now()}`;
      await fillForm(page, title, '生活');
      await choose(page, 'IMG_300x3000.jpg', photo);
      const { card } = await publishAndReadUpload(page, title);
      expect(storedSize(card)).toEqual({ width: 300, height: 225 });
      // The box it fills on a phone: the copy's pixels per CSS pixel there.
      const box = await firstCard(page).locator('.post-card__picture').boundingBox();
      console.log(
        `300x3000 picture: card copy 300x225 in a ${Math.round(box?.width ?? 0)}x` +
          `${Math.round(box?.height ?? 0)} CSS px card box (was a 64x640 copy stretched over it)`,
      );
      await screenshot(page, `card-tall-picture-${size}`);
    },
  );

  it.each(bothSizes)(
    'at %s, a text post: no picture asked for, lands on the post with no picture frame, first on the feed as a text card',
    async (size, viewport) => {
      const page = await member(viewport);
      const title = `純文字 ${size} ${Date.now()}`;
      await fillForm(page, title, '生活');
      await page.getByRole('button', { name: copy.publishSubmit }).click();
      await page.waitForURL(postPage);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.locator('.post-picture').count()).toBe(0);
      await screenshot(page, `text-post-${size}`);
      await page.goBack();
      await expect.poll(() => firstCard(page).getByRole('heading').textContent()).toBe(title);
      // A text card (issue 40): no picture box, not even a placeholder.
      expect(await firstCard(page).getAttribute('class')).toContain('post-card--text');
      expect(await firstCard(page).locator('.post-card__picture').count()).toBe(0);
    },
  );

  it('a 4000x3000 photo uploads as 1600x1200, within 400 KB', async () => {
    const page = await member();
    const photo = await drawPhoto(page, { width: 4000, height: 3000 });
    const title = `大照片 ${Date.now()}`;
    await fillForm(page, title, '生活');
    await choose(page, 'IMG_4000x3000.jpg', photo);
    const { full: uploaded } = await publishAndReadUpload(page, title);
    expect(storedSize(uploaded)).toEqual({ width: 1600, height: 1200 });
    console.log(
      `4000x3000 photo: ${kb(photo.length)} KB -> uploaded ${kb(uploaded.length)} KB` +
        ` (upload-bytes-ratio: ${(photo.length / uploaded.length).toFixed(1)})`,
    );
    expect(uploaded.length).toBeLessThanOrEqual(400 * 1024);
  });

  it('shows every message on an empty form; refuses a text file named .jpg at once, and a broken JPEG when Chromium fails to decode it', async () => {
    const page = await member();
    await page.goto(`${baseUrl}/new-post`);
    await page.getByRole('button', { name: copy.publishSubmit }).click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toEqual([copy.errNeedTitle, copy.errNeedContent, copy.errNeedTopic]);
    await screenshot(page, 'new-post-errors');

    const title = `壞掉的圖 ${Date.now()}`;
    await fillForm(page, title, '生活');
    await choose(page, 'notes.jpg', Buffer.from(fixtureBytes('text-named.jpg')));
    await expect.poll(() => page.getByRole('alert').allTextContents()).toEqual([copy.errNotImage]);

    // JPEG's first bytes, then nothing a decoder can use: only decoding can tell.
    const jpeg = fixtureBytes('red-corner-60x40.jpg');
    await choose(page, 'broken.jpg', Buffer.from(jpeg.subarray(0, 40)));
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: copy.publishSubmit }).click();
    await expect.poll(() => page.getByRole('alert').allTextContents()).toEqual([copy.errNotImage]);
    expect(new URL(page.url()).pathname).toBe('/new-post');
    expect(await page.getByLabel(copy.titleLabel).inputValue()).toBe(title);
  });
});
