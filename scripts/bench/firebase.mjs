/**
 * npm run bench, Firebase section: the production build (Firebase adapter) against a real Firestore,
 * the Google Cloud CLI's emulator, seeded with 10 and with 10,000 posts (one emulator per data set, so
 * the runs can alternate between them as the local section's do).
 *
 * Each data set gets its own build, pointed at its emulator (VITE_USE_EMULATORS,
 * VITE_FIRESTORE_EMULATOR_HOST; no App Check site key: reCAPTCHA cannot run here), served by
 * `vite preview` with the production headers of firebase.json, except that this preview's
 * Content-Security-Policy also allows the emulator's origin in connect-src: the shipped policy names
 * only Google's endpoints. Every run is a cold visit of /posts in a fresh browser context with the HTTP
 * cache off; it reports
 *  - when the first card entered the page (ms since navigation start), and
 *  - the scripts, stylesheets and fonts requested before that moment: their gzip size (level 9, as
 *    `npm run size` counts) and the body bytes Chromium received (the preview gzips at level 6).
 * Pictures are not counted. Then, on an emulator of its own, what the first view downloads from
 * Firestore as a post grows popular or long (scripts/bench/firebaseData.mjs). Where Java or the
 * emulator is missing, one line says so.
 */
/* global window, document, MutationObserver */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';
import { freePort } from '../freePort.mjs';
import { previewBuild } from '../previewBuild.mjs';
import { benchFirstViewData } from './firebaseData.mjs';
import { seedEmulator, startEmulator, whyNoEmulator } from './firestoreEmulator.mjs';

const sizes = [10, 10_000];
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const counted = /\.(js|css|woff2?)$/;

