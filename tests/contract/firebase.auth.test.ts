import { getApp } from 'firebase/app';
import { doc, getDocFromServer, getFirestore, terminate } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/types';
import {
  emulatorHosts,
  emulatorResetCode,
  loadFirestoreRules,
  makeFirebaseBackend,
  setEmailEnumerationProtection,
} from './emulatorEnv';
import { authContract, freshEmail } from './suites/auth';
import { codeOf } from '../support/codeOf';

if (!emulatorHosts.auth) {
  console.log(
    'SKIPPED firebase auth contract: FIREBASE_AUTH_EMULATOR_HOST is not set (run it through `npm run test:auth-emulator`)',
  );
}

// A display name change also writes users/{uid} to Firestore. Without a Firestore emulator that write
// would wait for a server that never answers, so what needs it is skipped, and says so.
const noFirestore = emulatorHosts.firestore
  ? undefined
  : 'it writes users/{uid}, and no Firestore emulator runs (FIRESTORE_EMULATOR_HOST is not set; `npm run test:emulators` starts one where it can)';

if (emulatorHosts.auth && noFirestore) {
  console.log(
    `SKIPPED "mirrors a display name change into users/{uid}, read back from the Firestore emulator": ${noFirestore}`,
  );
}

describe.runIf(emulatorHosts.auth)('Firebase adapter on the Auth emulator', () => {
  beforeAll(async () => {
    // Profile writes then pass through the real rules, whichever Firestore emulator runs.
    if (!noFirestore) await loadFirestoreRules();
  });

  afterAll(() => setEmailEnumerationProtection(false));

  // The project's setting (the emulator's) and the site's (the adapter's option, on by default): the
  // site answers one refusal unless both are off, as a project that turned protection off configures.
  const settings = [
    { project: false, site: undefined, enumerationProtection: true },
    { project: true, site: undefined, enumerationProtection: true },
    { project: false, site: false, enumerationProtection: false },
  ];
  for (const { project, site, enumerationProtection } of settings) {
    const on = (setting: boolean | undefined) => (setting === false ? 'off' : 'on');
    describe(`e-mail enumeration protection ${on(project)} in the project, ${site === undefined ? 'the site’s default' : on(site)} in the site`, () => {
      beforeAll(() => setEmailEnumerationProtection(project));
      authContract(() => makeFirebaseBackend(undefined, { emailEnumerationProtection: site }), {
        enumerationProtection,
        noProfileStore: noFirestore,
        resetCode: (_backend, email) => emulatorResetCode(email),
      });
    });
  }

  describe('beyond the contract', () => {
    let backend: Backend;

    beforeAll(async () => {
      backend = await makeFirebaseBackend();
    });

    it.skipIf(noFirestore !== undefined)(
      'mirrors a display name change into users/{uid}, read back from the Firestore emulator',
      async () => {
        const appName = `profile-${Date.now()}`;
        const member = await makeFirebaseBackend(appName);
        const { uid } = await member.register(freshEmail(), 'secret1');
        // A name of its own per run: names are unique.
        const name = `小華${Date.now().toString(36)}`;
        await member.updateDisplayName(name);
        const db = getFirestore(getApp(appName));
        try {
          // From the server, not this client's cache: what any other reader now gets.
          const stored = await getDocFromServer(doc(db, 'users', uid));
          // Registered without a name (the sign-up form always asks for one): when they joined is
          // not known, and no later write may say.
          expect(stored.data()).toEqual({ uid, displayName: name, photoURL: '' });
        } finally {
          await member.signOut();
          await terminate(db);
        }
      },
    );

    it('keeps two instances signed in as two different members', async () => {
      const other = await makeFirebaseBackend();
      const first = await backend.register(freshEmail(), 'secret1');
      const second = await other.register(freshEmail(), 'secret1');
      expect(backend.currentUser()?.uid).toBe(first.uid);
      expect(other.currentUser()?.uid).toBe(second.uid);
      await Promise.all([backend.signOut(), other.signOut()]);
    });

    it('refuses every member-only data operation when signed out, before any request', async () => {
      await backend.signOut();
      const image = new Blob([new Uint8Array([1])], { type: 'image/png' });
      const draft = { title: 't', content: 'c', topic: 'x' };
      const pictures = { full: image, card: image };
      const calls = [
        backend.publishPost(draft, null),
        backend.publishPost(draft, pictures),
        backend.updatePost('p1', { title: 'u' }, null),
        backend.updatePost('p1', { title: 'u' }, pictures),
        backend.deletePost('p1'),
        backend.setLike('p1', true),
        backend.setBookmark('p1', true),
        backend.addComment('p1', 'hi'),
        backend.deleteComment('p1', 'c1'),
        backend.updateAvatar(image),
        backend.changePassword('secret1', 'secret2'),
      ];
      expect(await Promise.all(calls.map(codeOf))).toEqual(calls.map(() => 'unauthenticated'));
    });
  });
});
