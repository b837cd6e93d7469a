import { getApp } from 'firebase/app';
import {
  collection,
  doc,
  getDocs,
  getFirestore,
  setDoc,
  setLogLevel,
  terminate,
} from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetRepeatedIds, repeatPostId } from '../support/drawnIds';
import {
  addTopic,
  emulatorHosts,
  makeModerator,
  loadFirestoreRules,
  makeFirebaseBackend,
  retryGarbled,
  storageBucket,
  watchForGarbledStreams,
} from './emulatorEnv';
import { freshEmail } from './suites/auth';
import { dataContract } from './suites/data';
import { contractTopics, type ReadPicture } from './suites/data/harness';
import { postPictureContract } from './suites/data/postPictures';
import { incompletePostsContract, type InterruptPublish } from './suites/data/incompletePosts';
import { autoId } from '../../src/backend/core/ids';
import { reservePost } from '../../src/backend/firebase/incompletePosts';
import type { Backend } from '../../src/backend/types';
import { codeOf } from '../support/codeOf';

// The data contract needs the Auth and Firestore emulators. `npm run test:emulators` starts them with
// firebase-tools (Java 21 and a download), or else runs the Google Cloud CLI's Firestore emulator next
// to firebase-tools' Auth emulator. The Storage emulator comes only with firebase-tools; without it,
// the cases that store pictures are skipped, and the suite says which.
const available = Boolean(emulatorHosts.auth && emulatorHosts.firestore);

if (!available) {
  console.log(
    'SKIPPED firebase data contract: it needs the Auth and Firestore emulators ' +
      '(FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST); run it through `npm run test:emulators`',
  );
}

const noStorage =
  available && !emulatorHosts.storage
    ? 'no Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST is not set; firebase-tools starts one only with Java 21 and a download)'
    : undefined;

const services = `Auth and Firestore${emulatorHosts.storage ? ' and Storage' : ''}`;

vi.mock('../../src/backend/core/ids', async (importOriginal) => {
  const ids = await importOriginal<typeof import('../../src/backend/core/ids')>();
  return { ...ids, autoId: vi.fn(ids.autoId) };
});
afterEach(forgetRepeatedIds);

// As a browser reads a picture: its download URL, which answers 404 once the object is deleted. One
// whose URL the test never learnt, by its name: storage.rules let anyone fetch a picture by name.
const byName = (path: string) =>
  `http://${emulatorHosts.storage}/v0/b/${storageBucket}/o/${encodeURIComponent(path)}?alt=media`;
const readPicture: ReadPicture = async ({ path, url = byName(path) }) => {
  const response = await fetch(url);
  if (response.ok) return 'found';
  if (response.status === 404) return 'missing';
  throw new Error(`reading ${url}: HTTP ${response.status}`);
};

describe.runIf(available)(
  `Firebase adapter on the ${services} emulators`,
  { retry: retryGarbled },
  () => {
    watchForGarbledStreams();

    beforeAll(async () => {
      await loadFirestoreRules();
      await Promise.all(contractTopics.map(addTopic));
      // Refused writes are expected below; the SDK would log each one as a warning.
      setLogLevel('error');
    });

    // Without this, a contract run on an emulator that checks no rules (or ignores the member's ID
    // token) could pass for the wrong reason: the adapter checks a few things itself first.
    it('runs on a Firestore emulator that checks firestore.rules against Auth emulator ID tokens', async () => {
      // Its own app name per run: the test may run again (see retryGarbled).
      const appName = `rules-check-${Date.now()}`;
      const backend = await makeFirebaseBackend(appName);
      const { uid } = await backend.register(freshEmail(), 'secret1');
      // Writes users/{uid}, which only that uid may write: resolves once the emulator has accepted it.
      // A name of its own per run: names are unique.
      const name = `規則${Date.now().toString(36)}`;
      await backend.updateDisplayName(name);
      const db = getFirestore(getApp(appName));
      try {
        const profile = { uid: 'someone-else', displayName: name, photoURL: '' };
        expect(await codeOf(setDoc(doc(db, 'users', 'someone-else'), profile))).toBe(
          'permission-denied',
        );
        // Merged: the profile keeps the joinedAt its registration wrote, which no write may change.
        expect(
          await codeOf(setDoc(doc(db, 'users', uid), { ...profile, uid }, { merge: true })),
        ).toBe('resolved');
        expect(await codeOf(setDoc(doc(db, 'topics', 'rules-check'), { name: 'x' }))).toBe(
          'permission-denied',
        );
        // Every query must carry a limit.
        expect(await codeOf(getDocs(collection(db, 'posts')))).toBe('permission-denied');
      } finally {
        await backend.signOut();
        await terminate(db);
      }
    });

    const makeBackends = async () => Promise.all([makeFirebaseBackend(), makeFirebaseBackend()]);
    dataContract(makeBackends, {
      noStorage,
      readPicture,
      repeatPostId,
      anotherClient: () => makeFirebaseBackend(),
      addTopic,
      pacedClient: () => makeFirebaseBackend(undefined, { pace: 'rules' }),
      makeModerator,
    });
    postPictureContract(makeBackends, { noStorage, readPicture, repeatPostId, addTopic });

    // A publish cut short after the adapter's first step: its reservation, made by the adapter's own
    // code through the member's own Firestore client (an app of its own, reached by name).
    const appNames = new WeakMap<Backend, string>();
    let apps = 0;
    const namedBackend = async () => {
      apps += 1;
      const name = `incomplete-${Date.now()}-${apps}`;
      const backend = await makeFirebaseBackend(name);
      appNames.set(backend, name);
      return backend;
    };
    const interruptPublish: InterruptPublish = async (backend, draft) => {
      const uid = backend.currentUser()?.uid ?? '';
      // A read first, so that the adapter has connected its Firestore to the emulator.
      await new Promise<void>((resolve, reject) => {
        const stop = backend.watchIncompletePosts(
          uid,
          () => {
            queueMicrotask(() => stop());
            resolve();
          },
          reject,
        );
      });
      const id = autoId();
      await reservePost(getFirestore(getApp(appNames.get(backend))), id, uid, draft);
      return id;
    };
    incompletePostsContract(async () => Promise.all([namedBackend(), namedBackend()]), {
      noStorage,
      readPicture,
      repeatPostId,
      addTopic,
      interruptPublish,
    });
  },
);
