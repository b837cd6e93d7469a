import Dexie, { add } from 'dexie';
import { BackendError } from '../errors';
import { checkOpen } from '../core/ownership';
import type { PostMarksApi } from '../core/postsApi';
import type { LocalContext } from './context';
import type { PostRecord } from './db';
import { watch } from './live';
import { stampPace } from './pace';
import { likesNotice } from '../core/inboxApi';

/**
 * Likes and bookmarks as records of their member (docs/data-model.md), with the rules of
 * firestore.rules checked in each transaction: a like and its count change together, by one. The
 * bookmarks list is bookmarks.ts's.
 */
export function createPostMarksApi({ db, session }: LocalContext): PostMarksApi {
  async function existing(postId: string): Promise<PostRecord> {
    const post = await db.posts.get(postId);
    if (!post) throw new BackendError('not-found');
    return post;
  }

  return {
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
      const member = await session.member();
      const { uid } = member;
      await db.transaction('rw', [db.posts, db.likes, db.meta, db.notices], async () => {
        const post = await existing(postId);
        const key: [string, string] = [postId, uid];
        if (((await db.likes.get(key)) !== undefined) === on) return;
        // As firestore.rules: a hidden post takes a new like from its author and moderators only.
        if (on) checkOpen(post, member);
        // As firestore.rules: each like and unlike of a post is paced.
        await stampPace(db, uid, 'like', postId);
        if (on) await db.likes.add({ postId, uid, createdAt: Date.now() });
        else await db.likes.delete(key);
        // 熱門's `hot` moves with likeCount, as firestore.rules insist.
        await db.posts.update(postId, {
          likeCount: add(on ? 1 : -1),
          hot: add(on ? 1 : -1),
        });
        // The author's inbox says their post was liked (issue 47): one notice per post, rewritten.
        if (on && post.uid !== uid) {
          const told = likesNotice(postId, post.title, Date.now());
          // One more like each time, as the Firebase adapter's increment.
          const before = await db.notices.get([post.uid, told.id]);
          await db.notices.put({ ...told, likeCount: (before?.likeCount ?? 0) + 1, uid: post.uid });
        }
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
