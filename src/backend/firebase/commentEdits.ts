import {
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import { BackendError } from '../errors';
import { checkCommentText } from '../core/checks';
import { counted } from '../core/commentCount';
import { ownedBy } from '../core/ownership';
import type { CommentsApi } from '../core/commentsApi';
import type { FirebaseContext } from './context';
import { firebaseCode } from './firebaseErrors';
import type { CommentDoc } from './commentThread';
import { commitPaced } from './pace';
import { hasReplies, softDelete } from './replies';
import { sentWrites } from './writePolicy';

/**
 * A member's changes to their own comments and replies (comments.ts writes new ones): an edit, paced
 * as an edit, and a delete that counts the post down in the same batch, or clears one that has
 * replies (counted down too: the count is what readers see). Through the write policy: refused at once while the connection is known to be down.
 */
export function createCommentEdits({
  db,
  member,
}: Pick<FirebaseContext, 'db' | 'member'>): Pick<CommentsApi, 'editComment' | 'deleteComment'> {
  const ownComment = async (postId: string, commentId: string) => {
    const user = await member();
    const comment = doc(collection(db, 'posts', postId, 'comments'), commentId);
    // The rules hide a deleted post's comments from every member but the one sweeping them up.
    const current = await getDoc(comment).catch((error: unknown) => {
      throw firebaseCode(error) === 'permission-denied' ? new BackendError('not-found') : error;
    });
    const data = ownedBy(current.exists() ? (current.data() as CommentDoc) : undefined, user.uid);
    return { comment, data };
  };

  const writes: Pick<CommentsApi, 'editComment' | 'deleteComment'> = {
    async editComment(postId, commentId, content) {
      checkCommentText(content);
      const { comment } = await ownComment(postId, commentId);
      const batch = writeBatch(db);
      batch.update(comment, { content, editedAt: serverTimestamp() });
      const { uid } = await member();
      await commitPaced(db, uid, 'edit', `${postId}/${commentId}`, batch);
    },

    async deleteComment(postId, commentId) {
      const { comment, data } = await ownComment(postId, commentId);
      const batch = writeBatch(db);
      // One with replies leaves its place (這則留言已刪除) so that they stay under it (replies.ts).
      if (await hasReplies(comment)) softDelete(batch, comment);
      else batch.delete(comment);
      // The count keeps only what readers see (core/commentCount.ts): a hidden one left it already.
      if (counted(data)) {
        batch.update(doc(db, 'posts', postId), {
          commentsCount: increment(-1),
          lastCommentId: commentId,
        });
      }
      await batch.commit();
    },
  };
  return sentWrites(db, writes);
}
