import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { hostingHeaders } from './scripts/hostingHeaders.ts';
import { firebaseStartFrom, firstViewOrigins } from './src/backend/firebase/config.ts';

type BackendKind = 'local' | 'firebase';

function adapterPath(kind: BackendKind): string {
  return fileURLToPath(new URL(`./src/backend/${kind}/index.ts`, import.meta.url));
}

/** Cached pictures: at most this many, for at most this long, per cache. */
const pictures = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 };

/**
 * A picture neither kept nor reachable (no connection): the worker answers an empty 1 by 1 px SVG
 * instead of a failed request, which the browser would log as an error for every picture. The page
 * takes that size as no picture and draws its own placeholder (src/components/standIn.ts). Workbox
 * copies this function's text into the worker: it must use nothing from outside itself.
 */
const offlinePicture = {
  handlerDidError: async () =>
    new Response('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    }),
};

// A browser under a CI machine's load answers in seconds, not in expect.poll's default 1 s: waiting is
// not what the browser tests measure (npm run bench does).
const browserPoll = { timeout: 10_000 };

/**
 * The service worker (Workbox, generateSW): the built shell (index.html, JS, CSS, the icon) is
 * precached, so a reload without a connection starts the site; every route but the seed's pictures
 * and robots.txt falls back to index.html. Pictures this browser has shown (the seed's, and Storage's
 * download URLs, the emulator's included) are kept as they are met, CacheFirst and bounded. Registered
 * by src/registerServiceWorker.ts after the first card; off under `npm run dev`.
 */
function appShell() {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      globIgnores: ['seed/**'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/seed\//, /^\/robots\.txt$/],
      cleanupOutdatedCaches: true,
      // The first visit's page is taken over as soon as the worker is active, not at the next load:
      // a reload offline right after it is answered from the shell.
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/seed/'),
          handler: 'CacheFirst',
          options: { cacheName: 'seed-pictures', expiration: pictures, plugins: [offlinePicture] },
        },
        {
          // A Storage download URL (firebasestorage.googleapis.com, or the emulator's): an <img>'s
          // no-cors answer is opaque (status 0), kept all the same.
          urlPattern: ({ url }) => /^\/v0\/b\/[^/]+\/o\//.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'post-pictures',
            expiration: { ...pictures, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [0, 200] },
            plugins: [offlinePicture],
          },
        },
      ],
    },
  });
}

/**
 * The Firebase build's first card waits on other origins (config.ts firstViewOrigins): index.html
 * asks the browser to connect to them while the main chunk still loads, instead of after it.
 */
function preconnects(kind: BackendKind, mode: string): Plugin {
  const start = kind === 'firebase' ? firebaseStartFrom(loadEnv(mode, process.cwd()), '') : null;
  const origins = start && 'options' in start ? firstViewOrigins(start.options) : [];
  return {
    name: 'first-view-preconnects',
    transformIndexHtml: () =>
      origins.map(({ origin, cors }) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href: origin, ...(cors && { crossorigin: '' }) },
        injectTo: 'head',
      })),
  };
}

/** Unit test files that use localStorage or the DOM: they run in the jsdom project. */
const unitTestsWithBrowserApis = [
  'tests/unit/draftStore.test.ts',
  'tests/unit/firebaseConfig.test.tsx',
  'tests/unit/seed.test.ts',
];

export default defineConfig(({ mode }) => {
  // The adapter is chosen at build time through an alias, so the unused one is never bundled.
  const kind: BackendKind = process.env.VITE_BACKEND === 'firebase' ? 'firebase' : 'local';
  return {
    plugins: [react(), hostingHeaders(), appShell(), preconnects(kind, mode)],
    resolve: { alias: { '@adapter': adapterPath(kind) } },
    // No modulepreload polyfill: of the build target's browsers (Vite 8: Chrome 111, Firefox 114,
    // Safari 16.4) only Firefox 114 and Safari 16 lack native modulepreload, and they still load every
    // chunk, only without the head start. It took 0.25 kB off the feed's critical path.
    build: {
      sourcemap: mode !== 'production',
      modulePreload: { polyfill: false },
      // Everything the entry imports statically in one chunk: left to itself, Rolldown split it into
      // six (the shared parts of lazily loaded code), 2.5 kB more on the feed's critical path.
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
      },
    },
    preview: { port: 4173, strictPort: true },
    test: {
      projects: [
        {
          // Plain functions and the tools' own checks: Node, no DOM to set up for each file.
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            exclude: unitTestsWithBrowserApis,
            setupFiles: ['tests/setup/consoleGuard.ts'],
            resolve: { alias: { '@adapter': adapterPath('local') } },
          },
        },
        {
          // What needs a browser's APIs (DOM, localStorage, IndexedDB): pages and hooks, the local
          // adapter's contract, and the unit files named above.
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            include: [
              'tests/components/**/*.test.{ts,tsx}',
              'tests/contract/local.*.test.ts',
              ...unitTestsWithBrowserApis,
            ],
            setupFiles: ['tests/setup/jsdom.ts'],
            resolve: { alias: { '@adapter': adapterPath('local') } },
            // Vitest's default workers (cores - 1) leave a core to the emulator tiers `npm test` runs
            // meanwhile. On a busy machine a test's several findBy* waits (5 s each) can add up past
            // Vitest's 5 s default: waiting is not what these tests measure.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'firebase-auth',
            environment: 'node',
            include: ['tests/contract/firebase.*.test.ts'],
            testTimeout: 20_000,
            hookTimeout: 20_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'rules',
            environment: 'node',
            include: ['tests/rules/**/*.test.ts'],
            globalSetup: ['tests/rules/firestore/skipNotice.ts'],
            testTimeout: 30_000,
            hookTimeout: 30_000,
            // One worker takes every file, one after the other, with the modules it loaded kept:
            // one rules test environment for the run (tests/rules/firestore/setup.ts), not one per file.
            fileParallelism: false,
            isolate: false,
            // Its own group, so that one `vitest run` of several projects accepts its one worker.
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            // The Firebase build with the connection cut (npm run test:e2e runs it in the emulators).
            name: 'offline',
            environment: 'node',
            include: ['tests/offline/**/*.e2e.ts'],
            // The build, made once for the tier's files.
            globalSetup: ['tests/offline/globalSetup.ts'],
            testTimeout: 180_000,
            hookTimeout: 240_000,
            fileParallelism: false,
            expect: { poll: browserPoll },
          },
        },
        {
          extends: true,
          test: {
            // npm run weigh (issue 47): a visit's Firestore bytes, on the offline tier's build.
            name: 'weigh',
            environment: 'node',
            include: ['tests/weigh/**/*.weigh.ts'],
            globalSetup: ['tests/weigh/globalSetup.ts'],
            testTimeout: 600_000,
            hookTimeout: 300_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.ts'],
            globalSetup: ['tests/e2e/globalSetup.ts'],
            setupFiles: ['tests/e2e/consoleGuard.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
            // Two files at a time, each its own Chromium, against the one preview server: each test's
            // site is its own (a fresh browser context, its IndexedDB), so they share no state.
            maxWorkers: 2,
            sequence: { groupOrder: 2 },
            expect: { poll: browserPoll },
          },
        },
      ],
    },
  };
});
