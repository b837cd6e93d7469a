#!/usr/bin/env node
/**
 * npm run lighthouse: Lighthouse 12 (mobile, its default simulated throttling) on a visitor's first
 * visit to /posts, for both builds:
 *  - local: the production build on the embedded backend, so each run is a fresh profile that seeds
 *    its own database (Lighthouse starts every run with empty storage);
 *  - firebase: the production build against the Google Cloud CLI's Firestore emulator seeded with the
 *    demo content and 10 posts (scripts/bench/), served with the production headers. Skipped, with
 *    one line saying why, where that emulator cannot run.
 * LH_RUNS runs each (default 3), alternating builds so a busy moment slows both; prints every run and
 * the medians. Lighthouse is fetched by npx at the pinned version (not a dependency: about 60 MB that
 * only this script needs). Scores depend on the machine: measure on a calm one (see docs/scale.md).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { previewBuild } from './previewBuild.mjs';
import { buildFor, serve } from './bench/firebase.mjs';
import { seedEmulator, startEmulator, whyNoEmulator } from './bench/firestoreEmulator.mjs';

const lighthouse = 'lighthouse@12.8.2';
const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.LH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const work = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  SI: 'speed-index',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};

async function localSite() {
  const outDir = path.join(work, 'local');
  await build({
    root,
    mode: 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return previewBuild(root, outDir);
}

async function firebaseSite() {
  const emulator = await startEmulator(root, undefined);
  await seedEmulator(root, emulator.host, 10);
  const outDir = path.join(work, 'firebase');
  await buildFor(root, outDir, emulator.host);
  const site = await serve(root, outDir, emulator.host);
  return {
    origin: site.origin,
    close: async () => {
      await site.close();
      await emulator.stop();
    },
  };
}

/**
 * One Lighthouse run; the categories' scores (0-100) and the metrics (ms; CLS in thousandths). Not a
 * synchronous child: the sites are served from this process, whose event loop must keep answering.
 */
async function audit(origin, label, run) {
  const out = path.join(work, `${label}-${run}.json`);
  await promisify(execFile)(
    'npx',
    [
      '--yes',
      lighthouse,
      `${origin}/posts`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const result = {};
  for (const category of Object.values(report.categories))
    result[category.id] = Math.round(category.score * 100);
  for (const [name, id] of Object.entries(metrics))
    result[name] = Math.round(report.audits[id].numericValue * (name === 'CLS' ? 1000 : 1));
  return result;
}

const show = (result) =>
  Object.entries(result)
    .map(([key, value]) => `${key} ${key === 'CLS' ? (value / 1000).toFixed(3) : value}`)
    .join(', ');
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

const sites = { local: await localSite() };
const noEmulator = whyNoEmulator();
if (noEmulator) console.log(`firebase: skipped, ${noEmulator}`);
else sites.firebase = await firebaseSite();
const results = Object.fromEntries(Object.keys(sites).map((label) => [label, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const [label, site] of Object.entries(sites)) {
      const result = await audit(site.origin, label, run);
      results[label].push(result);
      console.log(`${label} run ${run}: ${show(result)}`);
    }
  }
} finally {
  for (const site of Object.values(sites)) await site.close();
  rmSync(work, { recursive: true, force: true });
}
for (const [label, list] of Object.entries(results)) {
  const medians = Object.fromEntries(
    Object.keys(list[0]).map((key) => [key, median(list.map((result) => result[key]))]),
  );
  console.log(`${label} median of ${list.length}: ${show(medians)}`);
}
