import { BackendError } from '../errors';
import type { AuthUser, ProgressListener, Unsubscribe } from '../types';

/** The member's account: what each adapter's auth.ts provides (createAuthApi). */
export interface AuthApi {
  /** Calls back at once with the current member (or null), then on every change. */
  onAuthStateChanged(callback: (user: AuthUser | null) => void): Unsubscribe;
  currentUser(): AuthUser | null;
  /**
   * Under e-mail enumeration protection (the default of both adapters, emailEnumerationProtection)
   * an unknown e-mail and a wrong password are both `invalid-credential`; with it off, an unknown
   * e-mail is `user-not-found` and a wrong password `wrong-password`.
   */
  signIn(email: string, password: string): Promise<AuthUser>;
  /**
   * Creates the account and signs it in. With `displayName` (checked first: blank or too long is
   * `invalid-argument`, and no account is made), the member and `users/{uid}` carry that name.
   */
  register(email: string, password: string, displayName?: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** Updates the auth profile and `users/{uid}`. */
  updateDisplayName(displayName: string): Promise<void>;
  /** Uploads to `post-images/{uid}`, updates the auth profile and `users/{uid}`; returns the URL. */
  updateAvatar(image: Blob, onProgress?: ProgressListener): Promise<string>;
  /**
   * Re-authenticates with `current` (wrong: `wrong-password`, or `invalid-credential` under e-mail
   * enumeration protection), then sets `next` (`weak-password`).
   */
  changePassword(current: string, next: string): Promise<void>;
  /**
   * Sends the password reset mail to `email`, whose link leads to the site's reset page with a one-time
   * code. An address without an account is not an error (nothing says which addresses have one); a
   * malformed one is `invalid-email`.
   */
  sendPasswordReset(email: string): Promise<void>;
  /**
   * Checks the reset mail's `code` (expired, used or unknown: `invalid-action-code`), then sets
   * `newPassword` (`weak-password`, which leaves the code usable) and uses the code up. Signs no one in.
   */
  resetPassword(code: string, newPassword: string): Promise<void>;
}

/**
 * Whether a sign-in's refusals say which addresses have an account. On by default in both adapters, as
 * in every Firebase project created since 2023 (one answer, 信箱或密碼錯誤, for an unknown address and a
 * wrong password); off only where a project has turned Firebase's protection off and wants the
 * spec's two messages (README, "E-mail enumeration protection").
 */
export const defaultEmailEnumerationProtection = true;

/**
 * The refusal of a sign-in (or of the re-authentication before a password change): under e-mail
 * enumeration protection an unknown address and a wrong password are one code, so the answer does not
 * tell whether the address is registered.
 */
export function signInRefusal(
  code: 'user-not-found' | 'wrong-password',
  emailEnumerationProtection: boolean,
  cause?: unknown,
): BackendError {
  return new BackendError(emailEnumerationProtection ? 'invalid-credential' : code, { cause });
}