/** In the page: when the first card entered the DOM, as epoch ms. */
function watchFirstCard() {
  const state = { firstCard: null, at: null };
  Object.defineProperty(window, '__firstCard', { value: state });
  const observer = new MutationObserver(() => {
    if (state.firstCard === null && document.querySelector('a[href^="/posts/"]')) {
      state.firstCard = performance.now();
      state.at = performance.timeOrigin + state.firstCard;
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

export async function buildFor(root, outDir, emulatorHost) {
  const env = {
    // Loading TypeScript through Vite (the seeding does) leaves NODE_ENV at development, which would
    // build React's development bundle.
    NODE_ENV: 'production',
    VITE_BACKEND: 'firebase',
    VITE_USE_EMULATORS: 'true',
    VITE_FIRESTORE_EMULATOR_HOST: emulatorHost,
    VITE_FIREBASE_APPCHECK_SITE_KEY: '',
  };
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    await build({
      root,
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

export async function serve(root, outDir, emulatorHost) {
  // TypeScript, loaded as vite.config.ts loads it.
  const { hostingHeaders } = (
    await runnerImport(path.join(root, 'scripts/hostingHeaders.ts'), { configFile: false })
  ).module;
  return previewBuild(root, outDir, {
    configFile: false,
    plugins: [hostingHeaders({ connectSrc: [`http://${emulatorHost}`] })],
  });
}

/** One cold visit: the first card's time and what was fetched before it. */
async function coldVisit(browser, contextOptions, { origin, outDir }) {
  const context = await browser.newContext(contextOptions);
  try {
    await context.addInitScript(watchFirstCard);
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, wallTime, timestamp }) =>
      requests.set(requestId, {
        url: request.url,
        at: wallTime * 1000,
        sent: timestamp,
        // The first page's query (the topics' is the other runQuery).
        postsQuery: /runQuery/.test(request.url) && /"collectionId":"posts"/.test(request.postData),
      }),
    );
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const r = requests.get(requestId);
      if (r) r.headerBytes = response.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
      const r = requests.get(requestId);
      if (!r) return;
      r.bodyBytes = encodedDataLength - (r.headerBytes ?? 0);
      r.ms = (timestamp - r.sent) * 1000;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${origin}/posts`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstCard.firstCard !== null, null, {
      timeout: 60_000,
    });
    const { firstCard, at } = await page.evaluate(() => ({ ...window.__firstCard }));
    const before = [...requests.values()].filter((r) => {
      const url = new URL(r.url);
      return url.origin === origin && counted.test(url.pathname) && r.at <= at;
    });
    // Let the ones still in flight finish, for their received bytes.
    for (let i = 0; i < 50 && before.some((r) => r.bodyBytes === undefined); i += 1) {
      await page.waitForTimeout(100);
    }
    const files = before.map((r) => {
      const file = new URL(r.url).pathname;
      const gzip = zlib.gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
      return { file, gzip, received: r.bodyBytes ?? NaN };
    });
    const query = [...requests.values()].find((r) => r.postsQuery && r.at <= at);
    return { ms: firstCard, queryMs: query?.ms ?? NaN, files, problems };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const total = (files, key) => files.reduce((sum, f) => sum + f[key], 0);

/** The Firebase section; throws when something did not work at all (no card within a minute). */
export async function benchFirebase({ root, runs, log, launchOptions, contextOptions }) {
  const why = whyNoEmulator();
  if (why) {
    log(`firebase: SKIPPED, ${why}: no firebase-first-card figures on this machine`);
    return;
  }
  const sets = [];
  let browser;
  try {
    for (const size of sizes) {
      const emulator = await startEmulator(root);
      sets.push({ size, emulator });
      const seedMs = await seedEmulator(root, emulator.host, size);
      const outDir = path.join(root, `node_modules/.cache/post-wall-bench-firebase-${size}`);
      await buildFor(root, outDir, emulator.host);
      Object.assign(sets.at(-1), { outDir, ...(await serve(root, outDir, emulator.host)) });
      log(
        `firebase: ${size} posts in a Firestore emulator at ${emulator.host} (seeded in ${seedMs} ms); ` +
          `its build served at ${sets.at(-1).origin}, connect-src widened to the emulator there only`,
      );
    }
    browser = await chromium.launch(launchOptions);
    // The emulator's first queries are slow while its JIT warms up: one visit each, not counted.
    for (const set of sets) await coldVisit(browser, contextOptions, set);
    log(`firebase: ${runs} cold runs per size, alternating (after one uncounted visit each)`);
    const results = new Map(sizes.map((size) => [size, []]));
    for (let i = 0; i < runs; i += 1) {
      for (const set of sets) {
        const visit = await coldVisit(browser, contextOptions, set);
        results.get(set.size).push(visit);
        log(
          `  ${String(set.size).padStart(5)} posts: first card ${visit.ms.toFixed(0)} ms ` +
            `(the emulator answered its query in ${visit.queryMs.toFixed(0)} ms), ` +
            `${kB(total(visit.files, 'gzip'))} gzip in ${visit.files.length} files before it` +
            (visit.problems.length > 0 ? `; console: ${visit.problems.join(' | ')}` : ''),
        );
      }
    }
    const small = results.get(sizes[0]);
    const large = results.get(sizes[1]);
    log(
      'firebase first view (10 posts, last run), fetched before the first card, gzip level 9 / received:',
    );
    for (const f of small.at(-1).files) {
      log(`  ${f.file.padEnd(44)} ${kB(f.gzip).padStart(9)} / ${kB(f.received)}`);
    }
    const msSmall = median(small.map((v) => v.ms));
    const msLarge = median(large.map((v) => v.ms));
    const bytes = (set) => median(set.map((v) => total(v.files, 'gzip')));
    log(
      `firebase-first-card-bytes: ${kB(bytes(small))} gzip (10 posts; 10,000 posts: ${kB(bytes(large))}; ` +
        `received on the wire ${kB(median(small.map((v) => total(v.files, 'received'))))}; ` +
        'no App Check, whose chunk a deployment with a site key adds)',
    );
    log(
      `firebase-first-card-ms: ${msSmall.toFixed(0)} (10 posts), ${msLarge.toFixed(0)} (10,000 posts); ` +
        `median of ${runs} cold runs each`,
    );
    // The emulator has no indexes: it scans the collection for every query, where Firestore reads an
    // index at a cost that does not grow with the collection. Shown apart, so that the ratio can be
    // read for what the site does.
    const query = (set) => median(set.map((v) => v.queryMs));
    const rest = (set) => median(set.map((v) => v.ms - v.queryMs));
    log(
      `firebase-first-page-query-ms: ${query(small).toFixed(0)} (10 posts), ` +
        `${query(large).toFixed(0)} (10,000 posts): the emulator answering the first page's query, ` +
        'part of the first card; it scans the whole collection',
    );
    log(
      `firebase-feed-scaling-ratio: ${(msLarge / msSmall).toFixed(2)} (10,000 / 10 posts; goal <= 1.25); ` +
        `without the emulator's query: ${(rest(large) / rest(small)).toFixed(2)}`,
    );

    // An address for the emulators of the next part, which the build is pointed at.
    const host = `127.0.0.1:${await freePort()}`;
    const outDir = path.join(root, 'node_modules/.cache/post-wall-bench-firebase-data');
    await buildFor(root, outDir, host);
    const site = await serve(root, outDir, host);
    sets.push({ close: site.close, emulator: { stop: async () => {} } });
    log(`firebase: what a cold first view of /posts downloads from Firestore, ${runs} runs each`);
    await benchFirstViewData({ root, runs, log, browser, contextOptions, site, host });
  } finally {
    await browser?.close();
    for (const set of sets) {
      await set.close?.();
      await set.emulator.stop();
    }
  }
}
