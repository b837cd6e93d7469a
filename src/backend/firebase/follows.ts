import {
  arrayRemove,
  arrayUnion,
  deleteField,
  doc,
  getDoc,
  getDocFromCache,
  writeBatch,
  type DocumentSnapshot,
} from 'firebase/firestore';
import { followLimits } from '../../lib/limits';
import { followsOf, nextFollows, storedFollowedAt } from '../core/follows';
import { noFollows, type Follows, type FollowsApi } from '../core/followsApi';
import type { FirebaseContext } from './context';
import { createFollowActivity } from './followActivity';
import { watchWhenReady } from '../core/lazy';
import { watch } from './live';

const listOf = { author: 'authors', topic: 'topics', post: 'posts' } as const;

/**
 * The changes to `followedAt` from `before` to `after`, merged into the stored map key by key (as the
 * list's arrayUnion / arrayRemove): a new stamp written, a stamp of a post no longer followed deleted.
 */
function stamps(before: Follows, after: Follows) {
  const added = storedFollowedAt(
    Object.fromEntries(
      Object.entries(after.followedAt).filter(([id]) => !(id in before.followedAt)),
    ),
  );
  const gone = before.posts.filter((id) => !after.posts.includes(id));
  return { ...added, ...Object.fromEntries(gone.map((id) => [id, deleteField()])) };
}

/**
 * Follows (issue 39) as one document of their member, `follows/{uid}` (docs/data-model.md), bounded by
 * firestore.rules. A follow is one batch that reads nothing from the server: the SDK applies it to its
 * cache at once (the member's listener sees it, marked pending), keeps it in its persistent queue
 * offline and sends it when it can, as a bookmark. `arrayUnion` / `arrayRemove`, so two tabs' follows
 * do not undo each other; the member's own listener keeps the document in the cache, from which the
 * bounds are judged before writing.
 */
export function createFollowsApi({
  db,
  member,
}: Pick<FirebaseContext, 'db' | 'member'>): FollowsApi {
  const followsRef = (uid: string) => doc(db, 'follows', uid);

  return {
    ...createFollowActivity({ db, member }),

    watchFollows(uid, callback, onError) {
      return watchWhenReady(
        member(),
        () =>
          watch(
            followsRef(uid),
            (snapshot: DocumentSnapshot, freshness) =>
              callback(
                {
                  ...(snapshot.exists() ? followsOf(snapshot.data()) : noFollows),
                  pending: snapshot.metadata.hasPendingWrites,
                },
                freshness,
              ),
            onError,
          ),
        onError,
      );
    },

    async setFollow(kind, id, on) {
      const { uid } = await member();
      const ref = followsRef(uid);
      const stored = await getDocFromCache(ref)
        .catch(() => getDoc(ref))
        .then((snapshot) => (snapshot.exists() ? followsOf(snapshot.data()) : noFollows));
      const next = nextFollows(stored, uid, kind, id, on, Date.now());
      if (!next) return;
      const field = listOf[kind];
      // The oldest followed post makes way for a new one past the bound: the whole list is written.
      const whole = kind === 'post' && on && stored.posts.length >= followLimits.posts;
      const batch = writeBatch(db);
      batch.set(
        ref,
        {
          [field]: whole ? next.posts : on ? arrayUnion(id) : arrayRemove(id),
          ...(kind === 'post' && { followedAt: stamps(stored, next) }),
        },
        { merge: true },
      );
      await batch.commit();
    },
  };
}
