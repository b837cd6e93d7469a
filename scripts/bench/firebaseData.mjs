/**
 * npm run bench, Firebase section, part two: what a visitor's first view of /posts downloads from
 * Firestore, and whether it depends on how popular or long a post is (docs/scale.md).
 *
 * One Google Cloud CLI Firestore emulator (firestore.rules loaded) holds 8 posts of 150 characters,
 * each with 3 likes and a bookmark, as records of their members, in three variants, seeded in turn:
 *  - ordinary: just that;
 *  - popular: the newest post has 5,000 likes and 800 bookmarks;
 *  - long: the newest post has 5,000 characters (and so the most search tokens).
 * For each, BENCH_RUNS cold visits of /posts (the production build, a fresh browser context, HTTP cache
 * off) wait for the first card and then for Firestore's traffic to stop (the live listener has taken
 * the page over), and count what came from the emulator: the bytes received, the documents in the
 * answers (REST runQuery rows, and the Listen stream's documentChange entries), the targets the
 * stream started over (RESET), and how often the long post's text arrived. Figures are medians.
 *
 * The emulator does not resume a listen target: given a read time or a resume token, it answers
 * RESET and sends the whole result again (one more visit goes offline and back to show it with
 * resume tokens alone). So here the first page's posts arrive twice, where Firestore sends them once.
 */
/* global window, document, MutationObserver */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  Timestamp,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  terminate,
  writeBatch,
} from 'firebase/firestore';
import { runnerImport } from 'vite';
import path from 'node:path';
import { projectId, startEmulator } from './firestoreEmulator.mjs';

const postCount = 8;
const popularLikes = 5000;
const popularBookmarks = 800;
const longLength = 5000;
/** In the long post's text only: search tokens are lower-cased, so they never hold it. */
const longMarker = 'ZQXLONGPOST';
const quietMs = 1500;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function load(root, file) {
  const { module } = await runnerImport(path.join(root, file), {
    configFile: false,
    logLevel: 'error',
  });
  return module;
}

/** Seeds one variant through the SDK with the emulator's owner token (the rules want "now" times). */
async function seed(root, host, variant) {
  const [{ seedTopics }, { newPost }] = await Promise.all([
    load(root, 'src/backend/local/seedData.ts'),
    load(root, 'src/backend/core/postFields.ts'),
  ]);
  const app = initializeApp({ apiKey: 'demo-api-key', projectId }, `bench-data-${Date.now()}`);
  const db = getFirestore(app);
  const at = host.lastIndexOf(':');
  connectFirestoreEmulator(db, host.slice(0, at), Number(host.slice(at + 1)), {
    mockUserToken: 'owner',
  });
  const writes = [];

  const author = { uid: 'bench-author', displayName: '作者', photoURL: '' };
  writes.push([doc(db, 'users', author.uid), author]);
  seedTopics.forEach((name, order) => writes.push([doc(db, 'topics', name), { name, order }]));
  const now = Date.now();
  for (let i = 0; i < postCount; i += 1) {
    const newest = i === postCount - 1;
    const id = `post-${i}`;
    const long = newest && variant === 'long';
    const content = long
      ? `${longMarker}${'這是一篇很長的文章，寫了旅行的每一天。'.repeat(300)}`.slice(0, longLength)
      : '今天去了一家新開的牛肉麵店，湯頭濃郁，麵條有嚼勁。'.repeat(6).slice(0, 150);
    const likes = newest && variant === 'popular' ? popularLikes : 3;
    const bookmarks = newest && variant === 'popular' ? popularBookmarks : 1;
    const createdAt = Timestamp.fromMillis(now - (postCount - i) * 60_000);
    const post = newPost(
      { title: `第 ${i + 1} 篇`, content, topic: seedTopics[i % seedTopics.length] },
      author,
      { imageUrl: '', thumbUrl: '' },
      { createdAt, clock: createdAt.toMillis(), likeCount: likes, commentsCount: 0 },
    );
    writes.push([doc(db, 'posts', id), post]);
    for (let n = 0; n < likes; n += 1) {
      writes.push([doc(db, 'posts', id, 'likes', `fan-${n}`), { createdAt }]);
    }
    for (let n = 0; n < bookmarks; n += 1) {
      writes.push([doc(db, 'users', `fan-${n}`, 'bookmarks', id), { createdAt }]);
    }
  }
  try {
    // A batch holds at most 500 writes.
    for (let start = 0; start < writes.length; start += 400) {
      const batch = writeBatch(db);
      writes.slice(start, start + 400).forEach(([ref, data]) => batch.set(ref, data));
      await batch.commit();
    }
  } finally {
    await terminate(db);
    await deleteApp(app);
  }
}

