import { collection, deleteDoc, doc, query } from 'firebase/firestore';
import type { BookmarksApi } from '../core/postsApi';
import type { Post, PostCursor, Unsubscribe } from '../types';
import type { FirebaseContext } from './context';
import { watchWhenReady } from '../core/lazy';
import { keyAt, postAt, windowOf } from './postWindow';
import { watch } from './live';
import { cursorOf } from './postRecords';
import { firebaseCode } from './firebaseErrors';
import { sendWrite } from './writePolicy';

/** A bookmarked post as its listener last answered: undefined until then, null when it is gone. */
interface Followed {
  post?: Post | null;
  stale: boolean;
  stop: Unsubscribe;
}

/** The member's bookmarks list (their records `users/{uid}/bookmarks/{postId}`, docs/data-model.md). */
export function createBookmarksApi({
  db,
  member,
}: Pick<FirebaseContext, 'db' | 'member'>): BookmarksApi {
  const bookmarks = (uid: string) => collection(db, 'users', uid, 'bookmarks');

  return {
    watchBookmarks(uid, range, callback, onError) {
      return watchWhenReady(member(), watchBookmarkedPosts, onError);

      /**
       * The window of bookmarks, then each of their posts followed live: one listener per post, kept
       * while the window moves, so a post is read once however often its bookmark's window changes. A
       * bookmark whose post the server no longer has is deleted (its member's own to delete, through
       * the write policy), and the window moves on to the next.
       */
      function watchBookmarkedPosts(): Unsubscribe {
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

        // Not deleted now (refused, or failed): deleted on a later reading of the list. No deadline: no
        // member waits on it, and an unanswered one must not mark the connection down for their writes.
        const forget = (id: string) =>
          sendWrite(db, () => deleteDoc(doc(bookmarks(uid), id)), false).catch(() => {});

        const follow = (id: string) => {
          const entry: Followed = { stale: false, stop: () => {} };
          followed.set(id, entry);
          entry.stop = watch(
            doc(db, 'posts', id),
            (snapshot, { stale }) => {
              const post = snapshot.exists() ? postAt(snapshot) : null;
              // A hidden post (the member's own, here) is passed over; its bookmark stays.
              entry.post = post?.hidden ? null : post;
              entry.stale = stale;
              if (!snapshot.exists() && !stale) void forget(id);
              deliver();
            },
            // Refused: hidden by a moderator, gone for this member while it stays hidden.
            (error) => {
              if (firebaseCode(error) !== 'permission-denied') return onError?.(error);
              entry.post = null;
              deliver();
            },
          );
        };

        const stopWindow = watch(
          query(bookmarks(uid), ...windowOf(range)),
          ({ docs }, { stale }) => {
            windowStale = stale;
            window = docs.map((bookmark) => ({
              id: bookmark.id,
              cursor: cursorOf(keyAt(bookmark)),
            }));
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
