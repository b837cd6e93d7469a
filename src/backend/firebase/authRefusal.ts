import { defaultEmailEnumerationProtection, signInRefusal, type AuthApi } from '../core/authApi';
import { firebaseCode } from './firebaseErrors';

/**
 * `api` with Auth's refusals of a password worded as this site words them (core/authApi.ts): a
 * project with Firebase's e-mail enumeration protection already answers `auth/invalid-credential`;
 * one without (and the emulator, by default) tells an unknown address from a wrong password, which
 * the site says only where it is configured to (`emailEnumerationProtection: false`).
 */
export function withSignInRefusals(
  api: AuthApi,
  emailEnumerationProtection = defaultEmailEnumerationProtection,
): AuthApi {
  const refused = (error: unknown): never => {
    const code = firebaseCode(error);
    if (code === 'auth/user-not-found' || code === 'auth/wrong-password') {
      const reason = code === 'auth/user-not-found' ? 'user-not-found' : 'wrong-password';
      throw signInRefusal(reason, emailEnumerationProtection, error);
    }
    throw error;
  };
  // Own properties, each: index.ts finds a member's methods by Object.hasOwn.
  return {
    ...api,
    signIn: (email, password) => api.signIn(email, password).catch(refused),
    // Its re-authentication with the current password is refused the same way.
    changePassword: (current, next) => api.changePassword(current, next).catch(refused),
  };
}
