/**
 * What the emulator scripts (test-emulators.mjs, dev-emulators.mjs) need to know about firebase-tools
 * on this machine: where its CLI is, and whether it can start its Firestore and Storage emulators.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const firebase = fileURLToPath(
  new URL('../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url),
);
export const projectId = 'demo-post-wall';

/** The major version of `java` on the PATH, or undefined without one. */
export function javaMajor() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) return undefined;
  // "17.0.15" and the old "1.8.0" style alike.
  const version = /version "(?:1\.)?(\d+)/.exec(`${java.stderr}${java.stdout}`);
  return version ? Number(version[1]) : undefined;
}

/** Why firebase-tools cannot start the Firestore and Storage emulators here, or undefined when it can. */
export function whyOnlyAuth(java) {
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
