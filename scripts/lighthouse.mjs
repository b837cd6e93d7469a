#!/usr/bin/env node
/**
 * npm run lighthouse: our first visit beside the stack's floor, in one run (issue 41). It runs the
 * team's side-by-side script, ../shared/perf-floor/lighthouse-side.mjs (or PERF_FLOOR), which builds
 * and serves, alternating run by run, the first screen as plain HTML (static), a bare Vite + React +
 * react-router app drawing a top bar and 4 cards (floor), and ours; Lighthouse 12.8.2 mobile, its
 * default simulated throttling, each run a fresh profile. It prints every run and the medians. Ours is:
 *  - local: the production build on the embedded backend (the side script builds it; each run seeds);
 *  - firebase: the production build against the Google Cloud CLI's Firestore emulator seeded with the
 *    demo content and 10 posts (scripts/bench/), served with the production headers, given to the side
 *    script as OURS_URL. Skipped, with one line saying why, where that emulator cannot run.
 * RUNS runs each (default 5). Compare ours with the floor of the same run, never with a figure from
 * another machine or day; measure with nothing else running (docs/scale.md).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFor, serve } from './bench/firebase.mjs';
import { seedEmulator, startEmulator, whyNoEmulator } from './bench/firestoreEmulator.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const side = path.resolve(
  root,
  process.env.PERF_FLOOR ?? '../shared/perf-floor/lighthouse-side.mjs',
);
if (!existsSync(side)) {
  console.error(`npm run lighthouse needs the team's side-by-side script at ${side} (PERF_FLOOR).`);
  process.exit(1);
}
const runs = process.env.RUNS ?? '5';
const only = process.argv[2]; // 'local' or 'firebase'; both when absent

/** The side script with `env` added; not a synchronous child: this process serves the Firebase site. */
function sideBySide(label, env) {
  console.log(`\n== ours: ${label} ==`);
  return new Promise((resolve, reject) => {
    const child = spawn('node', [side], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, RUNS: runs, ...env },
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${label}: ${code}`))));
  });
}

if (only !== 'firebase') await sideBySide('the local build', {});
if (only !== 'local') {
  const noEmulator = whyNoEmulator();
  if (noEmulator) console.log(`firebase: skipped, ${noEmulator}`);
  else {
    const emulator = await startEmulator(root, undefined);
    const work = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
    try {
      await seedEmulator(root, emulator.host, 10);
      await buildFor(root, path.join(work, 'firebase'), emulator.host);
      const site = await serve(root, path.join(work, 'firebase'), emulator.host);
      try {
        await sideBySide('the Firebase build on the emulator', {
          OURS_URL: `${site.origin}/posts`,
        });
      } finally {
        await site.close();
      }
    } finally {
      await emulator.stop();
      rmSync(work, { recursive: true, force: true });
    }
  }
}
