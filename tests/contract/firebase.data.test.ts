import { describe } from 'vitest';
import { emulatorHosts, makeFirebaseBackend } from './emulatorEnv';
import { dataContract } from './suites/data';

// Firestore and Storage emulators need Java 21 and a download from Google. Where they did not start,
// firebase-tools sets no host for them, and this suite is skipped, and says so.
const available = Boolean(emulatorHosts.auth && emulatorHosts.firestore && emulatorHosts.storage);

if (!available) {
  console.log(
    'SKIPPED firebase data contract: Firestore/Storage emulators unavailable (need Java 21 + download)',
  );
}

describe.runIf(available)('Firebase adapter on the Auth, Firestore and Storage emulators', () => {
  dataContract(async () => Promise.all([makeFirebaseBackend(), makeFirebaseBackend()]));
});
