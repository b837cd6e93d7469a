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
import { checkCommentText, commentNotices, mentionsOf } from '../core/checks';
import { commentWindow } from '../../lib/limits';
import { checkDrawnId } from '../core/ids';
import { sentAgain } from '../core/sentAgain';
import type { CommentsApi } from '../core/commentsApi';
import { profileOf, type FirebaseContext } from './context';
import { firebaseCode, toBackendError } from './firebaseErrors';
import { watchWhenReady } from '../core/lazy';
import { budgetLeft, stampBudget } from './pace';
import { watchThread, type CommentDoc, type Reader } from './commentThread';
import { moderatorOf } from './moderatorClaim';
import { replyFields, type ReplyFields } from './replies';
import { createCommentEdits } from './commentEdits';
import { createRefusals } from './refusedLater';
import { unreachable } from './unreachable';

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
  const refusals = createRefusals();

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
    // An id sent again must be of the drawn shape, as the rules check (a report's key names one item).
    if (id !== undefined) checkDrawnId(id);
    const comment = id ? doc(comments(postId), id) : doc(comments(postId));
    // Its notices need the post's author and title. The post page follows the post, so the cache
    // has it: no read is billed, and offline it is known.
    const postRef = doc(db, 'posts', postId);
    const post = await getDocFromCache(postRef).catch(() => getDoc(postRef));
    if (!post.exists()) throw new BackendError('not-found');
    const data: Omit<CommentDoc, 'createdAt'> & { createdAt: FieldValue } = {
      content,
      createdAt: serverTimestamp(),
      author: profileOf(user),
      uid: user.uid,
      hidden: false,
      ...reply,
      // The members its text names (issue 39): only when there are any.
      ...(mentions.length > 0 && { mentions }),
    };
    const act = { postId, commentId: comment.id, from: user.uid, content, mentions };
    const about = { title: String(post.get('title') ?? ''), postAuthor: String(post.get('uid')) };
    let notices = commentNotices({ ...act, ...about, answers: reply?.answers }, 0);
    const send = async (fresh: boolean) => {
      const batch = writeBatch(db);
      batch.set(comment, data);
      batch.update(postRef, { commentsCount: increment(1), lastCommentId: comment.id });
      // Whom it tells (issue 47): a notice in each one's inbox, in this batch (firestore.rules check
      // each against this comment).
      for (const [to, { id: noticeId, ...notice }] of notices) {
        batch.set(doc(db, 'users', to, 'notices', noticeId), { ...notice, at: serverTimestamp() });
      }
      // The member's comment budget on this post alone (firestore.rules stampedOn): comments queued
      // offline, sent back to back, each count one in the window the first opens.
      await stampBudget(db, batch, user.uid, postId, 'comment', fresh);
      const sent = batch.commit();
      const kept = await Promise.race([sent.then(() => false), unreachable(postRef, sent)]);
      // Kept for the connection: a refusal then has no caller left to answer, so it gets the same
      // second try, and what is still refused goes back to the box it was written in.
      if (kept) {
        sent.catch((error: unknown) =>
          recover(error).catch((reason: unknown) =>
            refusals.tell({
              postId,
              answerOf: reply?.answerOf,
              content,
              code: toBackendError(reason).code,
            }),
          ),
        );
      }
    };
    /** After a refusal: the comment landed after all, or is sent once more, or the refusal stands. */
    const recover = async (error: unknown): Promise<void> => {
      // Sent again: the rules refuse a create over the first (an update), which did land.
      const first = await getDoc(comment).catch(() => undefined);
      if (sentAgain(first?.data() as CommentDoc | undefined, user.uid, { content })) return;
      if (firebaseCode(error) !== 'permission-denied') throw error;
      // The rules refuse nothing else a member's comment form can send but the budget, or a post or
      // comment hidden since the page read it (then its read is refused too: `permission-denied`).
      const fresh = await getDoc(postRef);
      if (!fresh.exists()) throw new BackendError('not-found');
      // Or a title the cache had before its author changed it: the retry names the server's.
      const title = String(fresh.get('title') ?? '');
      notices = commentNotices({ ...act, ...about, title, answers: reply?.answers }, 0);
      if (reply) {
        const { replyTo, answerOf } = reply;
        await Promise.all([replyTo, answerOf].map((each) => getDoc(doc(comments(postId), each))));
      }
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
    };
    try {
      await send(false);
    } catch (error) {
      await recover(error);
    }
    return comment.id;
  }

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
    ...createCommentEdits({ db, member }),
    watchRefusedComments: (box, callback) => refusals.watch(box, callback),
  };
}
