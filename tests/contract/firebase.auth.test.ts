import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend, Profile } from '../../src/backend/types';
import { emulatorHosts, makeFirebaseBackend, setEmailEnumerationProtection } from './emulatorEnv';
import { authContract, freshEmail } from './suites/auth';
import { codeOf } from '../support/codeOf';

// Only the Auth emulator runs in this tier. Profile changes also write users/{uid} to Firestore, which
// is not running here: those writes are recorded instead of sent (the data tier stores them for real).
const savedProfiles = vi.hoisted((): Profile[] => []);
vi.mock('../../src/backend/firebase/profiles', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/backend/firebase/profiles')>()),
  saveProfile: async (_db: unknown, profile: Profile) => {
    savedProfiles.push(profile);
  },
}));

if (!emulatorHosts.auth) {
  console.log(
    'SKIPPED firebase auth contract: FIREBASE_AUTH_EMULATOR_HOST is not set (run it through `npm run test:auth-emulator`)',
  );
}

describe.runIf(emulatorHosts.auth)('Firebase adapter on the Auth emulator', () => {
  afterAll(() => setEmailEnumerationProtection(false));

  for (const enumerationProtection of [false, true]) {
    describe(`e-mail enumeration protection ${enumerationProtection ? 'on' : 'off'}`, () => {
      beforeAll(() => setEmailEnumerationProtection(enumerationProtection));
      authContract(makeFirebaseBackend, { enumerationProtection });
    });
  }

  describe('beyond the contract', () => {
    let backend: Backend;

    beforeAll(async () => {
      backend = await makeFirebaseBackend();
    });

    it('mirrors a display name change into users/{uid} with the whole profile', async () => {
      const { uid } = await backend.register(freshEmail(), 'secret1');
      await backend.updateDisplayName('小華');
      expect(savedProfiles.at(-1)).toEqual({ uid, displayName: '小華', photoURL: '' });
      await backend.signOut();
    });

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
      const draft = { title: 't', content: 'c', topic: 'x', imageUrl: '' };
      const calls = [
        backend.publishPost('p1', draft),
        backend.updatePost('p1', { title: 'u' }),
        backend.deletePost('p1'),
        backend.setLike('p1', true),
        backend.setBookmark('p1', true),
        backend.addComment('p1', 'hi'),
        backend.deleteComment('p1', 'c1'),
        backend.uploadPostImage('p1', image),
        backend.updateAvatar(image),
        backend.changePassword('secret1', 'secret2'),
      ];
      expect(await Promise.all(calls.map(codeOf))).toEqual(calls.map(() => 'unauthenticated'));
    });
  });
});
