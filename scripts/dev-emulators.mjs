#!/usr/bin/env node
/**
 * `npm run dev:emulators`: the site on the Firebase adapter against emulators, seeded with the local
 * backend's demo content (scripts/seed-emulators.mjs), at the address Vite prints.
 *
 * - Where firebase-tools can start all three emulators (Java 21 and its one-time downloads): Auth,
 *   Firestore and Storage from firebase-tools, as `firebase emulators:exec`.
 * - Elsewhere (firebase-tools 15 refuses to start on Java 17 once Firestore or Storage is asked for):
 *   Auth from firebase-tools (`--only auth`, which needs no Java), and Firestore from the Google Cloud
 *   CLI's emulator (Debian package google-cloud-cli-firestore-emulator, Java 11+) with firestore.rules
 *   loaded into it, as `npm run test:emulators` does. Nothing emulates Storage there, so pictures
 *   cannot be uploaded (publishing with a picture, a new avatar); the script says so before the site
 *   starts. The seeded pictures show: they are files the dev server serves (public/seed).
 *
 * Everything is discarded when it stops (Ctrl-C).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firebase, javaMajor, projectId, whyOnlyAuth } from './firebaseTools.mjs';
import {
  gcloudFirestoreJar,
  loadFirestoreRules,
  startGcloudFirestore,
} from './gcloudFirestore.mjs';

const bin = fileURLToPath(new URL('../node_modules/.bin', import.meta.url));
const seed = fileURLToPath(new URL('./seed-emulators.mjs', import.meta.url));
// emulators:exec runs its command through a shell, which finds vite here also outside `npm run`.
const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
  VITE_BACKEND: 'firebase',
  VITE_USE_EMULATORS: 'true',
};
const site = `"${process.execPath}" "${seed}" && vite`;

function say(message) {
  console.log(`dev:emulators: ${message}`);
}

/** Runs `firebase emulators:exec` for `only`, with `site` as its command; resolves with its exit code. */
function emulatorsExec(only, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [firebase, 'emulators:exec', '--project', projectId, '--only', only, site],
      { stdio: 'inherit', env: { ...env, ...extraEnv } },
    );
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 130 : 0)));
  });
}

const java = javaMajor();
const reason = whyOnlyAuth(java);
if (!reason) {
  say('Auth, Firestore and Storage from firebase-tools.');
  process.exit(await emulatorsExec('auth,firestore,storage'));
}

if (!existsSync(gcloudFirestoreJar) || java === undefined || java < 11) {
  say(
    `cannot start a Firestore emulator here. firebase-tools' Firestore and Storage emulators ${reason}; ` +
      'the fallback, the Google Cloud CLI Firestore emulator (Debian package ' +
      `google-cloud-cli-firestore-emulator, Java 11+), is ${existsSync(gcloudFirestoreJar) ? 'installed, but there is no Java 11+' : 'not installed'}. ` +
      '`npm run dev` runs the site on the local backend without any of them.',
  );
  process.exit(1);
}

say(
  `firebase-tools' Firestore and Storage emulators cannot start here (${reason}): Auth from ` +
    "firebase-tools, Firestore from the Google Cloud CLI's emulator.",
);
const firestore = await startGcloudFirestore(projectId);
if (!firestore) {
  say('the Google Cloud CLI Firestore emulator did not start within a minute.');
  process.exit(1);
}
// Ctrl-C reaches the whole process group; the emulator is stopped before this script exits.
const stop = () => void firestore.stop().then(() => process.exit(130));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

let status = 1;
try {
  await loadFirestoreRules(firestore.host, projectId);
  say(`Firestore at ${firestore.host}, with firestore.rules.`);
  say(
    'NO STORAGE EMULATOR: pictures cannot be uploaded here. Publishing a post with a picture and ' +
      'changing an avatar will not finish (the upload has nowhere to go); everything else works, and ' +
      "the seeded pictures show. For uploads, run this where firebase-tools' Storage emulator can " +
      'start (Java 21).',
  );
  status = await emulatorsExec('auth', {
    FIRESTORE_EMULATOR_HOST: firestore.host,
    VITE_FIRESTORE_EMULATOR_HOST: firestore.host,
  });
} finally {
  await firestore.stop();
}
process.exit(status);
