import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase';
import { copy } from '../../src/copy';
import { launchBrowser, screenshotDir } from '../e2e/browser';
import { registerNewMember } from './newMember';
import {
  authHost,
  firestoreHost,
  projectId,
  startFirebaseSite,
  storedOnServer,
  whyNoFirebaseSite,
} from './firebaseSite';

/*
 * The production (Firebase) build against the emulators, with the connection cut the two ways visitors
 * meet: the browser's offline mode (a phone losing signal), and a network that stops answering while
 * the browser believes it is online (Wi-Fi without internet, a firewall): requests to Firestore are
 * held and never answered. Run by `npm run test:emulators` inside firebase-tools' Auth emulator, with
 * the Google Cloud CLI's Firestore emulator at FIRESTORE_EMULATOR_HOST.
 */
const why = whyNoFirebaseSite;
if (why) console.log(`SKIPPED the cut-connection e2e on the Firebase build: ${why}`);

const seeded = 14;
/**
 * Where the Firebase build looks for the Storage emulator (src/backend/firebase/config.ts): allowed by
 * the headers but with nothing listening, so an upload is refused by the network (retried, never
 * answered), not by the page's own policy.
 */
const storageEmulatorHost = '127.0.0.1:9199';
/** The SDK decides it is offline after a failed connection or about 10 s without an answer. */
const sdkWait = 30_000;

let browser: Browser;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  if (why) return;
  ({ origin, close } = await startFirebaseSite(seeded, [storageEmulatorHost]));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
});

