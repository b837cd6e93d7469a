/**
 * `npm run test:emulators`: the Firebase adapter's tests (tests/contract/firebase.*.test.ts) inside
 * `firebase emulators:exec`. The Auth emulator runs anywhere. Firestore and Storage need Java 21 and a
 * one-time download from Google; where either is missing, only the Auth tier runs, and one line says
 * what was skipped and why (the skipped tests are never counted as passed).
 */
import { spawnSync } from 'node:child_process';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

const firebase = fileURLToPath(
  new URL('../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url),
);
const tests = 'vitest run --project firebase-auth';
// emulators:exec runs `tests` through a shell, which finds vitest here also outside `npm run`.
const bin = fileURLToPath(new URL('../node_modules/.bin', import.meta.url));
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };

function javaMajor() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) return undefined;
  // "17.0.15" and the old "1.8.0" style alike.
  const version = /version "(?:1\.)?(\d+)/.exec(`${java.stderr}${java.stdout}`);
  return version ? Number(version[1]) : undefined;
}

/** Why the Firestore and Storage emulators cannot run here, or undefined when they can. */
function whyOnlyAuth() {
  const java = javaMajor();
  if (java === undefined || java < 21) {
    return `they need Java 21, and this machine has ${java === undefined ? 'no Java' : `Java ${java}`}`;
  }
  for (const emulator of ['firestore', 'storage']) {
    // Downloads once into ~/.cache/firebase/emulators; afterwards this works offline.
    const setup = spawnSync(process.execPath, [firebase, `setup:emulators:${emulator}`], {
      encoding: 'utf8',
    });
    if (setup.status !== 0) return `the ${emulator} emulator could not be downloaded`;
  }
  return undefined;
}

const reason = whyOnlyAuth();
if (reason)
  console.log(
    `SKIPPED Firestore and Storage emulator tests: ${reason}. Running the Auth tier only.`,
  );
const only = reason ? 'auth' : 'auth,firestore,storage';
const run = spawnSync(
  process.execPath,
  [firebase, 'emulators:exec', '--project', 'demo-post-wall', '--only', only, tests],
  { stdio: 'inherit', env },
);
process.exit(run.status ?? 1);
