/**
 * firestore.rules is a source with two tokens: `__PROJECT_BUCKET__` (the project's Storage bucket, the
 * only one whose download URLs are pictures) and `__ON_EMULATORS__` (whether the Storage emulator's
 * host and the site's /seed/ pictures count as pictures too). Unfilled, it still loads (the rules
 * compiler only warns about `__ON_EMULATORS__`, and `firebase deploy` stops on errors only), but it
 * refuses every picture: no URL names a bucket `__PROJECT_BUCKET__`. storage.rules has neither (it checks names and owners, not
 * addresses); it goes through the same fill so that both are deployed alike. scripts/deployConfig.mjs
 * fills them for a project; everything that loads rules into an emulator fills them with
 * emulatorValues.
 */
import { readFileSync } from 'node:fs';

/**
 * What the emulators run: the demo project's default bucket, as the Firebase adapter's emulator config
 * has it.
 */
export const emulatorValues = { bucket: 'demo-post-wall.appspot.com', onEmulators: true };

// A bucket name as Cloud Storage allows it: nothing a rules string could be broken out of.
const bucketName = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/**
 * @param {string} source
 * @param {{ bucket: string, onEmulators: boolean }} values
 * @returns {string}
 */
export function fillRules(source, { bucket, onEmulators }) {
  if (!bucketName.test(bucket))
    throw new Error(`not a Storage bucket name: ${JSON.stringify(bucket)}`);
  return source
    .replaceAll('__PROJECT_BUCKET__', bucket)
    .replaceAll('__ON_EMULATORS__', onEmulators ? 'true' : 'false');
}

/**
 * One of the repository's rules files, filled.
 * @param {'firestore.rules' | 'storage.rules'} file
 * @param {{ bucket: string, onEmulators: boolean }} [values]
 * @returns {string}
 */
export function readRules(file, values = emulatorValues) {
  return fillRules(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'), values);
}

/** Names a changed copy of firestore.rules for the Firestore rules suites (scripts/rulesMutants.mjs). */
export const rulesUnderTestVariable = 'RULES_UNDER_TEST';

/**
 * What the Firestore rules suites load: firestore.rules, or the file RULES_UNDER_TEST names, filled.
 * @returns {string}
 */
export function firestoreRulesUnderTest() {
  const file = process.env[rulesUnderTestVariable];
  return file
    ? fillRules(readFileSync(file, 'utf8'), emulatorValues)
    : readRules('firestore.rules');
}
