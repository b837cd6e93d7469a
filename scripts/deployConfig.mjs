/**
 * `npm run deploy:config` (also run by `npm run build:firebase`): what `firebase deploy` needs for the
 * project of VITE_FIREBASE_STORAGE_BUCKET (from the environment or .env.production.local):
 * - .firebase-deploy/firestore.rules and .firebase-deploy/storage.rules, the rules sources filled with
 *   that bucket and the emulator switch off (scripts/rulesFill.mjs);
 * - firebase.deploy.json: firebase.json pointing at those files, with the hosting CSP's img-src pinned
 *   to that bucket's download path instead of every bucket's.
 * Deploy with `firebase deploy --config firebase.deploy.json`. Both outputs are gitignored.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { readRules } from './rulesFill.mjs';

const root = new URL('../', import.meta.url);
const bucket = (
  process.env.VITE_FIREBASE_STORAGE_BUCKET ??
  loadEnv('production', root.pathname, 'VITE_').VITE_FIREBASE_STORAGE_BUCKET ??
  ''
).trim();
if (!bucket) {
  console.error('deploy:config: VITE_FIREBASE_STORAGE_BUCKET is not set; no rules were written');
  process.exit(1);
}

const values = { bucket, onEmulators: false };
mkdirSync(new URL('.firebase-deploy/', root), { recursive: true });
for (const file of /** @type {const} */ (['firestore.rules', 'storage.rules'])) {
  writeFileSync(new URL(`.firebase-deploy/${file}`, root), readRules(file, values));
}

const config = JSON.parse(readFileSync(new URL('firebase.json', root), 'utf8'));
const imagesOf = `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/`;
for (const rule of config.hosting.headers) {
  for (const header of rule.headers) {
    if (header.key !== 'Content-Security-Policy') continue;
    header.value = header.value.replace(
      /img-src ([^;]*)https:\/\/firebasestorage\.googleapis\.com(?=[ ;])/,
      `img-src $1${imagesOf}`,
    );
    if (!header.value.includes(imagesOf)) throw new Error('firebase.json: no img-src to pin');
  }
}
config.firestore.rules = '.firebase-deploy/firestore.rules';
config.storage.rules = '.firebase-deploy/storage.rules';
writeFileSync(new URL('firebase.deploy.json', root), `${JSON.stringify(config, null, 2)}\n`);
console.log(`deploy:config: rules and firebase.deploy.json for bucket ${bucket}`);
