import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { hostingHeaders } from './scripts/hostingHeaders.ts';

type BackendKind = 'local' | 'firebase';

function adapterPath(kind: BackendKind): string {
  return fileURLToPath(new URL(`./src/backend/${kind}/index.ts`, import.meta.url));
}

export default defineConfig(({ mode }) => {
  // The adapter is chosen at build time through an alias, so the unused one is never bundled.
  const kind: BackendKind = process.env.VITE_BACKEND === 'firebase' ? 'firebase' : 'local';
  return {
    plugins: [react(), hostingHeaders()],
    resolve: { alias: { '@adapter': adapterPath(kind) } },
    // No modulepreload polyfill: of the build target's browsers (Vite 8: Chrome 111, Firefox 114,
    // Safari 16.4) only Firefox 114 and Safari 16 lack native modulepreload, and they still load every
    // chunk, only without the head start. It took 0.25 kB off the feed's critical path.
    build: { sourcemap: mode !== 'production', modulePreload: { polyfill: false } },
    preview: { port: 4173, strictPort: true },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'tests/unit/**/*.test.{ts,tsx}',
              'tests/components/**/*.test.{ts,tsx}',
              'tests/contract/local.*.test.ts',
            ],
            setupFiles: ['tests/setup/jsdom.ts'],
            resolve: { alias: { '@adapter': adapterPath('local') } },
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
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            // The Firebase build with the connection cut (npm run test:emulators runs it).
            name: 'offline',
            environment: 'node',
            include: ['tests/offline/**/*.e2e.ts'],
            testTimeout: 180_000,
            hookTimeout: 240_000,
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
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
