import {
  collection,
  doc,
  getDoc,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentSnapshot,
  type FieldValue,
  type Timestamp,
} from 'firebase/firestore';
import { BackendError } from '../errors';
import { checkCommentText, windowOf } from '../core/checks';
import { commentWindow } from '../../lib/limits';
import { ownedBy } from '../core/ownership';
import type { CommentsApi } from '../core/commentsApi';
import type { Author, Comment, ErrorListener, Listener, Unsubscribe } from '../types';
import { profileOf, type FirebaseContext } from './context';
import { firebaseCode } from './firebaseErrors';
import { watchWhenReady } from './lazy';
import { watch } from './live';
import { commitPaced } from './pace';
import { sentWrites } from './writePolicy';
import { authorFrom } from './postRecords';

interface CommentDoc {
  content: string;
  createdAt: Timestamp;
  /** Only once the author has edited it. */
  editedAt?: Timestamp;
  author: Author;
  uid: string;
}

function toComment(postId: string, snapshot: DocumentSnapshot): Comment {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as Partial<CommentDoc>;
  return {
    id: snapshot.id,
    postId,
    content: data.content ?? '',
    createdAt: data.createdAt?.toMillis() ?? 0,
    editedAt: data.editedAt?.toMillis() ?? 0,
    author: authorFrom(data),
    uid: data.uid ?? '',
  };
}

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

  /**
   * The rules let members read the comments of an existing post only: a post that is gone (or never
   * was) has no comments to show, which is not a failure.
   */
  function watchThread(
    postId: string,
    callback: Listener<Comment[]>,
    onError: ErrorListener | undefined,
    newest: number,
  ): Unsubscribe {
    let stopped = false;
    const failed = (error: Error) => {
      if (firebaseCode(error) !== 'permission-denied') return onError?.(error);
      getDoc(doc(db, 'posts', postId)).then(
        (post) => {
          if (stopped) return;
          if (post.exists()) onError?.(error);
          // The server says the post is gone: there is nothing to show, and that is known.
          else callback([], { stale: post.metadata.fromCache });
        },
        () => onError?.(error),
      );
    };
    const stop = watch(
      query(comments(postId), orderBy('createdAt', 'desc'), limit(windowOf(newest))),
      (snapshot, freshness) =>
        callback(snapshot.docs.map((comment) => toComment(postId, comment)).reverse(), freshness),
      failed,
    );
    return () => {
      stopped = true;
      stop();
    };
  }

  const writes: Pick<CommentsApi, 'addComment' | 'editComment' | 'deleteComment'> = {
    async addComment(postId, content) {
      const user = await member();
      checkCommentText(content);
      const comment = doc(comments(postId));
      const data: Omit<CommentDoc, 'createdAt'> & { createdAt: FieldValue } = {
        content,
        createdAt: serverTimestamp(),
        author: profileOf(user),
        uid: user.uid,
      };
      const batch = writeBatch(db);
      batch.set(comment, data);
      batch.update(doc(db, 'posts', postId), {
        commentsCount: increment(1),
        lastCommentId: comment.id,
      });
      await commitPaced(db, user.uid, 'comment', postId, batch);
      return comment.id;
    },

    async editComment(postId, commentId, content) {
      checkCommentText(content);
      const comment = await ownComment(postId, commentId);
      await updateDoc(comment, { content, editedAt: serverTimestamp() });
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
        member(),
        () => watchThread(postId, callback, onError, newest),
        onError,
      );
    },

    // Every write through the write policy: refused at once while the connection is known to be down.
    ...sentWrites(db, writes),
  };
}
