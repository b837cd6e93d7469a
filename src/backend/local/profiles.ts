import { nameKey } from '../../lib/names';
import { BackendError } from '../errors';
import type { ProfilesApi } from '../core/profilesApi';
import type { Profile } from '../types';
import type { LocalContext } from './context';
import type { AccountRecord, LocalDatabase } from './db';
import { watch } from './live';

/** The public record `users/{uid}`: only these three fields, whatever else the argument holds. */
export function profileOf({ uid, displayName, photoURL }: Profile): Profile {
  return { uid, displayName, photoURL };
}

/**
 * Within a transaction over names: gives `uid` the claim of `name` (a stored name), refused with
 * 'name-taken' while another member holds it, and gives up the claim of `previous`.
 */
export async function claimName(db: LocalDatabase, uid: string, name: string, previous = '') {
  if (name) {
    const claim = await db.names.get(nameKey(name));
    if (claim && claim.uid !== uid) throw new BackendError('name-taken');
    await db.names.put({ key: nameKey(name), uid });
  }
  if (previous && nameKey(previous) !== nameKey(name)) {
    const old = await db.names.get(nameKey(previous));
    if (old?.uid === uid) await db.names.delete(old.key);
  }
}

/**
 * Changes the member's account and `users/{uid}` together, with the claim of a new name; returns the
 * account as changed.
 */
export async function saveProfile(
  db: LocalDatabase,
  uid: string,
  changes: Pick<Partial<AccountRecord>, 'displayName' | 'photoURL'>,
): Promise<AccountRecord> {
  return db.transaction('rw', db.accounts, db.users, db.names, async () => {
    const current = await db.accounts.get(uid);
    if (!current) throw new BackendError('unauthenticated');
    const next = { ...current, ...changes };
    if (changes.displayName !== undefined) {
      await claimName(db, uid, next.displayName, current.displayName);
    }
    await db.accounts.put(next);
    await db.users.put(profileOf(next));
    return next;
  });
}

export function createProfilesApi({ db }: Pick<LocalContext, 'db'>): ProfilesApi {
  return {
    watchProfiles(uids, callback, onError) {
      return watch(
        async () => {
          const profiles = await db.users.bulkGet([...uids]);
          // When each joined: kept with the account here (users/{uid}.joinedAt on Firebase).
          const accounts = await db.accounts.bulkGet([...uids]);
          return new Map(
            profiles.flatMap((profile, i) => {
              if (!profile) return [];
              const joinedAt = accounts[i]?.joinedAt;
              return [[profile.uid, { ...profileOf(profile), ...(joinedAt && { joinedAt }) }]];
            }),
          );
        },
        callback,
        onError,
      );
    },
  };
}
