import Dexie, { add, remove } from 'dexie';
import { BackendError } from '../errors';
import { checkCommentText, commentNotices, mentionsOf, windowOf } from '../core/checks';
import { counted } from '../core/commentCount';
import { commentWindow } from '../../lib/limits';
import type { CommentsApi } from '../core/commentsApi';
import { replyPlace } from '../core/repliesApi';
import type { LocalContext } from './context';
import type { LocalDatabase } from './db';
import { autoId, checkDrawnId } from '../core/ids';
import { checkOpen, ownedBy } from '../core/ownership';
import { sentAgain } from '../core/sentAgain';
import { watch } from './live';
import { stampPace } from './pace';
import { createCommentEdit } from './commentEdits';

/** A post's comments, oldest first. */
export function commentsOf(db: LocalDatabase, postId: string) {
  return db.comments.where('[postId+createdAt]').between([postId], [postId, Dexie.maxKey]);
}

async function ownComment(db: LocalDatabase, postId: string, commentId: string, uid: string) {
  const comment = await db.comments.get(commentId);
  return ownedBy(comment?.postId === postId ? comment : undefined, uid);
}

/** Each comment write and its commentsCount change form one transaction, as the rules demand one batch. */
export function createCommentsApi({ db, session }: LocalContext): CommentsApi {
  /** A comment, or a reply to `answerOf` (core/repliesApi.ts): one transaction, as addComment's batch. */
  async function addComment(postId: string, content: string, id = autoId(), answerOf?: string) {
    const member = await session.member();
    const { uid, displayName, photoURL } = member;
    checkCommentText(content);
    checkDrawnId(id);
    const mentions = mentionsOf(content);
    await db.transaction('rw', [db.posts, db.comments, db.meta, db.notices], async () => {
      const post = await db.posts.get(postId);
      if (!post) throw new BackendError('not-found');
      // The same comment sent again lands on the first: counted once (core/sentAgain.ts), also once
      // its post is hidden, as the Firebase adapter finds it landed.
      const existing = await db.comments.get(id);
      if (existing && sentAgain(existing, uid, { postId, content })) return;
      if (existing) throw new BackendError('permission-denied');
      checkOpen(post, member);
      // As firestore.rules: comments on a post are paced.
      await stampPace(db, uid, 'comment', postId);
      const last = (await commentsOf(db, postId).lastKey()) as [string, number] | undefined;
      // Strictly increasing per post, so comments written in quick succession keep their order.
      const createdAt = Math.max(Date.now(), (last?.[1] ?? 0) + 1);
      const author = { uid, displayName, photoURL };
      // As firestore.rules: a reply answers a comment of this post, and sits under its comment.
      const answered = answerOf === undefined ? undefined : await db.comments.get(answerOf);
      if (answerOf !== undefined && answered?.postId !== postId) {
        throw new BackendError('not-found');
      }
      // As firestore.rules: nor under a comment hidden from the member.
      if (answered) {
        checkOpen(answered, member);
        const top = answered.replyTo ? await db.comments.get(answered.replyTo) : undefined;
        if (top) checkOpen(top, member);
      }
      const comment = {
        id,
        postId,
        content,
        createdAt,
        editedAt: 0,
        author,
        uid,
        hidden: false,
        ...(answered && replyPlace(answered)),
        ...(mentions.length > 0 && { mentions }),
      };
      await db.comments.add(comment);
      await db.posts.update(postId, { commentsCount: add(1) });
      // Whom it tells (issue 47): a notice in each one's inbox, in this transaction.
      const act = { postId, title: post.title, postAuthor: post.uid, commentId: id, from: uid };
      const told = { ...act, content, answers: comment.answers, mentions };
      for (const [recipient, notice] of commentNotices(told, createdAt)) {
        await db.notices.put({ ...notice, uid: recipient });
      }
    });
    return id;
  }

  return {
    watchComments(postId, callback, onError, newest = commentWindow.first) {
      return watch(
        async () => {
          // As firestore.rules: comments are for members, and only while their post exists.
          const me = await session.member();
          if (!(await db.posts.get(postId))) return [];
          // A hidden comment is its author's and the moderators' alone.
          const comments = await commentsOf(db, postId)
            .reverse()
            .filter((comment) => !comment.hidden || comment.uid === me.uid || !!me.moderator)
            .limit(windowOf(newest))
            .toArray();
          // Comments stored before editing (or moderation) existed have no editedAt (hidden).
          return comments.reverse().map((comment) => ({
            ...comment,
            editedAt: comment.editedAt ?? 0,
            hidden: comment.hidden ?? false,
          }));
        },
        callback,
        onError,
      );
    },

    addComment: (postId, content, id) => addComment(postId, content, id),
    // Every write here is answered at once, in its own transaction: none is kept for later, so none
    // is refused later (its refusal is addComment's).
    watchRefusedComments: () => () => {},
    addReply: (postId, answerOf, content, id) => addComment(postId, content, id, answerOf),

    editComment: createCommentEdit({ db, session }),

    async deleteComment(postId, commentId) {
      const { uid } = await session.member();
      await db.transaction('rw', db.posts, db.comments, async () => {
        const comment = await ownComment(db, postId, commentId, uid);
        // The count keeps only what readers see (core/commentCount.ts): a hidden one left it already.
        const countDown = async () => {
          if (counted(comment)) await db.posts.update(postId, { commentsCount: remove(1) });
        };
        // As the Firebase adapter: one with replies others read leaves its place, and they stay.
        const replied = await commentsOf(db, postId)
          .filter((reply) => reply.replyTo === commentId && !reply.hidden)
          .first();
        if (replied) {
          await db.comments.update(commentId, {
            content: '',
            deleted: true,
            notify: undefined,
            mentions: undefined,
          });
          return countDown();
        }
        await db.comments.delete(commentId);
        await countDown();
      });
    },
  };
}
