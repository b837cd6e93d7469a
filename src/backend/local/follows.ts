import { BackendError } from '../errors';
import { followsOf, nextFollows, noFollows, type FollowsApi } from '../core/followsApi';
import type { LocalContext } from './context';
import { watch } from './live';

/**
 * Follows (issue 39) as one record per member, the shape of `follows/{uid}` (docs/data-model.md),
 * with firestore.rules' bounds checked in the write's transaction (core/followsApi.ts nextFollows).
 */
export function createFollowsApi({ db, session }: LocalContext): FollowsApi {
  return {
    watchFollows(uid, callback, onError) {
      return watch(
        async () => {
          const member = await session.member();
          if (member.uid !== uid) throw new BackendError('permission-denied');
          const record = await db.follows.get(uid);
          return record ? followsOf({ ...record }) : noFollows;
        },
        callback,
        onError,
      );
    },

    async setFollow(kind, id, on) {
      const { uid } = await session.member();
      await db.transaction('rw', db.follows, async () => {
        const record = await db.follows.get(uid);
        const next = nextFollows(record ? followsOf({ ...record }) : noFollows, uid, kind, id, on);
        if (next) await db.follows.put({ uid, ...next });
      });
    },
  };
}
