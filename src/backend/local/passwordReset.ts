import { paths } from '../../lib/paths';
import type { AuthApi } from '../core/authApi';
import { BackendError } from '../errors';
import type { LocalContext } from './context';
import { keepResetMail } from './devOutbox';
import { checkedEmail, checkStrength, hashPassword } from './passwords';

/**
 * The password reset of the auth concern: the mail (kept in the development outbox, devOutbox.ts, with
 * a single-use, one-hour code) and the new password set with its code. As the Firebase adapter's
 * passwordReset.ts.
 */
export function createPasswordResetApi({
  db,
}: Pick<LocalContext, 'db'>): Pick<AuthApi, 'sendPasswordReset' | 'resetPassword'> {
  return {
    async sendPasswordReset(email) {
      const address = checkedEmail(email);
      await db.transaction('rw', db.accounts, db.outbox, db.resetCodes, async () => {
        const account = await db.accounts.get({ email: address });
        // No mail and no error for an unknown address: the answer is the same either way.
        if (account) await keepResetMail(db, account.uid, address, paths.resetLink);
      });
    },

    async resetPassword(code, newPassword) {
      const valid = async () => {
        const found = await db.resetCodes.get(code);
        if (!found || found.expiresAt <= Date.now()) {
          throw new BackendError('invalid-action-code');
        }
        return found;
      };
      // The code first, as Firebase checks it first: a weak password leaves it usable.
      await valid();
      checkStrength(newPassword);
      // Hashed outside the transaction (its awaits are not Dexie's), then the code checked again and
      // used up with the write, so two tabs cannot both use one code.
      const password = await hashPassword(newPassword);
      await db.transaction('rw', db.resetCodes, db.accounts, async () => {
        const { uid } = await valid();
        await db.resetCodes.delete(code);
        await db.accounts.update(uid, password);
      });
    },
  };
}
