import {
  collection,
  doc,
  getDoc,
  getDocFromCache,
  increment,
  serverTimestamp,
  writeBatch,
  type FieldValue,
} from 'firebase/firestore';
import { BackendError } from '../errors';
import { checkCommentText } from '../core/checks';
import { commentWindow } from '../../lib/limits';
import { ownedBy } from '../core/ownership';
import { sentAgain } from '../core/sentAgain';
import type { CommentsApi } from '../core/commentsApi';
import { profileOf, type FirebaseContext } from './context';
import { firebaseCode } from './firebaseErrors';
import { watchWhenReady } from './lazy';
import { commitPaced } from './pace';
import { sentWrites } from './writePolicy';
import { watchThread, type CommentDoc, type Reader } from './commentThread';
import { moderatorOf } from './moderatorClaim';

/**
 * Every change of `commentsCount` names its comment in the post's `lastCommentId`, in the same batch
 * as the comment's creation or deletion. firestore.rules cannot see the other writes of a batch, only
 * documents by path, so this field is how the post's rule finds the comment it must check with
 * `exists` / `existsAfter`, and how the comment's rule checks that the post counted exactly it.
 */
export function createCommentsApi({
  db,
  member,
}: Pick<FirebaseContext, 'db' | 'member'>): CommentsApi {
  const comments = (postId: string) => collection(db, 'posts', postId, 'comments');

  const ownComment = async (postId: string, commentId: string) => {
    const user = await member();
    const comment = doc(comments(postId), commentId);
    // The rules hide a deleted post's comments from every member but the one sweeping them up.
    const current = await getDoc(comment).catch((error: unknown) => {
      throw firebaseCode(error) === 'permission-denied' ? new BackendError('not-found') : error;
    });
    ownedBy(current.exists() ? (current.data() as CommentDoc) : undefined, user.uid);
    return comment;
  };

  // Who reads: a moderator's thread holds hidden comments too (commentThread.ts).
  const reader = async (): Promise<Reader> => {
    const user = await member();
    // Without a token to read (offline, expired), the reader's comments are read as a member's.
    const moderator = await moderatorOf(user).catch(() => false);
    return { uid: user.uid, moderator };
  };

  const writes: Pick<CommentsApi, 'addComment' | 'editComment' | 'deleteComment'> = {
    async addComment(postId, content, id) {
      const user = await member();
      checkCommentText(content);
      const comment = id ? doc(comments(postId), id) : doc(comments(postId));
      // The post's author is told (their activity), unless it is theirs: the rules bind it so. The
      // post page follows the post, so the cache has it: no read is billed, and offline it is known.
      const postRef = doc(db, 'posts', postId);
      const post = await getDocFromCache(postRef).catch(() => getDoc(postRef));
      if (!post.exists()) throw new BackendError('not-found');
      const postAuthor = post.get('uid') as unknown;
      const data: Omit<CommentDoc, 'createdAt'> & { createdAt: FieldValue } = {
        content,
        createdAt: serverTimestamp(),
        author: profileOf(user),
        uid: user.uid,
        hidden: false,
        notify: typeof postAuthor === 'string' && postAuthor !== user.uid ? postAuthor : '',
      };
      const batch = writeBatch(db);
      batch.set(comment, data);
      batch.update(doc(db, 'posts', postId), {
        commentsCount: increment(1),
        lastCommentId: comment.id,
      });
      try {
        await commitPaced(db, user.uid, 'comment', postId, batch);
      } catch (error) {
        // Sent again: the rules refuse a create over the first (an update), which did land.
        const first = await getDoc(comment).catch(() => undefined);
        if (!sentAgain(first?.data() as CommentDoc | undefined, user.uid, { content })) throw error;
      }
      return comment.id;
    },

    async editComment(postId, commentId, content) {
      checkCommentText(content);
      const comment = await ownComment(postId, commentId);
      const batch = writeBatch(db);
      batch.update(comment, { content, editedAt: serverTimestamp() });
      const { uid } = await member();
      await commitPaced(db, uid, 'edit', `${postId}/${commentId}`, batch);
    },

    async deleteComment(postId, commentId) {
      const comment = await ownComment(postId, commentId);
      const batch = writeBatch(db);
      batch.delete(comment);
      batch.update(doc(db, 'posts', postId), {
        commentsCount: increment(-1),
        lastCommentId: commentId,
      });
      await batch.commit();
    },
  };

  return {
    watchComments(postId, callback, onError, newest = commentWindow.first) {
      // Comments are for members: the listener waits for Auth to say who is signed in.
      return watchWhenReady(
        reader(),
        (who) => watchThread(db, postId, who, callback, onError, newest),
        onError,
      );
    },

    // Every write through the write policy: refused at once while the connection is known to be down.
    ...sentWrites(db, writes),
  };
}