/** Console errors other than the network's own failures and the SDK's connection warnings. */
async function visit(context?: BrowserContext) {
  const own = context ?? (await browser.newContext({ viewport: { width: 1280, height: 800 } }));
  const page = await own.newPage();
  const problems: string[] = [];
  // cleardot.gif: WebChannel's own check of the network, an image the CSP's img-src refuses.
  const connection =
    /cleardot\.gif|Failed to fetch dynamically imported module|net::ERR_|Failed to load resource|@firebase\/firestore|Could not reach Cloud Firestore|WebChannelConnection|Connection failed|the client is offline/i;
  page.on('console', (m) => {
    if (m.type() === 'error' && !connection.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return { context: own, page, problems };
}

/** Holds every request to Firestore without an answer: a network that stops answering. */
async function silenceFirestore(context: BrowserContext) {
  await context.route(`http://${firestoreHost}/**`, () => {});
}

const cards = (page: Page) => page.locator('.post-card');
const text = (page: Page, words: string) => page.getByText(words, { exact: true });

async function shot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/offline-${name}.png`, fullPage: true });
}

/** How many times the page says it is offline: offlineBanner over what it has, or offlineNotice. */
async function said(page: Page) {
  return (
    (await text(page, copy.offlineBanner).count()) + (await text(page, copy.offlineNotice).count())
  );
}

/** Waits for the page to say it is offline; else fails with what it shows instead. */
async function saysOffline(page: Page) {
  try {
    await expect.poll(() => said(page), { timeout: sdkWait }).toBeGreaterThan(0);
  } catch (error) {
    const shown = await page.locator('main').innerText();
    throw new Error(
      `no ${copy.offlineBanner} nor ${copy.offlineNotice} in ${sdkWait} ms; shown:\n${shown}`,
      { cause: error },
    );
  }
}

/** Searches with Enter: the results page says offlineNotice with 重試, never searchEmpty. */
async function searchSaysOffline(page: Page, words: string) {
  const search = page.getByRole('combobox', { name: copy.searchLabel });
  await search.fill(words);
  await search.press('Enter');
  // Until the results page has rendered, the router leaves the page before it (and its banner) in place.
  await page
    .getByRole('heading', { level: 1, name: copy.searchResultsHeader.replace('{q}', words) })
    .waitFor({ timeout: 10_000 });
  await expect
    .poll(() => text(page, copy.offlineNotice).count(), { timeout: sdkWait })
    .toBeGreaterThan(0);
  expect(await page.getByRole('button', { name: copy.retry }).count()).toBeGreaterThan(0);
  expect(await text(page, copy.searchEmpty).count()).toBe(0);
  expect(await cards(page).count()).toBe(0);
}

/** A new member, signed in on /posts; returns their e-mail address (the password is secret1). */
const register = (page: Page) => registerNewMember(page, origin, '離線', 'offline');

/**
 * Online, a new member opens the first card's post, comments `comment` on it and bookmarks it.
 * Returns the post's title, its controls and the comment as shown.
 */
async function commentedAndBookmarked(page: Page, comment: string) {
  await register(page);
  await cards(page).first().click();
  await page.waitForURL(/\/posts\/.+/);
  const commentBox = page.getByRole('combobox', { name: copy.commentLabel });
  await commentBox.waitFor();
  const like = page.getByRole('button', { name: copy.likeLabel });
  const bookmark = page.getByRole('button', { name: copy.bookmarkLabel });
  await expect.poll(() => like.isEnabled()).toBe(true);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await commentBox.fill(comment);
  await page.getByRole('button', { name: copy.commentSubmit }).click();
  const sentComment = page.locator('.post-comment__content', { hasText: comment });
  await sentComment.waitFor({ timeout: 20_000 });
  await bookmark.click();
  await expect.poll(() => bookmark.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
  // The page shows both at once; the server's answers come after. Waited for where they show: the
  // box clears once the SDK has the comment's answer, and the emulator holds the comment (whose
  // `uid` is the new member's) and then the bookmark.
  await expect.poll(() => commentBox.inputValue(), { timeout: 20_000 }).toBe('');
  const postId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const stored = async () =>
    ((await storedOnServer(`posts/${postId}/comments`)).documents ?? []).find(
      (each) => each.fields.content?.stringValue === comment,
    );
  await expect.poll(async () => !!(await stored()), { timeout: 20_000 }).toBe(true);
  const uid = (await stored())?.fields.uid?.stringValue ?? '';
  const bookmarked = () =>
    storedOnServer(`users/${uid}/bookmarks/${postId}`).then(
      () => true,
      () => false,
    );
  await expect.poll(bookmarked, { timeout: 20_000 }).toBe(true);
  return { title, commentBox, like, bookmark, sentComment };
}

/**
 * A post of the member's, without a picture (nothing emulates Storage here): published through the Firebase adapter itself, signed in as the member, as a second
 * device of theirs would.
 */
async function postOf(email: string, title: string): Promise<string> {
  const backend = await createFirebaseBackend(
    { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId },
    { emulators: { auth: authHost, firestore: firestoreHost }, appName: `author-${Date.now()}` },
  );
  await backend.signIn(email, 'secret1');
  return backend.publishPost({ title, content: '作者自己的文章', topic: '電影' }, null);
}

/** A 1x1 PNG: a picture the publish form accepts. */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

describe.skipIf(why)('the Firebase build with the connection cut', () => {
  it('a feed opened while Firestore does not answer says offlineNotice with 重試, then reads once it answers', async () => {
    const { context, page, problems } = await visit();
    await silenceFirestore(context);
    await page.goto(`${origin}/posts`);
    await expect
      .poll(() => text(page, copy.offlineNotice).count(), { timeout: sdkWait })
      .toBeGreaterThan(0);
    expect(await text(page, copy.feedEmpty).count()).toBe(0);
    expect(await cards(page).count()).toBe(0);
    await shot(page, 'feed-unreachable');

    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: copy.retry }).first().click();
    await expect.poll(() => cards(page).count(), { timeout: 60_000 }).toBe(4);
    expect(problems.join('\n'), 'console errors').toBe('');
    await context.close();
  });

  it('keeps the cards shown when the connection goes as they appear; never an empty or ended feed', async () => {
    const { context, page, problems } = await visit();
    await page.goto(`${origin}/posts`);
    await cards(page).first().waitFor();
    await context.setOffline(true);
    const shownAtCut = await cards(page).count();
    await saysOffline(page);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(shownAtCut);
    expect(await text(page, copy.feedEmpty).count()).toBe(0);
    expect(await text(page, copy.feedEnd).count()).toBe(0);
    await shot(page, 'feed-cut-at-first-card');

    await context.setOffline(false);
    await expect.poll(() => said(page), { timeout: 60_000 }).toBe(0);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(shownAtCut);
    expect(problems.join('\n'), 'console errors').toBe('');
    await context.close();
  });

  it('keeps the cards shown when the network stops answering as they appear; reads on when it answers again', async () => {
    const { context, page, problems } = await visit();
    // The first page comes by REST (postFirstPage.ts); everything the Firestore SDK asks once the first
    // card shows is held: the network stopped answering at that moment. A route set after the first
    // card would come too late: the SDK's channel opens within milliseconds of it.
    await context.route(`http://${firestoreHost}/google.firestore.v1.Firestore/**`, () => {});
    await page.goto(`${origin}/posts`);
    await cards(page).first().waitFor();
    const shownAtCut = await cards(page).count();
    await saysOffline(page);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(shownAtCut);
    expect(await text(page, copy.feedEmpty).count()).toBe(0);
    expect(await text(page, copy.feedEnd).count()).toBe(0);
    await shot(page, 'feed-silent-at-first-card');

    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await expect
      .poll(
        async () => ({ said: await said(page), kept: (await cards(page).count()) >= shownAtCut }),
        {
          timeout: 90_000,
        },
      )
      .toEqual({ said: 0, kept: true });
    expect(problems.join('\n'), 'console errors').toBe('');
    await context.close();
  });

  it('after 8 cards and a cut, scrolling on never says feedEnd; back online it reads to the end', async () => {
    const { context, page, problems } = await visit();
    await page.goto(`${origin}/posts`);
    await cards(page).first().waitFor();
    await scrollToBottom(page);
    // The second page comes through the SDK, whose chunk may still be loading on a busy machine: its
    // cards show once the SDK is loaded and its listener has heard from the server (live.ts shows no
    // first answer from the cache), which is the state the cut must come after.
    await expect.poll(() => cards(page).count(), { timeout: sdkWait }).toBeGreaterThanOrEqual(8);
    await silenceFirestore(context);
    const shownAtCut = await cards(page).count();
    await scrollToBottom(page);
    await saysOffline(page);
    expect(await cards(page).count()).toBe(shownAtCut);
    expect(await text(page, copy.feedEnd).count()).toBe(0);
    await shot(page, 'feed-cut-after-8');

    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await expect
      .poll(
        async () => {
          await scrollToBottom(page);
          return cards(page).count();
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBe(seeded);
    await expect.poll(() => text(page, copy.feedEnd).count(), { timeout: 10_000 }).toBe(1);
    expect(await said(page)).toBe(0);
    expect(problems.join('\n'), 'console errors').toBe('');
    await context.close();
  });

  it('a topic or a search while offline says so, never feedEmpty or searchEmpty, and reads on by itself when the connection returns', async () => {
    const { context, page, problems } = await visit();
    // The results page's code is loaded while online, so that offline it is the search itself that
    // cannot be made (a page whose code cannot load says offlineNotice too, from PageLoad).
    await page.goto(`${origin}/search?q=${encodeURIComponent('今天')}`);
    await cards(page).first().waitFor();
    const topics = page.locator('.topic-list__items a');
    await topics.first().click();
    // The feed itself, not the results left on screen while the router renders it: its cards come
    // from a live listener of the SDK (loaded for the search) once the server has answered it (live.ts
    // shows no first answer from the cache), which is the state the cut must come after.
    await expect.poll(() => topics.first().getAttribute('aria-current')).toBe('page');
    await cards(page).first().waitFor();
    const topic = topics.nth(1);
    await context.setOffline(true);
    await topic.click();
    await expect.poll(() => topic.getAttribute('aria-current')).toBe('page');
    await saysOffline(page);
    expect(await text(page, copy.feedEmpty).count()).toBe(0);
    await shot(page, 'topic-offline');

    await context.setOffline(false);
    await expect
      .poll(async () => ({ said: await said(page), cards: (await cards(page).count()) > 0 }), {
        timeout: 60_000,
      })
      .toEqual({ said: 0, cards: true });

    await context.setOffline(true);
    await searchSaysOffline(page, '咖啡');
    await shot(page, 'search-offline');

    await context.setOffline(false);
    await expect.poll(() => cards(page).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await said(page)).toBe(0);
    expect(problems.join('\n'), 'console errors').toBe('');
    await context.close();
  });

  it("a member's post, its comments and bookmarks stay when the connection goes; a comment and a like made offline wait, marked 等待連線後送出, and go when it returns", async () => {
    const { context, page, problems } = await visit();
    const { title, commentBox, like, sentComment } = await commentedAndBookmarked(
      page,
      '連線時的留言',
    );
    expect(await page.getByText(copy.errOffline).count()).toBe(0);

    await context.setOffline(true);
    await expect.poll(() => text(page, copy.offlineBanner).count(), { timeout: sdkWait }).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await sentComment.count()).toBe(1);
    expect(await text(page, copy.postNotFound).count()).toBe(0);

    // Kept in the SDK's queue (docs/architecture.md, "Writes"): shown, marked as waiting.
    await commentBox.fill('離線時寫的留言');
    await page.getByRole('button', { name: copy.commentSubmit }).click();
    const offlineComment = page.locator('.post-comment', { hasText: '離線時寫的留言' });
    await offlineComment.getByText(copy.pendingSend).waitFor({ timeout: 20_000 });
    const liked = (await like.getAttribute('aria-pressed')) === 'true';
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(String(!liked));
    await page.locator('.post-actions').getByText(copy.pendingSend).waitFor();
    expect(await text(page, copy.errOffline).count()).toBe(0);
    await shot(page, 'post-offline-writes');

    // The offline comment reaches the server as the connection returns, at once: a member's
    // comments on a post are a budget (lib/limits.ts, firestore.rules), not a spacing.
    // Back online, every stale read asks again, and what waited is sent: nothing shown goes.
    await context.setOffline(false);
    await expect.poll(() => text(page, copy.offlineBanner).count(), { timeout: 60_000 }).toBe(0);
    await expect.poll(() => page.getByText(copy.pendingSend).count(), { timeout: 60_000 }).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await sentComment.count()).toBe(1);
    expect(await offlineComment.count()).toBe(1);
    expect(await like.getAttribute('aria-pressed')).toBe(String(!liked));

    // The collection: the bookmarked card stays with offlineBanner, never myCollectionsEmpty.
    // Cut once the collection's live listener has heard from the server: its card shows only then
    // (live.ts holds a first answer from the cache back while online).
    await page.goto(`${origin}/my/collections`);
    await page.getByRole('heading', { level: 2, name: title }).waitFor({ timeout: 20_000 });
    await context.setOffline(true);
    await saysOffline(page);
    expect(await page.getByRole('heading', { level: 2, name: title }).count()).toBe(1);
    expect(await text(page, copy.myCollectionsEmpty).count()).toBe(0);
    await shot(page, 'collections-offline');
    await context.setOffline(false);
    await expect.poll(() => said(page), { timeout: 60_000 }).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: title }).count()).toBe(1);
    expect(problems.join('\n'), 'console errors').toBe('');
    await context.close();
  });

  it('on a network that stops answering, a collection, a post with its comments, a topic and a search say so, never empty or not found; they read on when it answers', async () => {
    const { context, page, problems } = await visit();
    const { title, sentComment } = await commentedAndBookmarked(page, '網路停住前的留言');

    // From here on every new request to Firestore goes unanswered; the browser still says online.
    await silenceFirestore(context);
    // Each step moves within the app, as a visitor would: nothing is reloaded.
    await page.getByRole('link', { name: copy.menuMember }).click();
    await page.getByRole('link', { name: copy.myCollections }).click();
    await page.waitForURL(/\/my\/collections/);
    await saysOffline(page);
    expect(await text(page, copy.myCollectionsEmpty).count()).toBe(0);
    expect(await text(page, copy.feedEnd).count()).toBe(0);
    await shot(page, 'collections-silent');

    // The post is shown with offlineBanner (what the cache holds) or offlineNotice: never postNotFound.
    const listed = page.getByRole('heading', { level: 2, name: title });
    // The card's link, laid over it and named by its title (the author link sits above it).
    const openListed = () => page.getByRole('link', { name: title, exact: true }).click();
    if ((await listed.count()) > 0) {
      await openListed();
    } else {
      // Back past 我的文章 to the post.
      await page.goBack();
      await page.goBack();
    }
    await page.waitForURL(/\/posts\/.+/);
    // The post's own read gives up after the SDK's wait; until then it says 載入中….
    await expect.poll(() => text(page, copy.loading).count(), { timeout: sdkWait }).toBe(0);
    await saysOffline(page);
    expect(await text(page, copy.postNotFound).count()).toBe(0);
    if ((await page.getByRole('heading', { level: 1 }).count()) > 0) {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    }
    await shot(page, 'post-silent');

    await page.getByRole('link', { name: copy.brand }).click();
    const topics = page.locator('.topic-list__items a');
    const topic = topics.nth(1);
    await topic.click();
    await expect.poll(() => topic.getAttribute('aria-current')).toBe('page');
    await saysOffline(page);
    expect(await text(page, copy.feedEmpty).count()).toBe(0);
    expect(await text(page, copy.feedEnd).count()).toBe(0);
    await shot(page, 'topic-silent');

    await searchSaysOffline(page, '咖啡');
    await shot(page, 'search-silent');

    // It answers again: 重試 reads the search, and the pages left behind read on.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: copy.retry }).first().click();
    await expect.poll(() => cards(page).count(), { timeout: 90_000 }).toBeGreaterThan(0);
    expect(await said(page)).toBe(0);
    await page.getByRole('link', { name: copy.menuMember }).click();
    await page.getByRole('link', { name: copy.myCollections }).click();
    await expect
      .poll(async () => ({ said: await said(page), listed: await listed.count() }), {
        timeout: 90_000,
      })
      .toEqual({ said: 0, listed: 1 });
    await openListed();
    await expect.poll(() => sentComment.count(), { timeout: 90_000 }).toBe(1);
    expect(await said(page)).toBe(0);
    expect(problems.join('\n'), 'console errors').toBe('');
    await context.close();
  });

  it("editing and deleting one's own post offline say errOffline; the post and what was typed stay", async () => {
    const { context, page, problems } = await visit();
    const email = await register(page);
    const id = await postOf(email, '離線前的標題');
    await page.goto(`${origin}/posts/${id}`);
    const heading = page.getByRole('heading', { level: 1, name: '離線前的標題' });
    await heading.waitFor({ timeout: 20_000 });
    const actions = page.getByRole('group', { name: '離線前的標題' });
    // The editor's code loads when 編輯 is first pressed: once online, as a member would have.
    await actions.getByRole('button', { name: copy.editPost }).click();
    const editor = page.getByRole('dialog', { name: copy.editPost });
    await editor.getByLabel(copy.titleLabel).waitFor();
    await editor.getByRole('button', { name: copy.cancel }).click();

    await context.setOffline(true);
    await saysOffline(page);
    await actions.getByRole('button', { name: copy.editPost }).click();
    await editor.getByLabel(copy.titleLabel).fill('離線時改的標題');
    await editor.getByRole('button', { name: copy.modify }).click();
    await expect
      .poll(() => editor.getByText(copy.errOffline, { exact: true }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await editor.getByLabel(copy.titleLabel).inputValue()).toBe('離線時改的標題');
    await shot(page, 'edit-post-offline');
    await editor.getByRole('button', { name: copy.cancel }).click();

    await actions.getByRole('button', { name: copy.deletePost }).click();
    const confirm = page.getByRole('dialog', { name: copy.deleteConfirm });
    await confirm.getByRole('button', { name: copy.deletePost }).click();
    await expect
      .poll(() => confirm.getByText(copy.errOffline, { exact: true }).count(), { timeout: 20_000 })
      .toBe(1);
    await confirm.getByRole('button', { name: copy.cancel }).click();
    expect(await heading.count()).toBe(1);

    // Back online, nothing was changed behind the member's back: the post stands as it was.
    await context.setOffline(false);
    await expect.poll(() => said(page), { timeout: 60_000 }).toBe(0);
    await page.reload();
    await heading.waitFor({ timeout: 20_000 });
    expect(problems.join('\n'), 'console errors').toBe('');
    await context.close();
  });

  it('publish, settings, sign-in and register offline say errOffline at once and keep what was typed', async () => {
    const { context, page, problems } = await visit();
    await register(page);
    const offlineSaid = async (scope: Page | ReturnType<Page['getByRole']>) => {
      const said = () => scope.getByText(copy.errOffline, { exact: true }).count();
      try {
        await expect.poll(said, { timeout: 20_000 }).toBe(1);
      } catch (error) {
        throw new Error(
          `no ${copy.errOffline}; shown:\n${await page.locator('main').innerText()}`,
          { cause: error },
        );
      }
    };

    await page.goto(`${origin}/new-post`);
    // The topics are read from the server when the form opens; the connection goes after that.
    await expect
      .poll(() => page.getByLabel(copy.topicLabel).locator('option').count(), { timeout: 15_000 })
      .toBeGreaterThan(1);
    await page.getByLabel(copy.topicLabel).selectOption({ index: 1 });
    await context.setOffline(true);
    await page.getByLabel(copy.titleLabel).fill('離線時的標題');
    await page.getByLabel(copy.contentLabel).fill('離線時的內容');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'pixel.png',
      mimeType: 'image/png',
      buffer: pixel,
    });
    await page.getByRole('button', { name: copy.publishSubmit }).click();
    await offlineSaid(page);
    expect(await page.getByLabel(copy.titleLabel).inputValue()).toBe('離線時的標題');
    expect(await page.getByLabel(copy.contentLabel).inputValue()).toBe('離線時的內容');
    await shot(page, 'publish-offline');

    await context.setOffline(false);
    await page.goto(`${origin}/my/settings`);
    const rows = page.getByRole('group');
    await rows.first().waitFor();
    await context.setOffline(true);
    await page
      .getByRole('group', { name: copy.nameRow })
      .getByRole('button', { name: copy.modify })
      .click();
    const nameDialog = page.getByRole('dialog', { name: copy.nameModal });
    await nameDialog.getByLabel(copy.nameRow).fill('新名字');
    await nameDialog.getByRole('button', { name: copy.modify }).click();
    await offlineSaid(nameDialog);
    expect(await nameDialog.getByLabel(copy.nameRow).inputValue()).toBe('新名字');
    await nameDialog.getByRole('button', { name: copy.cancel }).click();

    // A new avatar says so too, and the dialog stays open.
    await page
      .getByRole('group', { name: copy.avatarRow })
      .getByRole('button', { name: copy.modify })
      .click();
    const avatarDialog = page.getByRole('dialog', { name: copy.avatarModal });
    await avatarDialog.locator('input[type="file"]').setInputFiles({
      name: 'pixel.png',
      mimeType: 'image/png',
      buffer: pixel,
    });
    await avatarDialog.getByRole('button', { name: copy.modify }).click();
    await offlineSaid(avatarDialog);
    await shot(page, 'avatar-offline');
    await avatarDialog.getByRole('button', { name: copy.cancel }).click();

    await page
      .getByRole('group', { name: copy.passwordRow })
      .getByRole('button', { name: copy.modify })
      .click();
    const passwordDialog = page.getByRole('dialog', { name: copy.passwordModal });
    await passwordDialog.getByLabel(copy.currentPassword).fill('secret1');
    await passwordDialog.getByLabel(copy.newPassword, { exact: true }).fill('secret2');
    await passwordDialog.getByLabel(copy.confirmPassword).fill('secret2');
    await passwordDialog.getByRole('button', { name: copy.modify }).click();
    await offlineSaid(passwordDialog);
    await passwordDialog.getByRole('button', { name: copy.cancel }).click();

    // A visitor: signing in and registering offline.
    const visitor = await visit();
    await visitor.page.goto(`${origin}/Signin`);
    await visitor.page.getByLabel(copy.emailLabel).waitFor();
    await visitor.context.setOffline(true);
    await visitor.page.getByLabel(copy.emailLabel).fill('someone@example.com');
    await visitor.page.getByLabel(copy.passwordLabel).fill('secret1');
    await visitor.page.getByRole('tabpanel').getByRole('button', { name: copy.tabSignIn }).click();
    await offlineSaid(visitor.page);
    expect(await visitor.page.getByLabel(copy.emailLabel).inputValue()).toBe('someone@example.com');
    await visitor.page.getByRole('tab', { name: copy.tabRegister }).click();
    await visitor.page.getByLabel(copy.nameRow).fill('新會員');
    await visitor.page.getByLabel(copy.emailLabel).fill('newcomer@example.com');
    await visitor.page.getByLabel(copy.passwordLabel).fill('secret1');
    await visitor.page
      .getByRole('tabpanel')
      .getByRole('button', { name: copy.tabRegister })
      .click();
    await offlineSaid(visitor.page);
    expect(await visitor.page.getByLabel(copy.nameRow).inputValue()).toBe('新會員');

    expect([...problems, ...visitor.problems].join('\n'), 'console errors').toBe('');
    await visitor.context.close();
    await context.close();
  });

  // Storage answers nothing here (no Storage emulator runs): every upload stands at 0%, as on a
  // connection that carries Firestore's small requests but not a picture.
  it('an upload that gets nowhere says 上傳沒有進度 after 20 s and 取消上傳 keeps the form; a tab closed mid-upload leaves 尚未完成發表 for its author only', async () => {
    const { context, page, problems } = await visit();
    await register(page);
    const title = `傳不上去 ${Date.now()}`;
    const fill = async () => {
      await page.goto(`${origin}/new-post`);
      await expect
        .poll(() => page.getByLabel(copy.topicLabel).locator('option').count(), { timeout: 15_000 })
        .toBeGreaterThan(1);
      await page.getByLabel(copy.titleLabel).fill(title);
      await page.getByLabel(copy.contentLabel).fill('圖片一直傳不上去');
      await page.getByLabel(copy.topicLabel).selectOption({ index: 1 });
      await page.locator('input[type="file"]').setInputFiles({
        name: 'pixel.png',
        mimeType: 'image/png',
        buffer: pixel,
      });
      await page.getByRole('button', { name: copy.publishSubmit }).click();
      await page.getByRole('progressbar', { name: copy.uploading }).waitFor();
    };

    await fill();
    await text(page, copy.uploadStalled).waitFor({ timeout: 30_000 });
    await shot(page, 'upload-stalled');
    await page.getByRole('button', { name: copy.cancelUpload }).click();
    await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByLabel(copy.titleLabel).inputValue()).toBe(title);
    expect(new URL(page.url()).pathname).toBe('/new-post');
    // Cancelled: nothing left, not even for its author.
    await page.goto(`${origin}/my/posts`);
    await text(page, copy.myPostsEmpty).waitFor({ timeout: 15_000 });
    expect(await page.locator('.incomplete-posts__item').count()).toBe(0);

    // Again, and the tab closes while the picture is on its way: another tab of the member's sees
    // the incomplete post come (the reservation written), then keeps it once the first tab is gone.
    await fill();
    const again = await context.newPage();
    await again.goto(`${origin}/my/posts`);
    const item = again.locator('.incomplete-posts__item');
    await item.waitFor({ timeout: 15_000 });
    await page.close();
    await again.reload();
    await item.waitFor({ timeout: 15_000 });
    expect(await item.textContent()).toContain(title);
    expect(await again.locator('.post-card').count()).toBe(0);
    await shot(again, 'incomplete-post');

    // Nobody else sees anything of it: not the feed, not the author's list, not its address.
    const visitor = await visit();
    await visitor.page.goto(`${origin}/posts`);
    await expect.poll(() => cards(visitor.page).count(), { timeout: 15_000 }).toBe(4);
    expect(await visitor.page.getByText(title).count()).toBe(0);

    expect([...problems, ...visitor.problems].join('\n'), 'console errors').toBe('');
    await visitor.context.close();
    await context.close();
  });
});
