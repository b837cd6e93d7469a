#!/usr/bin/env node
/**
 * npm run bench: what the feed and search cost as the data grows, on the local adapter.
 *
 * Builds the site (local adapter, as `npm run build`) and a separate helper module (scripts/bench/
 * benchPage.ts, never part of the app's bundle), serves both with `vite preview` on a free port, and
 * in headless Chromium:
 *  - per run and size, a FRESH browser context: the app opens it once (its own seed runs), the helper
 *    brings the posts to exactly 10, 1,000 or 10,000 through the app's schema and token derivation;
 *    after a pause (BENCH_SETTLE_MS, default 2 s, so the bulk write has settled) a new page measures:
 *    "cold" = its first navigation with the HTTP cache off (nothing of the app in memory, every file
 *    fetched again); "warm" = the median of 3 later navigations (cache on). Sizes alternate
 *    run by run, so a busy machine slows all alike;
 *  - on that page: typing -> search results (the search box's debounce included; the search's own work
 *    is timed too, from its first IndexedDB read), and the JS heap (after a forced GC) at the top of
 *    the feed and after scrolling 10 and 50 pages;
 *  - apart, first card in a NEW BROWSER PROCESS on a copy of an on-disk profile: this adds Chromium's
 *    opening of the IndexedDB files (LevelDB), which grows with the database's size on disk; the time
 *    spent in indexedDB.open is shown beside it;
 *  - runs a 4000x3000 photo-like JPEG through the publish flow's downsizing (browser/imageFile);
 *  - counts every request a page sent to another origin (the local mode promises none).
 * Each figure is the median over BENCH_RUNS runs (default 5). BENCH_SKIP_BUILD=1 reuses the last build.
 * The last lines are the headline ratios (feed-scaling-ratio: cold first card at
 * 10,000 posts over 10; search-scaling-ratio: typing to results, the same) and foreign-requests.
 * Exits non-zero when something did not work at all (no card, no result, a foreign request); the
 * timing targets are reported, not enforced.
 *
 * Then the Firebase section (scripts/bench/firebase.mjs): the production build against the Google
 * Cloud CLI's Firestore emulator with 10 and 10,000 posts, where that emulator is installed:
 * firebase-first-card-bytes, firebase-first-card-ms and firebase-feed-scaling-ratio.
 * BENCH_SECTIONS=local or BENCH_SECTIONS=firebase runs one section only.
 */
// Functions handed to page.evaluate / addInitScript run in the page, with the browser's globals.
/* global window, document, IDBFactory, IDBIndex, IDBObjectStore, MutationObserver, HTMLInputElement */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { previewBuild } from './previewBuild.mjs';
import { benchFirebase } from './bench/firebase.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'node_modules/.cache/post-wall-bench');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
// 10 and 10,000 posts; 1,000 as well, because a search's work is bounded by its caps (20
// results, 200 posts scanned) rather than by the data: 10 posts hold fewer matches than the cap,
// so the 10,000 / 1,000 ratio is the one that shows whether the cost still grows with the data.
const sizes = [10, 1000, 10_000];
const diskSizes = [10, 10_000];
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 2000);
const cardSelector = 'a[href^="/posts/"]';
const pageSize = 4;
const feedEnd = '沒有更多文章了';
const loadingText = '載入中…';
const queries = [
  { name: 'hit', text: '咖啡', note: 'CJK bigram, common' },
  { name: 'prefix', text: 'type', note: 'Latin prefix' },
  { name: 'miss', text: '咖啡跑車', note: 'common tokens, no match: scans the cap' },
  { name: 'words', text: '散步 咖啡', note: 'two words, each in the post, in any order' },
];
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
const contextOptions = {
  viewport: { width: 1280, height: 800 },
  locale: 'zh-TW',
  timezoneId: 'Asia/Taipei',
};

const log = (...args) => console.log(...args);
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : 'n/a');
const mb = (v) => (Number.isFinite(v) ? `${(v / 1024 / 1024).toFixed(2)} MB` : 'n/a');
const ms1 = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : NaN);
const fixed = (v) => (Number.isFinite(v) ? v.toFixed(2) : 'n/a');
const kb = (bytes) => Math.round(bytes / 1024);

