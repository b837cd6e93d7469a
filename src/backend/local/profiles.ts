import type { DataApi, Profile } from '../types';
import type { LocalDatabase } from './db';
import { watch } from './live';

/** The public record `users/{uid}`: only these three fields, whatever else the argument holds. */
export function profileOf({ uid, displayName, photoURL }: Profile): Profile {
  return { uid, displayName, photoURL };
}

export function createProfilesApi(db: LocalDatabase): Pick<DataApi, 'watchProfiles'> {
  return {
    watchProfiles(uids, callback, onError) {
      return watch(
        async () => {
          const profiles = await db.users.bulkGet([...uids]);
          return new Map(profiles.flatMap((profile) => (profile ? [[profile.uid, profile]] : [])));
        },
        callback,
        onError,
      );
    },
  };
}
