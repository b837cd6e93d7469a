import type { FirebaseApp } from 'firebase/app';
import {
  EmailAuthProvider,
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { BackendError } from '../errors';
import { createPasswordResetApi } from './passwordReset';
import { storedDisplayName } from '../core/checks';
import type { AuthApi } from '../core/authApi';
import type { AuthUser, Profile, ProgressListener } from '../types';
import { profileOf } from './context';
import { followModeratorClaim } from './moderatorClaim';

/** Starts Auth on `app`; `emulatorHost` is `host:port`. */
export function startAuth(app: FirebaseApp, emulatorHost: string | undefined): Auth {
  // initializeAuth instead of getAuth: getAuth also bundles the popup/redirect sign-in code, which
  // e-mail and password sign-in never uses. Where neither store exists (Node, in tests), Auth keeps
  // the session in memory.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return auth;
}

export interface AuthDependencies {
  auth: Auth;
  /**
   * Writes `users/{uid}` with its name's claim, giving up the claim of `previous` (the name it held);
   * Firestore, loaded on first use. Rejects with 'name-taken' when another member holds the name.
   */
  saveProfile(profile: Profile, previous: string, joined?: boolean): Promise<void>;
  /** Whether any member holds the claim of a stored name. */
  nameTaken(name: string): Promise<boolean>;
  /** Rejects with 'unavailable' while Firestore is known to be out of reach, as a write would. */
  writable(): Promise<void>;
  /** Stores the avatar at `post-images/{uid}` (Storage, loaded on first use) and returns its URL. */
  uploadAvatar(uid: string, image: Blob, onProgress?: ProgressListener): Promise<string>;
  /**
   * The reset mail's continue URL (the site's sign-in page), where the site's address is known. The
   * link itself leads to the e-mail action URL set in the Firebase console: the site's /reset.
   */
  resetContinueUrl?: string;
}

/** Auth's member; `unauthenticated` when no one is signed in (index.ts: the member of every concern). */
export function requireUser(auth: Auth): User {
  if (!auth.currentUser) throw new BackendError('unauthenticated');
  return auth.currentUser;
}

// A new object every time: Firebase mutates its User in place, and React only sees new references.
function toAuthUser(user: User | null, moderator: (user: User) => boolean): AuthUser | null {
  if (!user) return null;
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    photoURL: user.photoURL ?? '',
    moderator: moderator(user),
  };
}

/** AuthApi over Firebase Auth. Errors are left raw: index.ts turns them into BackendErrors. */
export function createAuthApi({
  auth,
  saveProfile,
  nameTaken,
  writable,
  uploadAvatar,
  resetContinueUrl,
}: AuthDependencies): AuthApi {
  // Firebase's own listener stays silent when only the profile changes, so profile updates are
  // announced to these as well.
  const listeners = new Set<(user: AuthUser | null) => void>();
  // While register() runs, the new account exists before its name and profile do. Pages that leave
  // once a member is signed in (the sign-in page) would leave before the name is set, or before a
  // refusal could be shown; so the member is announced once register() has ended.
  let registering = 0;
  const announceProfile = () => {
    if (registering > 0) return;
    const user = asMember(auth.currentUser);
    listeners.forEach((listener) => listener(user));
  };
  const claim = followModeratorClaim(auth, announceProfile);
  const asMember = (user: User | null) => toAuthUser(user, claim.isModerator);

  /**
   * Gives the Auth account the name its profile now holds. firestore.rules compare a post's author
   * snapshot with both, and with the ID token's name, so the token is refreshed.
   */
  async function nameAccount(user: User, displayName: string) {
    await updateProfile(user, { displayName });
    await user.getIdToken(true);
    announceProfile();
  }

  return {
    onAuthStateChanged(callback) {
      // A fresh function per call, so one callback subscribed twice is unsubscribed once per call.
      const listener = (user: AuthUser | null) => callback(user);
      listeners.add(listener);
      const stop = onAuthStateChanged(auth, (user) => {
        if (registering > 0) return;
        if (!user) return listener(null);
        // With the claim read: a moderator reloading /mod/reports is not first told it does not exist.
        void claim.known(user).then(() => {
          if (registering === 0 && auth.currentUser?.uid === user.uid) listener(asMember(user));
        });
      });
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    currentUser: () => asMember(auth.currentUser),
    async signIn(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      return asMember(user) as AuthUser;
    },
    async register(email, password, displayName) {
      const name = displayName === undefined ? '' : storedDisplayName(displayName);
      // Before the account exists: a taken name then costs the member nothing.
      if (name && (await nameTaken(name))) throw new BackendError('name-taken');
      registering += 1;
      try {
        const { user } = await createUserWithEmailAndPassword(auth, email, password);
        if (name) {
          try {
            await saveProfile({ uid: user.uid, displayName: name, photoURL: '' }, '', true);
          } catch (error) {
            // Someone took the name since the check (or the write failed): an account without the
            // name the member asked for is not what they asked for, so it goes, and the form can be
            // sent again.
            await user.delete().catch(() => {});
            throw error;
          }
          await nameAccount(user, name);
        }
        return asMember(user) as AuthUser;
      } finally {
        registering -= 1;
        announceProfile();
      }
    },
    signOut: () => signOut(auth),
    async updateDisplayName(displayName) {
      const user = requireUser(auth);
      // The account's name is the profile's (this is what keeps them equal), so it is the one to give up.
      const previous = user.displayName ?? '';
      const name = storedDisplayName(displayName, previous);
      // Nothing changes while Firestore is known to be out of reach.
      await writable();
      // The account first, as before claims: a profile write the server does not answer in time stays
      // queued in the SDK and lands later, and the new name shows at once.
      await nameAccount(user, name);
      try {
        await saveProfile({ ...profileOf(user), displayName: name }, previous);
      } catch (error) {
        // Refused (the name is taken): the account goes back to the name the profile holds. A write
        // still queued ('unavailable' after the wait) will land, so the account keeps the new name.
        if (!(error instanceof BackendError && error.code === 'unavailable')) {
          await nameAccount(user, previous).catch(() => {});
        }
        throw error;
      }
    },
    async updateAvatar(image, onProgress) {
      const user = requireUser(auth);
      // As a rename: refused at once while Firestore is known to be out of reach, rather than after
      // the upload's own retries run out.
      await writable();
      const photoURL = await uploadAvatar(user.uid, image, onProgress);
      await updateProfile(user, { photoURL });
      await user.getIdToken(true);
      announceProfile();
      await saveProfile(profileOf(user), user.displayName ?? '');
      return photoURL;
    },
    async changePassword(current, next) {
      const user = requireUser(auth);
      const credential = EmailAuthProvider.credential(user.email ?? '', current);
      await reauthenticateWithCredential(user, credential);
      await updatePassword(user, next);
    },
    ...createPasswordResetApi({ auth, continueUrl: resetContinueUrl }),
  };
}
