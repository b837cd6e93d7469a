import { BackendError } from '../errors';
import type { AuthUser, Unsubscribe } from '../types';
import type { AccountRecord, LocalDatabase } from './db';
import { watch } from './live';

type Listener = (user: AuthUser | null) => void;

export function authUser({
  uid,
  email,
  displayName,
  photoURL,
  moderator = false,
}: AccountRecord): AuthUser {
  return { uid, email, displayName, photoURL, moderator };
}

function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.photoURL === b.photoURL &&
    a.moderator === b.moderator
  );
}

/**
 * Who is signed in. The uid lives in `storage` (localStorage: it survives reload and the tabs of a
 * browser profile share it); the member's details are followed live in the accounts table, so a name or
 * avatar changed in any tab reaches every tab.
 */
export class Session {
  private user: AuthUser | null = null;
  private settled = false;
  private readonly listeners = new Set<Listener>();
  private stopFollowing: Unsubscribe = () => {};

  constructor(
    private readonly db: LocalDatabase,
    private readonly storage: Storage,
    private readonly key: string,
  ) {
    this.follow(storage.getItem(key));
    // Fired in the other tabs of the profile when one signs in or out.
    addEventListener('storage', (event) => {
      if (event.storageArea === storage && event.key === key) this.follow(event.newValue);
    });
  }

  /** The member's account, read afresh so a sign-out in another tab counts at once. */
  async member(): Promise<AccountRecord> {
    const uid = this.storage.getItem(this.key);
    const account = uid === null ? undefined : await this.db.accounts.get(uid);
    if (!account) throw new BackendError('unauthenticated');
    return account;
  }

  current(): AuthUser | null {
    return this.user;
  }

  /** Calls back at once when the state is known (after reload: once the account is read), then on changes. */
  subscribe(listener: Listener): Unsubscribe {
    this.listeners.add(listener);
    if (this.settled) listener(this.user);
    return () => this.listeners.delete(listener);
  }

  begin(account: AccountRecord): void {
    this.storage.setItem(this.key, account.uid);
    this.follow(account.uid);
    this.publish(authUser(account));
  }

  end(): void {
    this.storage.removeItem(this.key);
    this.follow(null);
  }

  /** The member's details changed here: report them now rather than when the live query catches up. */
  refresh(account: AccountRecord): void {
    if (this.user?.uid === account.uid) this.publish(authUser(account));
  }

  private follow(uid: string | null): void {
    this.stopFollowing();
    if (uid === null) {
      this.stopFollowing = () => {};
      this.publish(null);
      return;
    }
    this.stopFollowing = watch(
      () => this.db.accounts.get(uid),
      (account) => this.publish(account ? authUser(account) : null),
      // The account cannot be read (the database would not open): nobody can act as the member, so
      // the state is "signed out", known, rather than unknown for ever.
      () => this.publish(null),
    );
  }

  private publish(user: AuthUser | null): void {
    if (this.settled && sameUser(this.user, user)) return;
    this.user = user;
    this.settled = true;
    this.listeners.forEach((listener) => listener(user));
  }
}
