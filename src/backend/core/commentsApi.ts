import type { BackendErrorCode } from '../../lib/errorCodes';
import type { Comment, ErrorListener, Listener, Unsubscribe } from '../types';
import type { RepliesApi } from './repliesApi';

export type { ConversationFields } from './repliesApi';

/** Which box a comment was written in: a post's comment box, or the reply box under `answerOf`. */
export interface CommentBox {
  postId: string;
  answerOf?: string;
}

/**
 * A comment or reply that waited for the connection and that the server then refused (issue 50):
 * its text as stored, and why (`rate-limited`: the member's budget on the post was spent elsewhere).
 */
export interface RefusedComment extends CommentBox {
  content: string;
  code: BackendErrorCode;
}

/**
 * A post's comments: what each adapter's comments.ts provides (createCommentsApi), replies
 * included (issue 39).
 */
export interface CommentsApi extends RepliesApi {
  /**
   * Live comments of a post: its newest `newest` (lib/limits.ts commentWindow; at most its `max`),
   * oldest first.
   */
  watchComments(
    postId: string,
    callback: Listener<Comment[]>,
    onError?: ErrorListener,
    newest?: number,
  ): Unsubscribe;
  /**
   * One batch: the comment and commentsCount + 1 (on Firebase also the member's commenting stamp).
   * Returns the comment id. `id` is the one the sender chose once for this comment (core/ids.ts):
   * sent again with it, the comment is written once and counted once, and the call succeeds when the
   * comment at that id is the member's with the same content (core/sentAgain.ts). Without it, a new id.
   */
  addComment(postId: string, content: string, id?: string): Promise<string>;
  /**
   * Comment author only, while the post exists: replaces the content (the limits of addComment) and
   * sets editedAt.
   */
  editComment(postId: string, commentId: string, content: string): Promise<void>;
  /** Comment author only. One batch: removes the comment and commentsCount - 1. */
  deleteComment(postId: string, commentId: string): Promise<void>;
  /**
   * The member's comments written in `box` that were kept to send once the connection returned,
   * and that the server refused then (after the same second try an answered refusal gets): each
   * told once, to the first box watching, or held for the page's life until one watches, so the
   * box takes its text back. A write the store answers at once (the local adapter's) is never kept:
   * its refusal is addComment's own.
   */
  watchRefusedComments(box: CommentBox, callback: (refused: RefusedComment) => void): Unsubscribe;
}
