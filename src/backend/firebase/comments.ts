import {
  collection,
  doc,
  getDoc,
  getDocFromCache,
  increment,
  onSnapshot,
  serverTimestamp,
  writeBatch,
  type DocumentReference,
  type FieldValue,
} from 'firebase/firestore';
import { BackendError } from '../errors';
import { checkCommentText, mentionsOf } from '../core/checks';
import { commentWindow } from '../../lib/limits';
import { ownedBy } from '../core/ownership';
import { sentAgain } from '../core/sentAgain';
import type { CommentsApi } from '../core/commentsApi';
import { profileOf, type FirebaseContext } from './context';
import { firebaseCode } from './firebaseErrors';
import { watchWhenReady } from '../core/lazy';
import { budgetLeft, commitPaced, stampBudget } from './pace';
import { sentWrites } from './writePolicy';
import { watchThread, type CommentDoc, type Reader } from './commentThread';
import { moderatorOf } from './moderatorClaim';
import { hasReplies, replyFields, softDelete, type ReplyFields } from './replies';

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

  /**
   * One batch: the comment, the post's count naming it, and the member's stamp for this post. The SDK
   * applies it at once (the thread lists it, marked pending) and keeps it in its persistent queue
   * until the server has it. Answered by the server, or, when the SDK cannot reach the server (its
   * own read of the post answers from the cache), kept: the SDK sends it once the connection returns,
   * after a reload too.
   */
  async function addComment(postId: string, content: string, id?: string, reply?: ReplyFields) {
    const user = await member();
    checkCommentText(content);
    const mentions = mentionsOf(content);
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
      ...reply,
      // The members its text names (issue 39): only when there are any.
      ...(mentions.length > 0 && { mentions }),
    };
    const send = async (fresh: boolean) => {
      const batch = writeBatch(db);
      batch.set(comment, data);
      batch.update(postRef, { commentsCount: increment(1), lastCommentId: comment.id });
      // The member's comment budget on this post alone (firestore.rules stampedOn): comments queued
      // offline, sent back to back, each count one in the window the first opens.
      await stampBudget(db, batch, user.uid, postId, 'comment', fresh);
      const sent = batch.commit();
      await Promise.race([sent, unreachable(postRef, sent)]);
    };
    try {
      await send(false);
    } catch (error) {
      // Sent again: the rules refuse a create over the first (an update), which did land.
      const first = await getDoc(comment).catch(() => undefined);
      if (sentAgain(first?.data() as CommentDoc | undefined, user.uid, { content })) {
        return comment.id;
      }
      if (firebaseCode(error) !== 'permission-denied') throw error;
      // The rules refuse nothing else a member's comment form can send but the budget.
      if (!(await getDoc(postRef)).exists()) throw new BackendError('not-found');
      // Stamped from a cache behind the server's budgets: once more, from the server's.
      if (!(await budgetLeft(db, user.uid, postId, 'comment'))) {
        throw new BackendError('rate-limited', { cause: error });
      }
      await send(true).catch(async (again: unknown) => {
        const landed = await getDoc(comment).catch(() => undefined);
        if (sentAgain(landed?.data() as CommentDoc | undefined, user.uid, { content })) return;
        // Refused again: the budget was spent meanwhile (another tab, another device).
        throw firebaseCode(again) === 'permission-denied'
          ? new BackendError('rate-limited', { cause: again })
          : again;
      });
    }
    return comment.id;
  }

  const writes: Pick<CommentsApi, 'editComment' | 'deleteComment'> = {
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
      // One with replies leaves its place (這則留言已刪除) so that they stay under it (replies.ts).
      if (await hasReplies(comment)) return softDelete(comment);
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

    addComment: (postId, content, id) => addComment(postId, content, id),
    async addReply(postId, answerOf, content, id) {
      checkCommentText(content);
      const fields = await replyFields(doc(comments(postId), answerOf));
      return addComment(postId, content, id, fields);
    },
    // Through the write policy: refused at once while the connection is known to be down.
    ...sentWrites(db, writes),
  };
}

/**
 * Resolves once the SDK says the server cannot be reached, now or later while `sent` waits. Now: the
 * post read after the commit (so answered after the SDK has queued it) comes from the cache, or is
 * not there offline. Later: the post's snapshot, once from the server, comes from the cache again
 * (the post page follows the post, so this listener shares its target and costs no read). A comment
 * sent online whose answer is slow, and then the connection goes, is released too: it waits in the
 * SDK's queue, shown pending, and the box is free for the next one.
 */
function unreachable(postRef: DocumentReference, sent: Promise<void>): Promise<true> {
  return new Promise((resolve) => {
    let heard = false;
    const stop = onSnapshot(
      postRef,
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!snapshot.metadata.fromCache) heard = true;
        else if (heard) resolve(true);
      },
      // A refused listener says nothing of the connection: the commit's answer decides.
      () => {},
    );
    getDoc(postRef).then(
      (answer) => answer.metadata.fromCache && resolve(true),
      (error: unknown) => firebaseCode(error) === 'unavailable' && resolve(true),
    );
    sent.then(stop, stop);
  });
}
