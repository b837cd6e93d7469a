import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { launchBrowser, screenshotDir } from '../e2e/browser';
import {
  firestoreHost,
  startFirebaseSite,
  storedOnServer,
  whyNoFirebaseSite,
} from './firebaseSite';
import { registerNewMember } from './newMember';

/*
 * Nothing twice (issue 31, item 1), on the production (Firebase) build against the emulators: a
 * comment reaches the server, the connection goes before its answer comes back, and once it returns
 * the comment is sent again (the SDK's own retry of its queued write, a reload): one comment, and
 * commentsCount moved once. Run by `npm run test:emulators`, as cutConnection.e2e.ts is.
 */
const why = whyNoFirebaseSite;
if (why) console.log(`SKIPPED the sent-once e2e on the Firebase build: ${why}`);

let browser: Browser;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  if (why) return;
  ({ origin, close } = await startFirebaseSite(14));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
});

/** What the server holds, read past the rules (the emulator's owner token): a second client. */
const stored = storedOnServer;

const commentsCountOf = async (postId: string) =>
  Number((await stored(`posts/${postId}`)).fields?.commentsCount?.integerValue);
const storedWith = async (postId: string, words: string) =>
  ((await stored(`posts/${postId}/comments`)).documents ?? []).filter(
    (comment) => comment.fields.content?.stringValue === words,
  ).length;

const text = (page: Page, words: string) => page.getByText(words, { exact: true });

async function shot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/offline-${name}.png`, fullPage: true });
}

describe.skipIf(why)('the Firebase build: a comment whose answer was lost', () => {
  it('is sent again once the connection returns, and stored once: commentsCount + 1', async () => {
    // No service worker between the page and the routes below.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const problems: string[] = [];
    const connection =
      /cleardot\.gif|net::ERR_|Failed to load resource|@firebase\/firestore|Could not reach Cloud Firestore|WebChannelConnection|Connection failed|the client is offline/i;
    page.on('console', (m) => {
      if (m.type() === 'error' && !connection.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));

    await registerNewMember(page, origin, '只一次', 'once');
    await page.locator('.post-card').first().click();
    await page.waitForURL(/\/posts\/.+/);
    const postId = new URL(page.url()).pathname.split('/').pop()!;
    const commentBox = page.getByRole('combobox', { name: copy.commentLabel });
    await commentBox.waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: copy.likeLabel }).isEnabled())
      .toBe(true);
    const before = await commentsCountOf(postId);

    // The request carrying the comment reaches the server; the connection goes as it does, so
    // neither that request's answer nor the stream's word that the write landed ever comes back.
    // Found by its ASCII part, which the request's URL-encoded body carries as it is.
    const marker = Date.now().toString(36);
    const words = `只送一次 ${marker}`;
    let cut = false;
    await context.route(
      `http://${firestoreHost}/google.firestore.v1.Firestore/Write/**`,
      async (route) => {
        if (cut || !(route.request().postData() ?? '').includes(marker)) return route.continue();
        cut = true;
        await context.setOffline(true);
        await route.fetch();
        await route.abort('internetdisconnected');
      },
    );
    await commentBox.fill(words);
    await page.getByRole('button', { name: copy.commentSubmit }).click();
    await expect.poll(() => cut, { timeout: 20_000 }).toBe(true);
    // It landed: the server holds it once, counted once.
    await expect.poll(() => storedWith(postId, words), { timeout: 20_000 }).toBe(1);
    expect(await commentsCountOf(postId)).toBe(before + 1);
    // Unanswered, the page keeps it as pending (or says errOffline), never as failed and gone.
    await expect
      .poll(
        async () =>
          (await text(page, copy.pendingSend).count()) +
          (await text(page, copy.errOffline).count()),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await shot(page, 'comment-answer-lost');

    // Back: the SDK sends its queued write again, under the same id.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    const shown = page.locator('.post-comment__content', { hasText: words });
    await expect
      .poll(
        async () => ({
          shown: await shown.count(),
          pending: await text(page, copy.pendingSend).count(),
        }),
        { timeout: 90_000 },
      )
      .toEqual({ shown: 1, pending: 0 });
    // A reload sends whatever the SDK's queue still holds: still one.
    await page.reload();
    await shown.first().waitFor({ timeout: 30_000 });
    // The SDK sends its queued writes in order, on one stream the server applies in order: a
    // bookmark pressed now reaches the server after whatever the queue still held. Once the server holds it,
    // the comment, had it been sent again, would be stored again.
    const uid =
      ((await stored(`posts/${postId}/comments`)).documents ?? []).find(
        (comment) => comment.fields.content?.stringValue === words,
      )?.fields.uid?.stringValue ?? '';
    const bookmark = page.getByRole('button', { name: copy.bookmarkLabel });
    await expect
      .poll(() => bookmark.getAttribute('aria-pressed'), { timeout: 20_000 })
      .toBe('false');
    await bookmark.click();
    const bookmarked = () =>
      stored(`users/${uid}/bookmarks/${postId}`).then(
        () => true,
        () => false,
      );
    await expect.poll(bookmarked, { timeout: 20_000 }).toBe(true);
    expect(await shown.count()).toBe(1);
    expect(await text(page, copy.pendingSend).count()).toBe(0);
    expect(await storedWith(postId, words)).toBe(1);
    expect(await commentsCountOf(postId)).toBe(before + 1);
    await shot(page, 'comment-sent-once');
    expect(problems.join('\n'), 'console errors').toBe('');
    await context.close();
  });
});
