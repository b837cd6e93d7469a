import Dexie, { add, remove } from 'dexie';
import { BackendError } from '../errors';
import { checkCommentText } from '../core/limits';
import type { DataApi } from '../types';
import type { LocalDatabase } from './db';
import { autoId } from '../core/ids';
import { ownedBy } from '../core/ownership';
import { watch } from './live';
import type { Session } from './session';

/** A post's comments, oldest first. */
export function commentsOf(db: LocalDatabase, postId: string) {
  return db.comments.where('[postId+createdAt]').between([postId], [postId, Dexie.maxKey]);
}

type Comments = Pick<DataApi, 'watchComments' | 'addComment' | 'deleteComment'>;

/** Each comment write and its commentsCount change form one transaction, as the rules demand one batch. */
export function createCommentsApi(db: LocalDatabase, session: Session): Comments {
  return {
    watchComments(postId, callback, onError) {
      return watch(
        async () => {
          // As firestore.rules: comments are for members, and only while their post exists.
          const member = await session.member().catch(() => null);
          if (!member) throw new BackendError('permission-denied');
          if (!(await db.posts.get(postId))) return [];
          return commentsOf(db, postId).toArray();
        },
        callback,
        onError,
      );
    },

    async addComment(postId, content) {
      const { uid, displayName, photoURL } = await session.member();
      checkCommentText(content);
      const id = autoId();
      await db.transaction('rw', db.posts, db.comments, async () => {
        if (!(await db.posts.get(postId))) throw new BackendError('not-found');
        const last = (await commentsOf(db, postId).lastKey()) as [string, number] | undefined;
        // Strictly increasing per post, so comments written in quick succession keep their order.
        const createdAt = Math.max(Date.now(), (last?.[1] ?? 0) + 1);
        const author = { uid, displayName, photoURL };
        await db.comments.add({ id, postId, content, createdAt, author, uid });
        await db.posts.update(postId, { commentsCount: add(1) });
      });
      return id;
    },

    async deleteComment(postId, commentId) {
      const { uid } = await session.member();
      await db.transaction('rw', db.posts, db.comments, async () => {
        const comment = await db.comments.get(commentId);
        ownedBy(comment?.postId === postId ? comment : undefined, uid);
        await db.comments.delete(commentId);
        await db.posts.update(postId, { commentsCount: remove(1) });
      });
    },
  };
}
