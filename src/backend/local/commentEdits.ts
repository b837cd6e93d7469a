import { BackendError } from '../errors';
import { checkCommentText, editNotices, mentionsOf } from '../core/checks';
import type { CommentsApi } from '../core/commentsApi';
import { ownedBy } from '../core/ownership';
import type { LocalContext } from './context';
import { stampPace } from './pace';

/**
 * A member's edit of their own comment or reply (comments.ts writes new ones, and deletes): one
 * transaction, as the Firebase adapter's batch, with the notices of the mentions it adds or takes out
 * (issue 49, core/checks.ts editNotices), as firestore.rules allow them.
 */
export function createCommentEdit({ db, session }: LocalContext): CommentsApi['editComment'] {
  return async (postId, commentId, content) => {
    const { uid } = await session.member();
    checkCommentText(content);
    const mentions = mentionsOf(content);
    await db.transaction('rw', [db.posts, db.comments, db.meta, db.notices], async () => {
      // As firestore.rules: a deleted post's comments are nobody's to change; edits are paced.
      const post = await db.posts.get(postId);
      if (!post) throw new BackendError('not-found');
      const found = await db.comments.get(commentId);
      const comment = ownedBy(found?.postId === postId ? found : undefined, uid);
      // As firestore.rules: a comment deleted with its replies kept has no text to edit.
      if (comment.deleted) throw new BackendError('not-found');
      await stampPace(db, uid, 'edit');
      // Strictly after its creation and any earlier edit, whatever the clock says.
      const editedAt = Math.max(Date.now(), comment.createdAt + 1, (comment.editedAt ?? 0) + 1);
      await db.comments.update(commentId, {
        content,
        editedAt,
        mentions: mentions.length > 0 ? mentions : undefined,
      });
      const act = { postId, title: post.title, postAuthor: post.uid, commentId, from: uid };
      const edit = { ...act, content, mentions, answers: comment.answers };
      const { tell, withdraw } = editNotices({ ...edit, before: comment.mentions ?? [] }, editedAt);
      for (const [recipient, notice] of tell) await db.notices.put({ ...notice, uid: recipient });
      // As firestore.rules: only a mention's notice is withdrawn (none there, nothing to do).
      for (const recipient of withdraw) {
        const key: [string, string] = [recipient, `c${commentId}`];
        if ((await db.notices.get(key))?.kind === 'mention') await db.notices.delete(key);
      }
    });
  };
}
