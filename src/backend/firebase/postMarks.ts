import {
  collection,
  deleteDoc,
  doc,
  endAt,
  getDoc,
  increment,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
  type Transaction,
} from 'firebase/firestore';
import { BackendError } from '../errors';
import type { DataApi, Post, PostCursor, PostMarks, PostRange, PostsListener } from '../types';
import type { ErrorListener, Unsubscribe } from '../types';
import { cursorAt, cursorValues, listOrder } from './cursors';
import { firebaseCode } from './firebaseErrors';
import { watchWhenReady } from './lazy';
import { watchDocument, watchQuery } from './live';
import type { SignedInMember } from './member';
import { toPost } from './postReads';

/** A bookmarked post as its listener last answered: undefined until then, null when it is gone. */
interface Followed {
  post?: Post | null;
  stale: boolean;
  stop: Unsubscribe;
}

/** How many times a member's record is written before a refusal is reported. */
const recordAttempts = 3;

export type PostMarksApi = Pick<DataApi, 'watchMarks' | 'setLike' | 'setBookmark'> & {
  /** The bookmarks list of `uid` (the member themself), newest bookmark first. */
  watchBookmarks(
    uid: string,
    range: PostRange,
    callback: PostsListener,
    onError: ErrorListener | undefined,
  ): Unsubscribe;
};

/**
 * Likes and bookmarks as records of their member (docs/data-model.md): `posts/{id}/likes/{uid}` beside
 * the post's `likeCount`, and `users/{uid}/bookmarks/{postId}`. Only their member reads them.
 */
export function createPostMarks({
  db,
  member,
}: {
  db: Firestore;
  member: SignedInMember;
}): PostMarksApi {
  const postRef = (postId: string) => doc(db, 'posts', postId);
  const likeRef = (postId: string, uid: string) => doc(postRef(postId), 'likes', uid);
  const bookmarks = (uid: string) => collection(db, 'users', uid, 'bookmarks');

  /**
   * Brings the member's own record of a post (a like, a bookmark) to `on`, in a transaction over that
   * record alone: `write` adds what goes with it. When another tab of the member changed the record
   * between the read and the commit, the rules refuse the write (it no longer fits the record), so it
   * is tried again on the new state, a few times. A post that is not there is `not-found`, also when
   * the record already was as asked.
   */
  async function setRecord(
    postId: string,
    record: DocumentReference,
    on: boolean,
    write: (transaction: Transaction) => void,
  ): Promise<void> {
    const postMissing = async () => !(await getDoc(postRef(postId))).exists();
    for (let attempt = 1; ; attempt++) {
      try {
        const changed = await runTransaction(db, async (transaction) => {
          if ((await transaction.get(record)).exists() === on) return false;
          write(transaction);
          return true;
        });
        if (!changed && (await postMissing())) throw new BackendError('not-found');
        return;
      } catch (error) {
        if (error instanceof BackendError) throw error;
        const code = firebaseCode(error);
        if (code !== 'permission-denied' && code !== 'not-found') throw error;
        if (await postMissing()) throw new BackendError('not-found');
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
            watchDocument(likeRef(postId, uid), (s) => deliver('liked', s), onError),
            watchDocument(doc(bookmarks(uid), postId), (s) => deliver('bookmarked', s), onError),
          ];
          return () => stops.forEach((stop) => stop());
        },
        onError,
      );
    },

    // The post, which everyone's likes change, is only incremented, never read: a popular post does
    // not make likes retry.
    async setLike(postId, on) {
      const { uid } = await member();
      const like = likeRef(postId, uid);
      await setRecord(postId, like, on, (transaction) => {
        if (on) transaction.set(like, { createdAt: serverTimestamp() });
        else transaction.delete(like);
        transaction.update(postRef(postId), { likeCount: increment(on ? 1 : -1) });
      });
    },

    async setBookmark(postId, on) {
      const { uid } = await member();
      const bookmark = doc(bookmarks(uid), postId);
      // A bookmark of a deleted post may still be removed.
      if (!on) return deleteDoc(bookmark);
      // Bookmarked already: it keeps its place in the list.
      await setRecord(postId, bookmark, on, (transaction) =>
        transaction.set(bookmark, { createdAt: serverTimestamp() }),
      );
    },

    watchBookmarks(uid, { after, until, limit: max }, callback, onError) {
      return watchWhenReady(member(), watchBookmarkedPosts, onError);

      /**
       * The window of bookmarks, then each of their posts followed live: one listener per post, kept
       * while the window moves, so a post is read once however often its bookmark's window changes. A
       * bookmark whose post the server no longer has is deleted (its member's own to delete), and
       * the window moves on to the next.
       */
      function watchBookmarkedPosts(): Unsubscribe {
        const constraints: QueryConstraint[] = [...listOrder];
        if (after) constraints.push(startAfter(...cursorValues(after)));
        if (until) constraints.push(endAt(...cursorValues(until)));
        constraints.push(limit(max));
        let window: { id: string; cursor: PostCursor }[] = [];
        let windowStale = false;
        const followed = new Map<string, Followed>();

        const deliver = () => {
          if (window.some(({ id }) => followed.get(id)?.post === undefined)) return;
          const shown = window.filter(({ id }) => followed.get(id)?.post);
          const stale = windowStale || window.some(({ id }) => followed.get(id)?.stale);
          callback(
            shown.map(({ id }) => followed.get(id)?.post as Post),
            shown.at(-1)?.cursor ?? null,
            { stale },
          );
        };

        const follow = (id: string) => {
          const entry: Followed = { stale: false, stop: () => {} };
          followed.set(id, entry);
          entry.stop = watchDocument(
            postRef(id),
            (snapshot) => {
              entry.post = snapshot.exists() ? toPost(snapshot) : null;
              entry.stale = snapshot.metadata.fromCache;
              if (!snapshot.exists() && !snapshot.metadata.fromCache) {
                void deleteDoc(doc(bookmarks(uid), id)).catch((error: unknown) =>
                  onError?.(error as Error),
                );
              }
              deliver();
            },
            onError,
          );
        };

        const stopWindow = watchQuery(
          query(bookmarks(uid), ...constraints),
          ({ docs, metadata }) => {
            windowStale = metadata.fromCache;
            window = docs.map((bookmark) => ({ id: bookmark.id, cursor: cursorAt(bookmark) }));
            const wanted = new Set(window.map(({ id }) => id));
            for (const [id, entry] of followed) {
              if (wanted.has(id)) continue;
              entry.stop();
              followed.delete(id);
            }
            window.forEach(({ id }) => followed.has(id) || follow(id));
            deliver();
          },
          onError,
        );

        return () => {
          stopWindow();
          followed.forEach((entry) => entry.stop());
          followed.clear();
        };
      }
    },
  };
}
