import {
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { listLimits } from '../../lib/limits';
import type { IncompletePostsApi } from '../core/postsApi';
import type { IncompletePost, PostDraft } from '../types';
import type { FirebaseContext } from './context';
import { watch } from './live';
import { commitPaced } from './pace';
import { sentWrites } from './writePolicy';

/** `pendingPosts/{id}`: the reservation of a post being published with pictures (docs/data-model.md). */
export const pendingPost = (db: Firestore, id: string) => doc(db, 'pendingPosts', id);

function toIncompletePost(snapshot: DocumentSnapshot): IncompletePost {
  const { title, content, topic, createdAt } = snapshot.data({
    serverTimestamps: 'estimate',
  }) as PostDraft & { createdAt: Timestamp | null };
  return { id: snapshot.id, title, content, topic, createdAt: createdAt?.toMillis() ?? Date.now() };
}

/**
 * Reserves `id` for the member with the post's texts, stamped as a new post (the throttle of
 * firestore.rules: the post that closes the reservation needs no second stamp). storage.rules then let
 * the member store the post's pictures.
 */
export function reservePost(db: Firestore, id: string, uid: string, draft: PostDraft) {
  const { title, content, topic } = draft;
  return commitPaced(db, uid, 'post', id, () => {
    const batch = writeBatch(db);
    batch.set(pendingPost(db, id), { uid, title, content, topic, createdAt: serverTimestamp() });
    return batch;
  });
}

export function createIncompletePostsApi({
  db,
  member,
  images,
}: FirebaseContext): IncompletePostsApi {
  return {
    watchIncompletePosts(uid, callback, onError) {
      const mine = query(
        collection(db, 'pendingPosts'),
        where('uid', '==', uid),
        orderBy('createdAt', 'desc'),
        limit(listLimits.incompletePosts),
      );
      return watch(
        mine,
        (snapshot, freshness) => callback(snapshot.docs.map(toIncompletePost), freshness),
        onError,
      );
    },

    // Through the write policy.
    ...sentWrites<Pick<IncompletePostsApi, 'discardIncompletePost'>>(db, {
      async discardIncompletePost(id: string) {
        await member();
        // The pictures first: storage.rules judge their removal by their owner, the reservation goes after.
        await (await images()).removePostPictures(id);
        await deleteDoc(pendingPost(db, id));
      },
    }),
  };
}
