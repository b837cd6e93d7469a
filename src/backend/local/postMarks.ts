import Dexie, { add } from 'dexie';
import { BackendError } from '../errors';
import type { DataApi, ErrorListener, PostRange, PostsListener, Unsubscribe } from '../types';
import type { LocalDatabase, PostRecord } from './db';
import { watch } from './live';
import { cursorOf, keyOf, toPost, type PostKey } from './postRecords';
import type { Session } from './session';

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
 * A page of `uid`'s bookmarks, newest bookmark first, as posts, and the key of the last bookmark it
 * took. A bookmark whose post was deleted is passed over: the page still holds `limit` posts when
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
      if (!post) return;
      posts.push(post);
      end = [mark.createdAt, mark.postId];
    });
    const last = marks.at(-1);
    if (!last || marks.length < wanted) break;
    upper = [uid, last.createdAt, last.postId];
  }
  return { posts, end };
}

/**
 * Likes and bookmarks as records of their member (docs/data-model.md), with the rules of
 * firestore.rules checked in each transaction: a like and its count change together, by one.
 */
export function createPostMarks(db: LocalDatabase, session: Session): PostMarksApi {
  async function existing(postId: string): Promise<PostRecord> {
    const post = await db.posts.get(postId);
    if (!post) throw new BackendError('not-found');
    return post;
  }

  return {
    watchBookmarks(uid, { after, until, limit }, callback, onError) {
      return watch(
        () =>
          bookmarkedPosts(db, session, uid, { after: keyOf(after), until: keyOf(until), limit }),
        ({ posts, end }, freshness) => callback(posts.map(toPost), end && cursorOf(end), freshness),
        onError,
      );
    },

    watchMarks(postId, callback, onError) {
      return watch(
        async () => {
          const member = await session.member();
          // One after the other: inside a live query only Dexie's own promises may be awaited.
          const like = await db.likes.get([postId, member.uid]);
          const bookmark = await db.bookmarks.get([member.uid, postId]);
          return { liked: like !== undefined, bookmarked: bookmark !== undefined };
        },
        callback,
        onError,
      );
    },

    async setLike(postId, on) {
      const { uid } = await session.member();
      await db.transaction('rw', db.posts, db.likes, async () => {
        await existing(postId);
        const key: [string, string] = [postId, uid];
        if (((await db.likes.get(key)) !== undefined) === on) return;
        if (on) await db.likes.add({ postId, uid, createdAt: Date.now() });
        else await db.likes.delete(key);
        await db.posts.update(postId, { likeCount: add(on ? 1 : -1) });
      });
    },

    async setBookmark(postId, on) {
      const { uid } = await session.member();
      await db.transaction('rw', db.posts, db.bookmarks, async () => {
        const key: [string, string] = [uid, postId];
        if (!on) return db.bookmarks.delete(key);
        await existing(postId);
        if (await db.bookmarks.get(key)) return;
        const newest = (await db.bookmarks
          .where('[uid+createdAt+postId]')
          .between([uid], [uid, Dexie.maxKey])
          .last()) as { createdAt: number } | undefined;
        // Strictly increasing, so bookmarks made in quick succession keep their order.
        const createdAt = Math.max(Date.now(), (newest?.createdAt ?? 0) + 1);
        await db.bookmarks.add({ uid, postId, createdAt });
      });
    },
  };
}
