import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { launchBrowser, screenshotDir } from '../e2e/browser';
import { startFirebaseSite, storedOnServer, whyNoFirebaseSite } from './firebaseSite';
import { registerNewMember } from './newMember';

/*
 * Read what you saw, offline: the production (Firebase) build against the emulators keeps Firestore's
 * cache on disk and its shell in a service worker, so a reload without a connection shows the feed and
 * the post this browser read, under offlineBanner; what it never read says offlineNotice with 重試; and
 * a sign-out, in this tab or in another of the member's, leaves none of their private data in the
 * cache and every tab reading on as a visitor's. Run by `npm run test:emulators`, as
 * cutConnection.e2e.ts is.
 */
const why = whyNoFirebaseSite;
if (why) console.log(`SKIPPED the offline reload e2e on the Firebase build: ${why}`);

/** The SDK decides it is offline after a failed connection or about 10 s without an answer. */
const sdkWait = 30_000;

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

const cards = (page: Page) => page.locator('.post-card');
const text = (page: Page, words: string) => page.getByText(words, { exact: true });

async function shot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/offline-reload-${name}.png`, fullPage: true });
}

/** The service worker has taken the page over: a reload is answered without the network. */
async function shellCached(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 60_000,
    })
    .toBe(true);
}

/**
 * What the Firestore SDK keeps on disk for this page's origin: every cached document, as text (its
 * `remoteDocuments` stores), and how many write batches its queue holds for sending (its `mutations`
 * store: a batch stays there until the server has answered it, and the SDK sends nothing else).
 */
function firestoreOnDisk(page: Page): Promise<{ documents: string; queued: number }> {
  return page.evaluate(async () => {
    const request = <T>(asked: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        asked.onsuccess = () => resolve(asked.result);
        asked.onerror = () => reject(asked.error);
      });
    const documents: string[] = [];
    let queued = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('firestore/')) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const read = db.transaction(store).objectStore(store);
        if (store.startsWith('remoteDocuments'))
          documents.push(JSON.stringify(await request(read.getAll())));
        if (store === 'mutations') queued += await request(read.count());
      }
      db.close();
    }
    return { documents: documents.join('\n'), queued };
  });
}

/** Every document path in the Firestore cache this page's origin keeps on disk. */
const cachedPaths = (page: Page) => firestoreOnDisk(page).then(({ documents }) => documents);

/** How many write batches the Firestore SDK's queue on disk holds for sending. */
const queuedWrites = (page: Page) => firestoreOnDisk(page).then(({ queued }) => queued);

/**
 * Page errors and console errors, but the ones a page cut from the network logs by design, and the
 * browser's note of a failed request to close a listen stream (`TYPE=terminate`, sent by the SDK when
 * the member changes), which the emulator may answer with 400 once the stream has already ended.
 */
function watchProblems(page: Page, into: string[]) {
  page.on('pageerror', (e) => into.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error' || /ERR_INTERNET_DISCONNECTED/.test(m.text())) return;
    if (/\/Listen\/channel\?.*TYPE=terminate/.test(m.location().url)) return;
    into.push(`${page.url()}: ${m.text()} ${m.location().url}`);
  });
}

describe.skipIf(why)('the Firebase build reloaded without a connection', () => {
  it('shows the feed and a post with its comments it read, offlineNotice for a post it never read; a sign-out leaves no bookmark in the cache', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));

    // A new member reads the feed, opens the first post, comments on it and bookmarks it.
    await registerNewMember(page, origin, '重載', 'reload');
    await cards(page).first().waitFor();
    const feedTitles = await cards(page).locator('h2').allTextContents();
    await cards(page).first().getByRole('link', { name: feedTitles[0], exact: true }).click();
    await page.waitForURL(/\/posts\/.+/);
    const postUrl = page.url();
    const commentBox = page.getByRole('combobox', { name: copy.commentLabel });
    await commentBox.fill('讀過的留言');
    await page.getByRole('button', { name: copy.commentSubmit }).click();
    const comment = page.locator('.post-comment__content', { hasText: '讀過的留言' });
    await comment.waitFor({ timeout: 20_000 });
    const bookmark = page.getByRole('button', { name: copy.bookmarkLabel });
    await expect.poll(() => bookmark.isEnabled()).toBe(true);
    await bookmark.click();
    await expect
      .poll(() => bookmark.getAttribute('aria-pressed'), { timeout: 20_000 })
      .toBe('true');
    // Back to the feed in the page, not by loading it again: a reload a moment after a write can
    // drop the server's answer, and the SDK's second send of the comment is refused as a duplicate
    // (it landed), which takes the comment out of this browser's cache until it next reads the thread.
    await page.getByRole('link', { name: copy.brand }).click();
    await page.waitForURL(`${origin}/posts`);
    await cards(page).first().waitFor();
    await shellCached(page);
    // The bookmark is in the cache now (so that its absence after the sign-out means something).
    await expect.poll(() => cachedPaths(page), { timeout: 20_000 }).toContain('bookmarks');

    // Offline, on a phone: the feed reloads with what it read, under offlineBanner.
    await page.setViewportSize({ width: 390, height: 844 });
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => cards(page).count(), { timeout: sdkWait }).toBeGreaterThan(0);
    await text(page, copy.offlineBanner).first().waitFor({ timeout: sdkWait });
    expect(await cards(page).locator('h2').first().textContent()).toBe(feedTitles[0]);
    expect(await text(page, copy.feedEmpty).count()).toBe(0);
    expect(await text(page, copy.feedEnd).count()).toBe(0);
    await shot(page, 'feed');

    // The post it read, with its comment.
    await page.goto(postUrl);
    await page
      .getByRole('heading', { level: 1, name: feedTitles[0] })
      .waitFor({ timeout: sdkWait });
    await comment.waitFor({ timeout: sdkWait });
    await text(page, copy.offlineBanner).first().waitFor({ timeout: sdkWait });
    expect(await text(page, copy.postNotFound).count()).toBe(0);
    await shot(page, 'post');

    // A post it never read: offlineNotice with 重試, never postNotFound.
    await page.goto(`${origin}/posts/never-read-here`);
    await text(page, copy.offlineNotice).first().waitFor({ timeout: sdkWait });
    expect(await page.getByRole('button', { name: copy.retry }).count()).toBeGreaterThan(0);
    expect(await text(page, copy.postNotFound).count()).toBe(0);
    await shot(page, 'never-read');

    // Back online, the member signs out: the cache keeps nothing of theirs.
    await context.setOffline(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}/posts`);
    await cards(page).first().waitFor();
    // The page loads afresh once the cache is deleted (index.ts signOut), a visitor's.
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await page.getByRole('button', { name: copy.menuSignOut }).click();
    await reloaded;
    await page.getByRole('link', { name: copy.menuSignIn }).waitFor({ timeout: 20_000 });
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await cachedPaths(page)).not.toContain('bookmarks');

    // Offline, a member's page sends the visitor to the feed, with no bookmark to show from the disk.
    await page.setViewportSize({ width: 390, height: 844 });
    await context.setOffline(true);
    await page.goto(`${origin}/my/collections`);
    await page.waitForURL((url) => url.pathname === '/posts');
    await page.getByRole('link', { name: copy.menuSignIn }).waitFor();
    expect(await cachedPaths(page)).not.toContain('bookmarks');
    await shot(page, 'collections-after-sign-out');
    expect(problems.join('\n'), 'page errors').toBe('');
    await context.close();
  });

  it('a like, a bookmark and a comment made offline show at once, marked, survive a reload offline, and are sent once when the connection returns', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    // What the SDK and the browser log while the connection is cut, as sentOnce.e2e.ts allows.
    const connection =
      /cleardot\.gif|net::ERR_|Failed to load resource|@firebase\/firestore|Could not reach Cloud Firestore|WebChannelConnection|Connection failed|the client is offline/i;
    // The SDK's own messages, shown if the like never reaches the server (a refusal, say).
    const sdkSaid: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !connection.test(m.text())) problems.push(m.text());
      else if (/@firebase\/firestore/.test(m.text())) sdkSaid.push(m.text().slice(0, 400));
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const email = await registerNewMember(page, origin, '離線按', 'offline-marks');
    await cards(page).first().waitFor();
    await shellCached(page);
    const title = (await cards(page).first().locator('h2').textContent()) ?? '';
    await cards(page).first().getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL(/\/posts\/.+/);
    const postId = new URL(page.url()).pathname.split('/').pop()!;
    const like = page.getByRole('button', { name: copy.likeLabel });
    const bookmark = page.getByRole('button', { name: copy.bookmarkLabel });
    await expect.poll(() => like.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    const count = async (field: string) =>
      Number((await storedOnServer(`posts/${postId}`)).fields?.[field]?.integerValue ?? 0);
    const [likesBefore, commentsBefore] = [await count('likeCount'), await count('commentsCount')];
    const words = `離線寫的 ${Date.now().toString(36)}`;
    const storedComments = async () =>
      ((await storedOnServer(`posts/${postId}/comments`)).documents ?? []).filter(
        (each) => each.fields.content?.stringValue === words,
      ).length;

    await context.setOffline(true);
    await text(page, copy.offlineBanner).first().waitFor({ timeout: sdkWait });
    await like.click();
    await bookmark.click();
    await page.getByRole('combobox', { name: copy.commentLabel }).fill(words);
    await page.getByRole('button', { name: copy.commentSubmit }).click();
    const comment = page.locator('.post-comment', { hasText: words });
    await comment.getByText(copy.pendingSend).waitFor({ timeout: sdkWait });
    await expect
      .poll(() => page.locator('.post-actions').getByText(copy.pendingSend).count())
      .toBe(2);
    // The box clears once the SDK has said it cannot reach the server (its read of the post answers
    // from the cache), which can come after the thread shows the comment pending.
    await expect
      .poll(() => page.getByRole('combobox', { name: copy.commentLabel }).inputValue(), {
        timeout: sdkWait,
      })
      .toBe('');

    // Reloaded without a connection: the SDK's queue (IndexedDB) still holds all three.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: sdkWait });
    await comment.getByText(copy.pendingSend).waitFor({ timeout: sdkWait });
    await expect.poll(() => like.getAttribute('aria-pressed'), { timeout: sdkWait }).toBe('true');
    expect(await bookmark.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.locator('.post-actions').getByText(copy.pendingSend).count())
      .toBe(2);
    expect(await storedComments()).toBe(0);
    expect(await count('likeCount')).toBe(likesBefore);
    expect(await queuedWrites(page)).toBe(3);
    await shot(page, 'marks-kept');

    await context.setOffline(false);
    // Sent: the server holds the member's like record (the SDK sends the three in order, the like
    // first). Read there, not from the marks clearing: in 2 of about 20 runs the page showed no
    // pending mark while the server held no like yet.
    const likeRecords = async () =>
      (await storedOnServer(`posts/${postId}/likes`)).documents?.length ?? 0;
    await expect
      .poll(likeRecords, { timeout: 90_000 })
      .toBe(1)
      .catch((error: Error) => {
        throw new Error(`${error.message}; the SDK said:\n${sdkSaid.join('\n')}`);
      });
    await expect.poll(storedComments, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByText(copy.pendingSend).count(), { timeout: 20_000 }).toBe(0);
    const likes = await storedOnServer(`posts/${postId}/likes`);
    expect(likes.documents?.length).toBe(1);
    expect(await count('commentsCount')).toBe(commentsBefore + 1);
    expect(await count('likeCount')).toBe(likesBefore + 1);
    // Reloaded online: sent once, nothing sent again.
    await page.reload();
    await comment.waitFor({ timeout: 20_000 });
    // What the reload found still queued is sent again (sentOnce.e2e.ts covers that) and answered:
    // once the SDK's queue on disk is empty, whatever was sent twice would be stored twice.
    await expect.poll(() => queuedWrites(page), { timeout: 20_000 }).toBe(0);
    // Not read in this browser from here: 按讚's and 收藏's state after the server's answer. On the
    // gcloud Firestore emulator a listener on a document the queued write created is answered, about a
    // second after the write's acknowledgement, with the document missing though the emulator holds
    // it, and the cache keeps that across a reload (firebase-tools#3867, open: "never happened in
    // production"; a real project cannot be tried from here). Seen for the like in 4 of 6 runs, for the
    // bookmark in 2 of 2 runs of this file alone this round, whether the reload came before or after the
    // acknowledgement. The marks' state offline and after a reload offline is read above;
    // reloadedToggles.e2e.ts reads a like's state online from the first paint. Below, the server's
    // records, and the member's bookmarks in a browser with no cache of its own.
    // The bookmark is on the server, at a path that names the member (their like's id is their uid).
    const uid = likes.documents?.[0]?.name.split('/').pop() ?? '';
    expect(
      await storedOnServer(`users/${uid}/bookmarks/${postId}`).then(
        () => true,
        () => false,
      ),
    ).toBe(true);
    expect(await comment.count()).toBe(1);
    expect(await storedComments()).toBe(1);
    expect(await count('commentsCount')).toBe(commentsBefore + 1);
    expect(await count('likeCount')).toBe(likesBefore + 1);
    expect(problems.join('\n'), 'page and console errors').toBe('');
    await context.close();

    // The same member in a browser of their own: the post is in 我的收藏.
    const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await elsewhere.newPage();
    await other.goto(`${origin}/Signin`);
    await other.getByLabel(copy.emailLabel).fill(email);
    await other.getByLabel(copy.passwordLabel, { exact: true }).fill('secret1');
    await other.getByRole('button', { name: copy.tabSignIn, exact: true }).click();
    await other.getByRole('button', { name: copy.menuSignOut }).waitFor({ timeout: 20_000 });
    await other.goto(`${origin}/my/collections`);
    await other.getByRole('heading', { level: 2, name: title }).waitFor({ timeout: 20_000 });
    await elsewhere.close();
  });

  it("a sign-out in one of a member's two tabs makes both a visitor's, reading on, with no bookmark left in the cache and no error", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    const first = await context.newPage();
    watchProblems(first, problems);
    await registerNewMember(first, origin, '兩頁', 'two-tabs');
    await cards(first).first().waitFor();
    const title = (await cards(first).first().locator('h2').textContent()) ?? '';
    await cards(first).first().getByRole('link', { name: title, exact: true }).click();
    const bookmark = first.getByRole('button', { name: copy.bookmarkLabel });
    await expect.poll(() => bookmark.isEnabled(), { timeout: 20_000 }).toBe(true);
    await bookmark.click();
    await expect
      .poll(() => bookmark.getAttribute('aria-pressed'), { timeout: 20_000 })
      .toBe('true');

    // The second tab: the member's feed, live.
    const second = await context.newPage();
    watchProblems(second, problems);
    await second.goto(`${origin}/posts`);
    await cards(second).first().waitFor();
    await second.getByRole('button', { name: copy.menuSignOut }).waitFor();
    await first.goto(`${origin}/posts`);
    await cards(first).first().waitFor();
    await expect.poll(() => cachedPaths(first), { timeout: 20_000 }).toContain('bookmarks');

    // Each tab loads afresh: the first once it has deleted the cache, the second when told so.
    const reloads = Promise.all(
      [first, second].map((page) => page.waitForEvent('load', { timeout: 30_000 })),
    );
    await first.getByRole('button', { name: copy.menuSignOut }).click();
    await reloads;
    for (const page of [first, second]) {
      await page.getByRole('link', { name: copy.menuSignIn }).waitFor({ timeout: 20_000 });
      expect(await cards(page).count()).toBeGreaterThan(0);
    }
    await expect.poll(() => cachedPaths(second), { timeout: 20_000 }).not.toContain('bookmarks');
    // Loaded afresh after the other tab's sign-out deleted the cache, the second tab reads on.
    const topic = (await cards(second).first().locator('.post-card__topic').textContent()) ?? '';
    await second.getByRole('link', { name: topic, exact: true }).first().click();
    await second.waitForURL((url) => url.searchParams.get('topic') === topic);
    await expect
      .poll(() => cards(second).locator('.post-card__topic').allTextContents(), { timeout: 20_000 })
      .toContain(topic);
    expect(await text(second, copy.offlineNotice).count()).toBe(0);
    expect(await text(second, copy.offlineBanner).count()).toBe(0);
    await shot(second, 'second-tab-after-sign-out');
    expect(await cachedPaths(second)).not.toContain('bookmarks');
    expect(problems.join('\n'), 'page and console errors').toBe('');
    await context.close();
  });
});
