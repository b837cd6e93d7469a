import { describe, expect, it, beforeEach, afterEach } from 'vitest';
import type { AuthUser, Backend } from '../../../src/backend/types';
import { codeOf } from '../../support/codeOf';

export interface AuthContractOptions {
  /** With e-mail enumeration protection on, unknown e-mail and wrong password are one code. */
  enumerationProtection: boolean;
  /**
   * Set where the adapter cannot store profiles (the Firebase adapter without a Firestore emulator: a
   * display name change also writes users/{uid}, which would wait for a server that never answers).
   * Says why, and skips the case that changes the display name.
   */
  noProfileStore?: string;
  /**
   * The code of the newest password reset mail sent to `email`, read where the adapter keeps it (the
   * local backend's outbox, the Auth emulator's oobCodes).
   */
  resetCode(backend: Backend, email: string): Promise<string>;
}

const renames = 'changes the display name of the signed-in member';
const registersNamed = 'registers a member with a display name, which their profile carries';

let counter = 0;
/** A fresh address per call, so the suite can run against a shared, long-lived auth service. */
export function freshEmail(): string {
  counter += 1;
  return `member${Date.now().toString(36)}${counter}@example.com`;
}

/** A fresh display name per call: names are unique, and the auth service may be long-lived. */
export function freshName(label: string): string {
  counter += 1;
  return `${label}${Date.now().toString(36)}${counter}`;
}

