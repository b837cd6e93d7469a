import {
  confirmPasswordReset,
  sendPasswordResetEmail,
  verifyPasswordResetCode,
  type Auth,
} from 'firebase/auth';
import { BackendError } from '../errors';
import type { AuthApi } from '../core/authApi';
import { firebaseCode } from './firebaseErrors';

/**
 * The password reset of the auth concern: the mail (its link leads to the e-mail action URL set in the
 * Firebase console, the site's /reset; `continueUrl` is where that page sends the member after) and
 * the new password set with the mail's code.
 */
export function createPasswordResetApi({
  auth,
  continueUrl,
}: {
  auth: Auth;
  continueUrl: string | undefined;
}): Pick<AuthApi, 'sendPasswordReset' | 'resetPassword'> {
  return {
    async sendPasswordReset(email) {
      const settings = continueUrl ? { url: continueUrl } : undefined;
      try {
        await sendPasswordResetEmail(auth, email, settings);
      } catch (error) {
        // Without e-mail enumeration protection Auth says the address is unknown: the member is told
        // the same either way, so nobody learns from the form which addresses have an account.
        if (firebaseCode(error) !== 'auth/user-not-found') throw error;
      }
    },
    async resetPassword(code, newPassword) {
      try {
        // The code first: an expired or used link says so before the new password is judged.
        await verifyPasswordResetCode(auth, code);
        await confirmPasswordReset(auth, code, newPassword);
      } catch (error) {
        // The account went (or was disabled) since the mail: the link no longer works.
        const gone = ['auth/user-not-found', 'auth/user-disabled'];
        if (gone.includes(firebaseCode(error) ?? '')) throw new BackendError('invalid-action-code');
        throw error;
      }
    },
  };
}
