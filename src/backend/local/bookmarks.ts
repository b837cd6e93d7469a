import Dexie from 'dexie';
import { BackendError } from '../errors';
import type { BookmarksApi } from '../core/postsApi';
import type { PostRange } from '../types';
import type { LocalContext } from './context';
import type { LocalDatabase, PostRecord } from './db';
import { watch } from './live';
import { cursorOf, keyOf, toPost, type PostKey } from './postRecords';
import type { Session } from './session';

/**
 * A page of `uid`'s bookmarks, newest bookmark first, as posts, and the key of the last bookmark it
 * took. A bookmark whose post was deleted or hidden is passed over: the page still holds `limit` posts when
 * that many remain. As firestore.rules, the caller must be that member.
 */
async function bookmarkedPosts(
  db: LocalDatabase,
  session: Session,
  uid: string,
  {
    after,
    until,
    limit,
  }: Omit<PostRange, 'after' | 'until'> & { after?: PostKey; until?: PostKey },
): Promise<{ posts: PostRecord[]; end: PostKey | null }> {
  if ((await session.member()).uid !== uid) throw new BackendError('permission-denied');
  const lower = until ? [uid, ...until] : [uid];
  let upper = after ? [uid, ...after] : [uid, Dexie.maxKey];
  const posts: PostRecord[] = [];
  let end: PostKey | null = null;
  while (posts.length < limit) {
    const wanted = limit - posts.length;
    const marks = await db.bookmarks
      .where('[uid+createdAt+postId]')
      .between(lower, upper, true, false)
      .reverse()
      .limit(wanted)
      .toArray();
    const found = await db.posts.bulkGet(marks.map((mark) => mark.postId));
    marks.forEach((mark, i) => {
      const post = found[i];
      // A hidden post is passed over as a deleted one is (its bookmark stays: it may be restored).
      if (!post || post.hidden) return;
      posts.push(post);
      end = [mark.createdAt, mark.postId];
    });
    const last = marks.at(-1);
    if (!last || marks.length < wanted) break;
    upper = [uid, last.createdAt, last.postId];
  }
  return { posts, end };
}

/** The member's bookmarks list (their records `users/{uid}/bookmarks/{postId}`, docs/data-model.md). */
export function createBookmarksApi({ db, session }: LocalContext): BookmarksApi {
  return {
    watchBookmarks(uid, { after, until, limit }, callback, onError) {
      return watch(
        () =>
          bookmarkedPosts(db, session, uid, { after: keyOf(after), until: keyOf(until), limit }),
        ({ posts, end }, freshness) => callback(posts.map(toPost), end && cursorOf(end), freshness),
        onError,
      );
    },
  };
}
