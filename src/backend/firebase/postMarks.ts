import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocFromCache,
  increment,
  runTransaction,
  serverTimestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase/firestore';
import type { PostMarksApi } from '../core/postsApi';
import { BackendError } from '../errors';
import type { PostMarks } from '../types';
import type { FirebaseContext } from './context';
import { firebaseCode } from './firebaseErrors';
import { watchWhenReady } from './lazy';
import { watch } from './live';
import { pacedRefusal, stampPace } from './pace';
import { sentWrites } from './writePolicy';

/** How many times a member's record is written before a refusal is reported. */
const recordAttempts = 3;

/**
 * Likes and bookmarks as records of their member (docs/data-model.md): `posts/{id}/likes/{uid}` beside
 * the post's `likeCount`, and `users/{uid}/bookmarks/{postId}`. Only their member reads them; the
 * bookmarks list is bookmarks.ts's.
 */
export function createPostMarksApi({
  db,
  member,
}: Pick<FirebaseContext, 'db' | 'member'>): PostMarksApi {
  const postRef = (postId: string) => doc(db, 'posts', postId);
  const likeRef = (postId: string, uid: string) => doc(postRef(postId), 'likes', uid);
  const bookmarks = (uid: string) => collection(db, 'users', uid, 'bookmarks');

  /**
   * Brings the member's own record of a post (a like, a bookmark) to `on`, in a transaction over that
   * record alone: `write` adds what goes with it. When another tab of the member changed the record
   * between the read and the commit, the rules refuse the write (it no longer fits the record), so it
   * is tried again on the new state, a few times. A post that is not there is `not-found`, also when
   * the record already was as asked. A write that is `paced` is stamped, and refused within its pace as
   * 'rate-limited', not tried again.
   */
  async function setRecord(
    postId: string,
    record: DocumentReference,
    on: boolean,
    write: (transaction: Transaction) => void,
    paced?: { uid: string; kind: 'like' },
  ): Promise<void> {
    const postMissing = async () => !(await getDoc(postRef(postId))).exists();
    for (let attempt = 1; ; attempt++) {
      const sentAt = Date.now();
      try {
        const changed = await runTransaction(db, async (transaction) => {
          if ((await transaction.get(record)).exists() === on) return false;
          write(transaction);
          if (paced) stampPace(db, transaction, paced.uid, paced.kind, postId);
          return true;
        });
        if (!changed && (await postMissing())) throw new BackendError('not-found');
        return;
      } catch (error) {
        if (error instanceof BackendError) throw error;
        const code = firebaseCode(error);
        if (code !== 'permission-denied' && code !== 'not-found') throw error;
        if (await postMissing()) throw new BackendError('not-found');
        // Within the pace, unless another tab has just made the record as asked (tried again, that
        // writes nothing).
        const refusal = paced && (await pacedRefusal(db, paced.uid, paced.kind, error, sentAt));
        if (refusal && (await getDoc(record)).exists() !== on) throw refusal;
        if (attempt === recordAttempts) throw error;
      }
    }
  }

  return {
    watchMarks(postId, callback, onError) {
      return watchWhenReady(
        member(),
        ({ uid }) => {
          const marks: Partial<PostMarks> = {};
          const stale = { liked: false, bookmarked: false };
          const deliver = (mark: keyof PostMarks, snapshot: DocumentSnapshot) => {
            marks[mark] = snapshot.exists();
            stale[mark] = snapshot.metadata.fromCache;
            const { liked, bookmarked } = marks;
            if (liked === undefined || bookmarked === undefined) return;
            callback({ liked, bookmarked }, { stale: stale.liked || stale.bookmarked });
          };
          const stops = [
            watch(likeRef(postId, uid), (s) => deliver('liked', s), onError),
            watch(doc(bookmarks(uid), postId), (s) => deliver('bookmarked', s), onError),
          ];
          return () => stops.forEach((stop) => stop());
        },
        onError,
      );
    },

    // Through the write policy.
    ...sentWrites(db, {
      // The post, which everyone's likes change, is only incremented, never read: a popular post does
      // not make likes retry. Each like and unlike is paced (firestore.rules, throttles).
      async setLike(postId: string, on: boolean) {
        const { uid } = await member();
        const like = likeRef(postId, uid);
        // 熱門's `hot` moves with likeCount; a post from before it has none until the backfill
        // (scripts/adminModerator.mjs), and the rules keep it so. Read outside the transaction, from
        // the cache first: the post page follows the post, so no read is billed.
        const hot = await getDocFromCache(postRef(postId))
          .catch(() => getDoc(postRef(postId)))
          .then(
            (post) => post.get('hot') !== undefined,
            () => true,
          );
        const write = (transaction: Transaction) => {
          if (on) transaction.set(like, { createdAt: serverTimestamp() });
          else transaction.delete(like);
          transaction.update(postRef(postId), {
            likeCount: increment(on ? 1 : -1),
            ...(hot && { hot: increment(on ? 1 : -1) }),
            // The author's activity lists their posts by their latest like (firestore.rules).
            ...(on && { lastLikedAt: serverTimestamp() }),
          });
        };
        await setRecord(postId, like, on, write, { uid, kind: 'like' });
      },

      async setBookmark(postId: string, on: boolean) {
        const { uid } = await member();
        const bookmark = doc(bookmarks(uid), postId);
        // A bookmark of a deleted post may still be removed.
        if (!on) return deleteDoc(bookmark);
        // Bookmarked already: it keeps its place in the list.
        await setRecord(postId, bookmark, on, (transaction) =>
          transaction.set(bookmark, { createdAt: serverTimestamp() }),
        );
      },
    }),
  };
}