/** One behaviour suite for AuthApi, run on every adapter. */
export function authContract(
  makeBackend: () => Promise<Backend>,
  { enumerationProtection, noProfileStore, resetCode }: AuthContractOptions,
) {
  if (noProfileStore !== undefined) {
    const setting = `e-mail enumeration protection ${enumerationProtection ? 'on' : 'off'}`;
    for (const name of [renames, registersNamed]) {
      console.log(`SKIPPED auth contract case "${name}" (${setting}): ${noProfileStore}`);
    }
  }

  describe('auth contract', () => {
    let backend: Backend;

    beforeEach(async () => {
      backend = await makeBackend();
    });

    afterEach(async () => {
      await backend.signOut();
    });

    it('registers a member, signs them in and reports the state', async () => {
      const email = freshEmail();
      const seen: (AuthUser | null)[] = [];
      const stop = backend.onAuthStateChanged((user) => seen.push(user));
      const user = await backend.register(email, 'secret1');
      expect(user.email).toBe(email);
      expect(user.uid).not.toBe('');
      expect(backend.currentUser()?.uid).toBe(user.uid);
      await expect.poll(() => seen.at(-1)?.uid).toBe(user.uid);
      stop();
    });

    it.skipIf(noProfileStore !== undefined)(registersNamed, async () => {
      const seen: (AuthUser | null)[] = [];
      const stop = backend.onAuthStateChanged((user) => seen.push(user));
      // Names are unique: each run of the suite takes new ones.
      const name = freshName('新會員');
      const user = await backend.register(freshEmail(), 'secret1', name);
      expect(user.displayName).toBe(name);
      expect(backend.currentUser()?.displayName).toBe(name);
      await expect.poll(() => seen.at(-1)?.displayName).toBe(name);
      // Announced with the name only: a page that leaves once a member is signed in (the sign-in
      // page) must not leave while the account is still nameless and a refusal could still come.
      const announced = seen.flatMap((member) => (member ? [member.displayName] : []));
      expect(announced).toEqual(announced.map(() => name));
      stop();
      // The public profile, as the names beside posts and comments read it.
      const profiles = await new Promise<Map<string, { displayName: string }>>(
        (resolve, reject) => {
          const unsubscribe = backend.watchProfiles(
            [user.uid],
            (found) => {
              if (!found.has(user.uid)) return;
              queueMicrotask(() => unsubscribe());
              resolve(found);
            },
            reject,
          );
        },
      );
      expect(profiles.get(user.uid)?.displayName).toBe(name);
    });

    it('refuses a blank or over-long display name before making the account', async () => {
      const email = freshEmail();
      expect(await codeOf(backend.register(email, 'secret1', '   '))).toBe('invalid-argument');
      expect(await codeOf(backend.register(email, 'secret1', '名'.repeat(31)))).toBe(
        'invalid-argument',
      );
      expect(backend.currentUser()).toBeNull();
      // No account was made: the address is still unknown.
      const expected = enumerationProtection ? 'invalid-credential' : 'user-not-found';
      expect(await codeOf(backend.signIn(email, 'secret1'))).toBe(expected);
    });

    it('refuses an e-mail that is already registered', async () => {
      const email = freshEmail();
      await backend.register(email, 'secret1');
      await backend.signOut();
      expect(await codeOf(backend.register(email, 'secret2'))).toBe('email-already-in-use');
    });

    it('refuses a weak password', async () => {
      expect(await codeOf(backend.register(freshEmail(), '12345'))).toBe('weak-password');
    });

    it('refuses a malformed e-mail on register and on sign-in', async () => {
      expect(await codeOf(backend.register('not-an-email', 'secret1'))).toBe('invalid-email');
      expect(await codeOf(backend.signIn('not-an-email', 'secret1'))).toBe('invalid-email');
    });

    it('signs in with the right password and out again', async () => {
      const email = freshEmail();
      const registered = await backend.register(email, 'secret1');
      await backend.signOut();
      expect(backend.currentUser()).toBeNull();
      const user = await backend.signIn(email, 'secret1');
      expect(user.uid).toBe(registered.uid);
      await backend.signOut();
      expect(backend.currentUser()).toBeNull();
    });

    it('refuses a wrong password', async () => {
      const email = freshEmail();
      await backend.register(email, 'secret1');
      await backend.signOut();
      const expected = enumerationProtection ? 'invalid-credential' : 'wrong-password';
      expect(await codeOf(backend.signIn(email, 'wrong-one'))).toBe(expected);
      expect(backend.currentUser()).toBeNull();
    });

    it('refuses an unknown e-mail', async () => {
      const expected = enumerationProtection ? 'invalid-credential' : 'user-not-found';
      expect(await codeOf(backend.signIn(freshEmail(), 'secret1'))).toBe(expected);
    });

    it.skipIf(noProfileStore !== undefined)(renames, async () => {
      const seen: (AuthUser | null)[] = [];
      const stop = backend.onAuthStateChanged((user) => seen.push(user));
      await backend.register(freshEmail(), 'secret1');
      const name = freshName('小明');
      await backend.updateDisplayName(name);
      expect(backend.currentUser()?.displayName).toBe(name);
      await expect.poll(() => seen.at(-1)?.displayName).toBe(name);
      stop();
    });

    it('changes the password only with the right current password', async () => {
      const email = freshEmail();
      await backend.register(email, 'secret1');
      const wrongPassword = enumerationProtection ? 'invalid-credential' : 'wrong-password';
      expect(await codeOf(backend.changePassword('not-it', 'secret2'))).toBe(wrongPassword);
      expect(await codeOf(backend.changePassword('secret1', '123'))).toBe('weak-password');
      await backend.changePassword('secret1', 'secret2');
      await backend.signOut();
      expect(await codeOf(backend.signIn(email, 'secret1'))).toBe(wrongPassword);
      expect((await backend.signIn(email, 'secret2')).email).toBe(email);
    });

    it('resets a forgotten password with the mailed code: the old one fails, the new one works', async () => {
      const email = freshEmail();
      await backend.register(email, 'secret1');
      await backend.signOut();
      await backend.sendPasswordReset(email);
      const code = await resetCode(backend, email);
      // A weak password is refused and leaves the code usable.
      expect(await codeOf(backend.resetPassword(code, '12345'))).toBe('weak-password');
      await backend.resetPassword(code, 'secret2');
      expect(backend.currentUser()).toBeNull();
      const wrongPassword = enumerationProtection ? 'invalid-credential' : 'wrong-password';
      expect(await codeOf(backend.signIn(email, 'secret1'))).toBe(wrongPassword);
      expect((await backend.signIn(email, 'secret2')).email).toBe(email);
    });

    it('refuses a used or an invalid reset code', async () => {
      const email = freshEmail();
      await backend.register(email, 'secret1');
      await backend.signOut();
      await backend.sendPasswordReset(email);
      const code = await resetCode(backend, email);
      await backend.resetPassword(code, 'secret2');
      expect(await codeOf(backend.resetPassword(code, 'secret3'))).toBe('invalid-action-code');
      expect(await codeOf(backend.resetPassword('not-a-code', 'secret3'))).toBe(
        'invalid-action-code',
      );
      // Neither changed the password.
      expect((await backend.signIn(email, 'secret2')).email).toBe(email);
    });

    it('answers a reset request for an unknown e-mail as for a known one', async () => {
      // (A malformed address is not part of it: the Auth emulator answers it as an unknown one, where
      // a real project says invalid-email.)
      expect(await codeOf(backend.sendPasswordReset(freshEmail()))).toBe('resolved');
    });

    it('refuses profile changes when nobody is signed in', async () => {
      await backend.signOut();
      expect(await codeOf(backend.updateDisplayName('x'))).toBe('unauthenticated');
    });
  });
}
