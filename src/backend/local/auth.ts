import { BackendError } from '../errors';
import { storedDisplayName } from '../core/checks';
import { defaultEmailEnumerationProtection, signInRefusal, type AuthApi } from '../core/authApi';
import type { AccountRecord } from './db';
import { imagePath, putImage } from './pictures';
import { autoId } from '../core/ids';
import { checkedEmail, checkStrength, hashPassword, verifyPassword } from './passwords';
import { claimName, profileOf, saveProfile } from './profiles';
import type { LocalContext } from './context';
import { authUser } from './session';
import { createPasswordResetApi } from './passwordReset';

export interface LocalAuthOptions {
  /**
   * Firebase's e-mail enumeration protection (on by default, as in new Firebase projects): a wrong
   * password and an unknown e-mail both answer `invalid-credential`, so a caller cannot tell which
   * addresses have an account. Off: `wrong-password` and `user-not-found`.
   */
  emailEnumerationProtection?: boolean;
}

/** Accounts with Firebase's error codes. */
export function createAuthApi({
  db,
  session,
  emailEnumerationProtection = defaultEmailEnumerationProtection,
}: LocalContext & LocalAuthOptions): AuthApi {
  const refused = (withoutProtection: 'user-not-found' | 'wrong-password') =>
    signInRefusal(withoutProtection, emailEnumerationProtection);

  async function changeProfile(
    uid: string,
    changes: Pick<Partial<AccountRecord>, 'displayName' | 'photoURL'>,
  ) {
    session.refresh(await saveProfile(db, uid, changes));
  }

  return {
    onAuthStateChanged: (callback) => session.subscribe(callback),
    currentUser: () => session.current(),

    async signIn(email, password) {
      const account = await db.accounts.get({ email: checkedEmail(email) });
      if (!account) throw refused('user-not-found');
      if (!(await verifyPassword(password, account))) throw refused('wrong-password');
      session.begin(account);
      return authUser(account);
    },

    async register(email, password, displayName) {
      const name = displayName === undefined ? '' : storedDisplayName(displayName);
      const address = checkedEmail(email);
      checkStrength(password);
      const account: AccountRecord = {
        uid: autoId(),
        email: address,
        displayName: name,
        photoURL: '',
        moderator: false,
        // As on Firebase, only a registration with a name writes the profile, and says when.
        ...(name && { joinedAt: Date.now() }),
        ...(await hashPassword(password)),
      };
      await db.transaction('rw', db.accounts, db.users, db.names, async () => {
        // The name first, as on Firebase, where a taken name is refused before the account exists.
        await claimName(db, account.uid, name);
        if (await db.accounts.get({ email: address })) {
          throw new BackendError('email-already-in-use');
        }
        await db.accounts.add(account);
        // A named member has a public profile from the start, as a rename gives one.
        if (name) await db.users.put(profileOf(account));
      });
      session.begin(account);
      return authUser(account);
    },

    async signOut() {
      session.end();
    },

    async updateDisplayName(displayName) {
      const { uid, displayName: current } = await session.member();
      await changeProfile(uid, { displayName: storedDisplayName(displayName, current) });
    },

    async updateAvatar(image, onProgress) {
      const { uid } = await session.member();
      const photoURL = await putImage(db, uid, imagePath(uid), image, onProgress);
      await changeProfile(uid, { photoURL });
      return photoURL;
    },

    async changePassword(current, next) {
      const account = await session.member();
      if (!(await verifyPassword(current, account))) throw refused('wrong-password');
      checkStrength(next);
      await db.accounts.update(account.uid, await hashPassword(next));
    },
    ...createPasswordResetApi({ db }),
  };
}
