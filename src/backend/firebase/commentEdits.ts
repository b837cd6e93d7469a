import {
  collection,
  deleteField,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import { BackendError } from '../errors';
import { checkCommentText, editNotices, mentionsOf } from '../core/checks';
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
 * as an edit, with the notices of the mentions it adds or takes out, and a delete that counts the
 * post down in the same batch, or clears one that has replies (counted down too: the count is what
 * readers see). Through the write policy: refused at once while the connection is known to be down.
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

  /** The post's title and author, as the server has them (a notice's title must be the stored one). */
  const postOf = async (postId: string) => {
    const post = await getDoc(doc(db, 'posts', postId)).catch((error: unknown) => {
      throw firebaseCode(error) === 'permission-denied' ? new BackendError('not-found') : error;
    });
    if (!post.exists()) throw new BackendError('not-found');
    return { title: String(post.get('title') ?? ''), postAuthor: String(post.get('uid')) };
  };

  const writes: Pick<CommentsApi, 'editComment' | 'deleteComment'> = {
    async editComment(postId, commentId, content) {
      checkCommentText(content);
      const mentions = mentionsOf(content);
      const [{ comment, data }, about, { uid }] = await Promise.all([
        ownComment(postId, commentId),
        postOf(postId),
        member(),
      ]);
      // The members it names now and did not are told; those it named and no longer does, untold
      // (issue 49): in the edit's batch, as firestore.rules check them against the comment after it.
      const act = { postId, commentId, from: uid, content, mentions, answers: data.answers };
      const { tell, withdraw } = editNotices({ ...act, ...about, before: data.mentions ?? [] }, 0);
      await commitPaced(db, uid, 'edit', `${postId}/${commentId}`, () => {
        const batch = writeBatch(db);
        batch.update(comment, {
          content,
          editedAt: serverTimestamp(),
          mentions: mentions.length > 0 ? mentions : deleteField(),
        });
        for (const [to, { id: noticeId, ...notice }] of tell) {
          batch.set(doc(db, 'users', to, 'notices', noticeId), {
            ...notice,
            at: serverTimestamp(),
          });
        }
        for (const to of withdraw) batch.delete(doc(db, 'users', to, 'notices', `c${commentId}`));
        return batch;
      });
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
