import {
  collection,
  doc,
  getDoc,
  getDocFromCache,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase/firestore';
import type { PostMarksApi } from '../core/postsApi';
import { BackendError } from '../errors';
import type { PostMarks } from '../types';
import type { FirebaseContext } from './context';
import { firebaseCode } from './firebaseErrors';
import { watchWhenReady } from '../core/lazy';
import { watch } from './live';
import { likesNotice } from '../core/inboxApi';
import { budgetLeft, stampBudget } from './pace';

/**
 * Likes and bookmarks as records of their member (docs/data-model.md): `posts/{id}/likes/{uid}` beside
 * the post's `likeCount`, and `users/{uid}/bookmarks/{postId}`. Only their member reads them; the
 * bookmarks list is bookmarks.ts's.
 *
 * Each is written as one batch, read nothing first: the SDK applies it to its cache at once (the
 * member's listeners see it, marked pending), keeps it in its persistent queue (offline, across
 * reloads and the member's tabs) and sends it once the server can be reached. The promise is the
 * server's answer.
 */
export function createPostMarksApi({
  db,
  member,
}: Pick<FirebaseContext, 'db' | 'member'>): PostMarksApi {
  const postRef = (postId: string) => doc(db, 'posts', postId);
  const likeRef = (postId: string, uid: string) => doc(postRef(postId), 'likes', uid);
  const bookmarks = (uid: string) => collection(db, 'users', uid, 'bookmarks');

  /**
   * Commits `batch`, which brings the member's `record` of a post to `on`. The rules refuse a record
   * made twice or deleted when it is not there (a second tab, the SDK sending again a write whose
   * answer was lost): then, as the server now holds it as asked, that is success. A post that is not
   * there is `not-found`; any other refusal of a `paced` write is its budget: sent once more, stamped
   * from the server's budgets (`paced`), when those leave room (the cache was behind them), else
   * 'rate-limited'.
   */
  async function commitRecord(
    postId: string,
    record: DocumentReference,
    on: boolean,
    batch: WriteBatch,
    paced?: { uid: string; again: () => Promise<WriteBatch> },
  ): Promise<void> {
    try {
      await batch.commit();
    } catch (error) {
      const code = firebaseCode(error);
      if (code !== 'permission-denied' && code !== 'not-found') throw error;
      if (!(await getDoc(postRef(postId))).exists()) throw new BackendError('not-found');
      if ((await getDoc(record)).exists() === on) return;
      if (!paced) throw error;
      if (!(await budgetLeft(db, paced.uid, postId, 'like'))) {
        throw new BackendError('rate-limited', { cause: error });
      }
      // Refused again: the budget was spent meanwhile (another tab, another device).
      await commitRecord(postId, record, on, await paced.again()).catch((again: unknown) => {
        throw firebaseCode(again) === 'permission-denied'
          ? new BackendError('rate-limited', { cause: again })
          : again;
      });
    }
  }

  return {
    watchMarks(postId, callback, onError) {
      return watchWhenReady(
        member(),
        ({ uid }) => {
          const marks: Partial<PostMarks> = {};
          const stale = { liked: false, bookmarked: false };
          const pending = { liked: false, bookmarked: false };
          const deliver = (mark: 'liked' | 'bookmarked', snapshot: DocumentSnapshot) => {
            marks[mark] = snapshot.exists();
            stale[mark] = snapshot.metadata.fromCache;
            pending[mark] = snapshot.metadata.hasPendingWrites;
            const { liked, bookmarked } = marks;
            if (liked === undefined || bookmarked === undefined) return;
            callback(
              { liked, bookmarked, pending: { ...pending } },
              { stale: stale.liked || stale.bookmarked },
            );
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

    // The post, which everyone's likes change, is only incremented, never read from the server: a
    // popular post does not slow likes down. Each like and unlike is stamped on the member's stamps
    // for this post (firestore.rules: paced per post, so likes queued offline are not refused).
    async setLike(postId, on) {
      const { uid } = await member();
      const like = likeRef(postId, uid);
      // 熱門's `hot` moves with likeCount; a post from before it has none until the backfill
      // (scripts/adminModerator.mjs), and the rules keep it so. The post page follows the post, so
      // the cache has it: no read is billed, and offline it is known.
      let post = await getDocFromCache(postRef(postId))
        .catch(() => getDoc(postRef(postId)))
        .catch(() => undefined);
      const hot = !post || post.get('hot') !== undefined;
      const author = post?.get('uid') as unknown;
      const build = async (fresh: boolean) => {
        const batch = writeBatch(db);
        if (on) batch.set(like, { createdAt: serverTimestamp() });
        else batch.delete(like);
        batch.update(postRef(postId), {
          likeCount: increment(on ? 1 : -1),
          ...(hot && { hot: increment(on ? 1 : -1) }),
        });
        // The member's like budget on this post alone (firestore.rules stampedOn): likes queued
        // offline, sent back to back, each count one in the window the first opens.
        await stampBudget(db, batch, uid, postId, 'like', fresh);
        // The author's inbox says their post was liked (issue 47): one notice per post, rewritten
        // by each like (firestore.rules: only beside the like record it reports). Not one's own.
        if (on && post?.exists() && typeof author === 'string' && author !== uid) {
          const { id, ...notice } = likesNotice(postId, String(post.get('title') ?? ''), 0);
          const told = { ...notice, likeCount: increment(1), at: serverTimestamp() };
          batch.set(doc(db, 'users', author, 'notices', id), told, { merge: true });
        }
        return batch;
      };
      // Once more from the server's stamps, and its post (a title the cache had before an edit).
      const again = async () => {
        post = await getDoc(postRef(postId)).catch(() => post);
        return build(true);
      };
      await commitRecord(postId, like, on, await build(false), { uid, again });
    },

    async setBookmark(postId, on) {
      const { uid } = await member();
      const bookmark = doc(bookmarks(uid), postId);
      const batch = writeBatch(db);
      // A bookmark of a deleted post may still be removed; one made twice keeps its place in the
      // list (the rules refuse the second).
      if (on) batch.set(bookmark, { createdAt: serverTimestamp() });
      else batch.delete(bookmark);
      await commitRecord(postId, bookmark, on, batch);
    },
  };
}
