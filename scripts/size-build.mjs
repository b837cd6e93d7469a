#!/usr/bin/env node
/**
 * The production build that `npm run size` measures: the Firebase adapter with placeholder VITE_FIREBASE_*
 * values (a build needs no real project), and a manifest from which .size-limit.js works out the
 * critical path of the feed and each route's chunks. Kept out of dist/, which the e2e run owns.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const sizeOutDir = path.join(root, 'node_modules/.cache/post-wall-size');

const placeholders = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-post-wall.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-post-wall',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-post-wall.appspot.com',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  // With App Check on, as a deployment should run: its chunk must stay off the critical path.
  VITE_FIREBASE_APPCHECK_SITE_KEY: 'placeholder-site-key',
};

Object.assign(process.env, placeholders);
await build({
  root,
  mode: 'production',
  logLevel: 'error',
  build: { outDir: sizeOutDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
});
console.log(`size: production build (Firebase adapter) in ${path.relative(root, sizeOutDir)}`);