async function buildAll() {
  // The local adapter, whatever the caller's environment says.
  delete process.env.VITE_BACKEND;
  log(`build: site (local adapter) -> ${path.relative(root, outDir)}`);
  await build({
    root,
    logLevel: 'error',
    mode: 'production',
    build: { outDir, emptyOutDir: true },
  });
  log('build: bench helper (scripts/bench/benchPage.ts) -> __bench/bench.js');
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    publicDir: false,
    build: {
      outDir: path.join(outDir, '__bench'),
      emptyOutDir: true,
      reportCompressedSize: false,
      lib: {
        entry: path.join(root, 'scripts/bench/benchPage.ts'),
        formats: ['es'],
        fileName: () => 'bench.js',
      },
    },
  });
  writeFileSync(
    path.join(outDir, '__bench/index.html'),
    '<!doctype html><meta charset="utf-8"><title>bench</title>',
  );
}

/**
 * Records, on every document, when the first feed card enters the DOM (ms since navigation start), how
 * long the first indexedDB.open took to succeed, and when the page last started IndexedDB reads (so a
 * search's own work can be told from the search box's debounce: it starts with its first read).
 */
function watchFirstCard(selector) {
  const state = { firstCard: null, idbOpen: null, reads: [] };
  Object.defineProperty(window, '__bench', { value: state });
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype]) {
    for (const method of ['get', 'getAll', 'getAllKeys', 'count', 'openCursor', 'openKeyCursor']) {
      const original = proto[method];
      proto[method] = function (...args) {
        state.reads.push(performance.now());
        if (state.reads.length > 2000) state.reads.splice(0, 1000);
        return original.apply(this, args);
      };
    }
  }
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (...args) {
    const started = performance.now();
    const request = open.apply(this, args);
    request.addEventListener('success', () => {
      state.idbOpen ??= performance.now() - started;
    });
    return request;
  };
  const check = () => {
    if (state.firstCard === null && document.querySelector(selector)) {
      state.firstCard = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
}

class Bench {
  constructor(origin) {
    this.origin = origin;
    this.foreign = [];
    this.stalls = 0;
    this.tmp = mkdtempSync(path.join(os.tmpdir(), 'post-wall-bench-'));
  }

  watch(context) {
    context.on('request', (request) => {
      const url = request.url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return;
      if (new URL(url).origin !== this.origin) this.foreign.push(url);
    });
    return context.addInitScript(watchFirstCard, cardSelector);
  }

  /** A new browser process on `profile`, a directory on disk. */
  async launchProfile(profile) {
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      ...contextOptions,
    });
    await this.watch(context);
    const page = context.pages()[0] ?? (await context.newPage());
    return { context, page };
  }

  /** A fresh context (its own, in-memory storage) of the shared browser. */
  async newContext() {
    this.browser ??= await chromium.launch(launchOptions);
    const context = await this.browser.newContext(contextOptions);
    await this.watch(context);
    return context;
  }

  async firstCard(page, { cache }) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
    await page.goto(`${this.origin}/posts`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench.firstCard !== null, null, {
      timeout: 60_000,
    });
    const times = await page.evaluate(() => ({ ...window.__bench }));
    await cdp.detach();
    return times;
  }

  /** Lets the app open and seed the database of `page`'s context, then brings it to `total` posts. */
  async seed(page, total) {
    await this.firstCard(page, { cache: true });
    await page.goto(`${this.origin}/__bench/index.html`);
    const result = await page.evaluate(
      async (n) => (await import('/__bench/bench.js')).seedTo(n),
      total,
    );
    if (result.posts !== total) throw new Error(`seeded ${result.posts} posts, wanted ${total}`);
    return result;
  }

  async search(page, text) {
    return page.evaluate(
      ({ text, loadingText }) =>
        new Promise((resolve, reject) => {
          const input = document.querySelector('[role="search"] input');
          if (!input) return reject(new Error('no search box'));
          const box = input.closest('[role="search"]');
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          // The results, not the list's last entry (查看全部結果, the results page).
          const results = '[role="option"]:not(.search-box__all)';
          const answered = () => {
            if (box.querySelector(results)) return true;
            const status = box.querySelector('[role="status"]')?.textContent?.trim();
            return Boolean(status) && status !== loadingText;
          };
          let started = 0;
          let timer;
          const observer = new MutationObserver(() => {
            if (!answered()) return;
            const now = performance.now();
            const firstRead = window.__bench.reads.find((t) => t >= started);
            observer.disconnect();
            clearTimeout(timer);
            resolve({
              ms: now - started,
              work: firstRead === undefined ? NaN : now - firstRead,
              results: box.querySelectorAll(results).length,
            });
          });
          input.focus();
          observer.observe(box, { childList: true, subtree: true, characterData: true });
          started = performance.now();
          setValue.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`no answer to "${text}" within 15 s`));
          }, 15_000);
        }),
      { text, loadingText },
    );
  }

  async clearSearch(page) {
    await page.evaluate(() => {
      const input = document.querySelector('[role="search"] input');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      setValue.call(input, '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.blur();
    });
    await page.waitForTimeout(300);
  }

  /**
   * Scrolls until `pages` pages of cards are on screen or the feed ends; returns the cards shown. A feed
   * that does not grow within 10 s after reaching the bottom is a stall: it is logged with what the
   * page showed, then the bench scrolls up a little and down again (at most 3 times per call).
   */
  async scrollTo(page, pages) {
    const want = pages * pageSize;
    const state = () =>
      page.evaluate(
        ([selector, feedEnd]) => ({
          cards: document.querySelectorAll(selector).length,
          ended: [...document.querySelectorAll('[role="status"]')].some((e) =>
            e.textContent.includes(feedEnd),
          ),
        }),
        [cardSelector, feedEnd],
      );
    let stalls = 0;
    for (;;) {
      const { cards, ended } = await state();
      if (cards >= want || ended) return cards;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      try {
        await page.waitForFunction(
          ([selector, feedEnd, before]) =>
            document.querySelectorAll(selector).length > before ||
            [...document.querySelectorAll('[role="status"]')].some((e) =>
              e.textContent.includes(feedEnd),
            ),
          [cardSelector, feedEnd, cards],
          { timeout: 10_000 },
        );
      } catch (error) {
        stalls += 1;
        this.stalls += 1;
        const shown = await page.evaluate(() =>
          [...document.querySelectorAll('[role="status"], [role="alert"], button')]
            .map((e) => e.textContent.trim())
            .filter(Boolean)
            .join(' | '),
        );
        log(
          `  STALL: the feed stayed at ${cards} cards for 10 s at the bottom; page shows: ${shown}`,
        );
        if (stalls > 3) throw error;
        await page.evaluate(() => window.scrollBy(0, -400));
        await page.waitForTimeout(200);
      }
    }
  }

  async heap(page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    await cdp.detach();
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { bytes: usedSize, nodes };
  }

  /** One run at one size, in a fresh context. */
  async run(total) {
    const context = await this.newContext();
    try {
      const seeding = await context.newPage();
      const seeded = await this.seed(seeding, total);
      await seeding.close();
      // The bulk write leaves the storage engine busy for a moment; every size gets the same pause.
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const page = await context.newPage();
      const cold = (await this.firstCard(page, { cache: false })).firstCard;
      const warm = [];
      for (let i = 0; i < 3; i += 1)
        warm.push((await this.firstCard(page, { cache: true })).firstCard);
      const search = {};
      for (const query of queries) {
        search[query.name] = await this.search(page, query.text);
        await this.clearSearch(page);
      }
      const heap0 = await this.heap(page);
      const started = Date.now();
      const cards10 = await this.scrollTo(page, 10);
      const scroll10 = Date.now() - started;
      const heap10 = await this.heap(page);
      const cards50 = await this.scrollTo(page, 50);
      const scroll50 = Date.now() - started;
      const heap50 = await this.heap(page);
      log(
        `  ${String(total).padStart(5)} posts (seeded in ${ms(seeded.ms)}): first card cold ` +
          `${ms(cold)}, warm ${ms(median(warm))}; search ` +
          queries.map((q) => `${q.text} ${ms(search[q.name].ms)}`).join(', ') +
          `; heap ${mb(heap0.bytes)} -> ${mb(heap10.bytes)} (${cards10} cards) -> ` +
          `${mb(heap50.bytes)} (${cards50} cards)`,
      );
      return {
        cold,
        warm: median(warm),
        search,
        heap0,
        heap10,
        heap50,
        cards10,
        cards50,
        scroll10,
        scroll50,
      };
    } finally {
      await context.close();
    }
  }

  /** A profile on disk holding exactly `total` posts, prepared once and copied for every run. */
  async prepareProfile(total) {
    const profile = path.join(this.tmp, `seed-${total}`);
    const { context, page } = await this.launchProfile(profile);
    try {
      await this.seed(page, total);
    } finally {
      await context.close();
    }
    return profile;
  }

  /** First card in a new browser process on a copy of `seedProfile`, HTTP cache off. */
  async processRun(seedProfile) {
    const profile = path.join(this.tmp, 'run');
    rmSync(profile, { recursive: true, force: true });
    cpSync(seedProfile, profile, { recursive: true });
    const { context, page } = await this.launchProfile(profile);
    try {
      return await this.firstCard(page, { cache: false });
    } finally {
      await context.close();
    }
  }

  async upload() {
    const context = await this.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${this.origin}/__bench/index.html`);
      return await page.evaluate(async () => (await import('/__bench/bench.js')).measureUpload());
    } finally {
      await context.close();
    }
  }

  /**
   * Bytes of the pictures the first feed page of 4 photo posts points its cards at, and of their detail
   * copies (what the cards would load if they showed those).
   */
  async cardPictures() {
    const context = await this.newContext();
    try {
      const page = await context.newPage();
      await this.firstCard(page, { cache: true });
      await page.goto(`${this.origin}/__bench/index.html`);
      const { fullBytes } = await page.evaluate(async () =>
        (await import('/__bench/bench.js')).addPhotoPosts(4),
      );
      await page.goto(`${this.origin}/posts`);
      await page.waitForFunction(() => document.querySelectorAll('.post-card img').length >= 4);
      const sources = await page.evaluate(() =>
        [...document.querySelectorAll('.post-card img')].slice(0, 4).map((img) => img.src),
      );
      const bytes = (url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').length;
      return { cardBytes: sources.reduce((sum, url) => sum + bytes(url), 0), fullBytes };
    } finally {
      await context.close();
    }
  }

  async close() {
    await this.browser?.close();
    rmSync(this.tmp, { recursive: true, force: true });
  }
}

function summarise(total, results) {
  const pick = (f) => median(results.map(f));
  return {
    total,
    cold: pick((r) => r.cold),
    warm: pick((r) => r.warm),
    search: Object.fromEntries(queries.map((q) => [q.name, pick((r) => r.search[q.name].ms)])),
    searchWork: Object.fromEntries(
      queries.map((q) => [q.name, pick((r) => r.search[q.name].work)]),
    ),
    searchResults: Object.fromEntries(
      queries.map((q) => [q.name, pick((r) => r.search[q.name].results)]),
    ),
    heap0: pick((r) => r.heap0.bytes),
    heap10: pick((r) => r.heap10.bytes),
    heap50: pick((r) => r.heap50.bytes),
    nodes0: pick((r) => r.heap0.nodes),
    nodes10: pick((r) => r.heap10.nodes),
    nodes50: pick((r) => r.heap50.nodes),
    cards10: pick((r) => r.cards10),
    cards50: pick((r) => r.cards50),
    scroll10: pick((r) => r.scroll10),
    scroll50: pick((r) => r.scroll50),
  };
}

const sections = (process.env.BENCH_SECTIONS ?? 'local,firebase').split(',');

async function main() {
  if (sections.includes('local')) await benchLocal();
  if (sections.includes('firebase')) {
    log('');
    await benchFirebase({ root, runs, log, launchOptions, contextOptions });
  }
}

async function benchLocal() {
  if (process.env.BENCH_SKIP_BUILD !== '1') await buildAll();
  mkdirSync(outDir, { recursive: true });
  const server = await previewBuild(root, outDir);
  const { origin } = server;
  log(`serve: vite preview at ${origin}`);
  const bench = new Bench(origin);
  let failed = false;
  try {
    log(`measure: ${runs} runs per size, each in a fresh browser context`);
    const results = new Map(sizes.map((total) => [total, []]));
    for (let i = 0; i < runs; i += 1) {
      for (const total of sizes) results.get(total).push(await bench.run(total));
    }
    const summaries = sizes.map((total) => summarise(total, results.get(total)));
    const [small, mid, large] = summaries;

    log(
      `measure: first card in a new browser process on an on-disk profile, ${runs} runs per size`,
    );
    const profiles = new Map();
    for (const total of diskSizes) profiles.set(total, await bench.prepareProfile(total));
    const processRuns = new Map(diskSizes.map((total) => [total, []]));
    for (let i = 0; i < runs; i += 1) {
      for (const total of diskSizes) {
        const times = await bench.processRun(profiles.get(total));
        processRuns.get(total).push(times);
        log(
          `  ${String(total).padStart(5)} posts: first card ${ms(times.firstCard)} ` +
            `(indexedDB.open ${ms(times.idbOpen)})`,
        );
      }
    }
    const processCard = (total) => median(processRuns.get(total).map((t) => t.firstCard));
    const processOpen = (total) => median(processRuns.get(total).map((t) => t.idbOpen));

    const upload = await bench.upload();
    const cards = await bench.cardPictures();

    log('');
    log('medians (search times include the search box debounce; heap after a forced GC)');
    for (const s of summaries) {
      log(`posts ${s.total}:`);
      log(
        `  first card: fresh context cold ${ms(s.cold)}, warm ${ms(s.warm)}` +
          (profiles.has(s.total)
            ? `; new browser process on disk ${ms(processCard(s.total))} ` +
              `(indexedDB.open ${ms(processOpen(s.total))})`
            : ''),
      );
      for (const q of queries) {
        log(
          `  search "${q.text}" (${q.note}): ${ms(s.search[q.name])}, of which after the ` +
            `debounce ${ms1(s.searchWork[q.name])}; ${s.searchResults[q.name]} results`,
        );
      }
      log(
        `  heap: top of feed ${mb(s.heap0)} (${s.nodes0} elements); ${s.cards10} cards ` +
          `${mb(s.heap10)} (${s.nodes10} elements, scrolled in ${ms(s.scroll10)}); ${s.cards50} ` +
          `cards ${mb(s.heap50)} (${s.nodes50} elements, scrolled in ${ms(s.scroll50)})`,
      );
    }
    const grow10 = large.heap10 - large.heap0;
    const grow50 = large.heap50 - large.heap0;
    log('');
    log(
      `heap at ${large.total} posts, 50 pages over 10 pages: ${fixed(ratio(large.heap50, large.heap10))} ` +
        `(linear in pages: 5.00); growth beyond the top of the feed: +${mb(grow10)} after 10 pages, ` +
        `+${mb(grow50)} after 50, ratio ${fixed(ratio(grow50, grow10))} ` +
        `(${(grow50 / (large.cards50 || 1) / 1024).toFixed(1)} KB per card)`,
    );
    log(
      `upload: ${upload.width}x${upload.height} JPEG ${(upload.originalBytes / 1024).toFixed(0)} KB -> ` +
        `${upload.uploadedWidth}x${upload.uploadedHeight} ${(upload.uploadedBytes / 1024).toFixed(0)} ` +
        `KB in ${ms(upload.ms)} (target <= 400 KB: ` +
        `${upload.uploadedBytes <= 400 * 1024 ? 'met' : 'MISSED'})` +
        (upload.problem ? `; checkImageFile said ${upload.problem}` : ''),
    );
    if (upload.originalBytes < 2 * 1024 * 1024) log('upload: WARNING the photo is under 2 MB');
    const unique = [...new Set(bench.foreign)];
    if (unique.length > 0) {
      failed = true;
      log(`foreign requests (${unique.length} distinct):`);
      unique.slice(0, 20).forEach((url) => log(`  ${url}`));
    }
    log('');
    for (const q of queries.slice(1)) {
      log(
        `search-scaling-ratio (${q.text}): ${fixed(ratio(large.search[q.name], small.search[q.name]))}`,
      );
    }
    for (const q of queries) {
      log(
        `search-work-scaling-ratio (${q.text}, after the debounce): 10,000 / 10 posts ` +
          `${fixed(ratio(large.searchWork[q.name], small.searchWork[q.name]))}, 10,000 / 1,000 ` +
          `${fixed(ratio(large.searchWork[q.name], mid.searchWork[q.name]))}`,
      );
    }
    log(`feed-scaling-ratio (10,000 / 1,000 posts): ${fixed(ratio(large.cold, mid.cold))}`);
    log(`feed-scaling-ratio (warm): ${fixed(ratio(large.warm, small.warm))}`);
    log(
      `feed-scaling-ratio (new browser process on disk): ` +
        `${fixed(ratio(processCard(large.total), processCard(small.total)))}`,
    );
    log(`heap-50-over-10-pages: ${fixed(ratio(large.heap50, large.heap10))}`);
    log(`heap-growth-50-over-10-pages: ${fixed(ratio(grow50, grow10))}`);
    log(`feed-scaling-ratio: ${fixed(ratio(large.cold, small.cold))}`);
    log(`search-scaling-ratio: ${fixed(ratio(large.search.hit, small.search.hit))}`);
    log(`upload-bytes-ratio: ${fixed(ratio(upload.originalBytes, upload.uploadedBytes))}`);
    log(
      `card-picture-bytes-ratio: ${fixed(ratio(cards.cardBytes, cards.fullBytes))} ` +
        `(first page of 4 photo posts: cards load ${kb(cards.cardBytes)} KB, their detail pictures ` +
        `are ${kb(cards.fullBytes)} KB; goal <= 0.20)`,
    );
    log(`feed-stalls: ${bench.stalls}`);
    log(`foreign-requests: ${bench.foreign.length}`);
  } finally {
    await bench.close();
    await server.close();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