/** In the page: when the first card entered the DOM. */
function watchFirstCard() {
  const state = { firstCard: null };
  Object.defineProperty(window, '__firstCard', { value: state });
  const observer = new MutationObserver(() => {
    if (state.firstCard === null && document.querySelector('a[href^="/posts/"]')) {
      state.firstCard = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The live stream's record of what it sent: documents, and targets the emulator started over. */
function streamCounts(stream) {
  return {
    documents: (stream.match(/"documentChange"/g) ?? []).length,
    resets: (stream.match(/"targetChangeType"\s*:\s*"RESET"/g) ?? []).length,
  };
}

/**
 * One cold visit of /posts: what came from Firestore until its traffic stopped. With `reconnect`, the
 * browser then goes offline for a second and back, and what the live stream sent again is counted
 * apart: the SDK resumes every listener with its resume token, and a Firestore that honours them
 * sends nothing that did not change.
 */
async function visit(browser, contextOptions, origin, emulatorHost, { reconnect = false } = {}) {
  const context = await browser.newContext(contextOptions);
  try {
    await context.addInitScript(watchFirstCard);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const fromFirestore = new Map();
    let lastData = Date.now();
    /** What the REST answers and the Listen stream brought, as text. */
    const texts = { rest: [], listen: [] };
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (new URL(request.url).host === emulatorHost) {
        fromFirestore.set(requestId, { url: request.url, bytes: 0 });
      }
    });
    cdp.on('Network.responseReceived', ({ requestId }) => {
      // The Listen stream never finishes while the page is open: take its data as it arrives.
      if (fromFirestore.get(requestId)?.url.includes('/Listen/')) {
        cdp.send('Network.streamResourceContent', { requestId }).then(
          ({ bufferedData }) => texts.listen.push(Buffer.from(bufferedData, 'base64').toString()),
          () => undefined,
        );
      }
    });
    cdp.on('Network.dataReceived', ({ requestId, encodedDataLength, data }) => {
      const request = fromFirestore.get(requestId);
      if (!request) return;
      request.bytes += encodedDataLength;
      lastData = Date.now();
      if (data) texts.listen.push(Buffer.from(data, 'base64').toString());
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = fromFirestore.get(requestId);
      if (!request) return;
      request.finished = encodedDataLength;
      if (!request.url.includes('/Listen/')) {
        cdp.send('Network.getResponseBody', { requestId }).then(
          ({ body, base64Encoded }) =>
            texts.rest.push(base64Encoded ? Buffer.from(body, 'base64').toString() : body),
          () => undefined,
        );
      }
    });
    const quiet = async () => {
      const started = Date.now();
      while (Date.now() - lastData < quietMs || Date.now() - started < 3000) {
        await page.waitForTimeout(250);
      }
    };
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${origin}/posts`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstCard.firstCard !== null, null, {
      timeout: 60_000,
    });
    // The live listener takes over after the first card: wait until Firestore has been quiet a while.
    await quiet();
    const requests = [...fromFirestore.values()];
    // A finished request's total includes its headers; a streaming one's data is what arrived.
    const bytes = requests.reduce((sum, r) => sum + Math.max(r.bytes, r.finished ?? 0), 0);
    const rest = texts.rest.join('\n');
    const stream = texts.listen.join('\n');
    const result = {
      bytes,
      restRows: (rest.match(/"document"\s*:/g) ?? []).length,
      listened: streamCounts(stream),
      longCopies: (`${rest}\n${stream}`.match(new RegExp(longMarker, 'g')) ?? []).length,
    };
    if (reconnect) {
      const before = texts.listen.length;
      await context.setOffline(true);
      await page.waitForTimeout(1000);
      await context.setOffline(false);
      await quiet();
      result.afterReconnect = streamCounts(texts.listen.slice(before).join('\n'));
    }
    return result;
  } finally {
    await context.close();
  }
}

/**
 * The section. `site` is the production build served against an emulator at `host`; each variant gets
 * a new emulator there. (Emptying one through its REST endpoint would also forget its history, and the
 * live listener could then no longer resume from the first page's read time, as it can on Firestore.)
 */
export async function benchFirstViewData({ root, runs, log, browser, contextOptions, site, host }) {
  const port = Number(host.slice(host.lastIndexOf(':') + 1));
  const results = {};
  let control;
  for (const variant of ['ordinary', 'popular', 'long']) {
    const emulator = await startEmulator(root, port);
    const visits = [];
    try {
      await seed(root, host, variant);
      // The emulator warms up on its first queries: one visit, not counted.
      await visit(browser, contextOptions, site.origin, host);
      for (let i = 0; i < runs; i += 1) {
        visits.push(await visit(browser, contextOptions, site.origin, host));
      }
      if (variant === 'ordinary') {
        control = (await visit(browser, contextOptions, site.origin, host, { reconnect: true }))
          .afterReconnect;
      }
    } finally {
      await emulator.stop();
    }
    const last = visits.at(-1);
    results[variant] = {
      bytes: median(visits.map((v) => v.bytes)),
      restRows: median(visits.map((v) => v.restRows)),
      listened: median(visits.map((v) => v.listened.documents)),
      resets: median(visits.map((v) => v.listened.resets)),
      longCopies: median(visits.map((v) => v.longCopies)),
    };
    const r = results[variant];
    log(
      `  ${variant.padEnd(8)} ${kB(r.bytes)} from Firestore; ${r.restRows} documents in REST ` +
        `answers, ${r.listened} in the live stream, which started over ${r.resets} target(s)` +
        (variant === 'long' ? `; the long post's text arrived ${r.longCopies} time(s)` : '') +
        ` (last run: ${kB(last.bytes)})`,
    );
  }
  const { ordinary, popular, long } = results;
  log(
    `firebase-first-view-bytes: ${kB(ordinary.bytes)} (8 ordinary posts), ${kB(popular.bytes)} ` +
      `(the newest with ${popularLikes.toLocaleString('en')} likes and ${popularBookmarks} bookmarks), ` +
      `${kB(long.bytes)} (the newest ${longLength.toLocaleString('en')} characters long); median of ${runs}`,
  );
  log(`firebase-popular-post-ratio: ${(popular.bytes / ordinary.bytes).toFixed(2)} (goal <= 1.15)`);
  log(
    `firebase-first-view-reads: ${ordinary.restRows} documents read with REST before the SDK ` +
      `(goal: the first page's 4 posts and the 6 topics); then the live stream: ` +
      `${ordinary.listened} documents: the rest of the view (the next page as the screen fills, the ` +
      `authors' current profiles: docs/scale.md) and, because the emulator started the resumed feed ` +
      `target over ` +
      `(${ordinary.resets} RESET), the first page's posts again`,
  );
  log(
    `firebase-long-post-downloads: ${long.longCopies} on the emulator (goal: once)` +
      (long.longCopies > 1
        ? `: once in the REST page, ${long.longCopies - 1} more because the emulator resent the ` +
          `resumed target whole (${long.resets} RESET)`
        : ''),
  );
  if (control) {
    log(
      `firebase-emulator-resume: after going offline and back, the SDK resumed every listener with ` +
        `its resume token, and the emulator started ${control.resets} target(s) over and sent ` +
        `${control.documents} documents again: it does not resume, whatever the client asks. ` +
        'Firestore resumes a target from its read time or token and sends only changes (billed ' +
        'as such within 30 minutes: docs/scale.md); that part cannot be measured here.',
    );
  }
  return results;
}
