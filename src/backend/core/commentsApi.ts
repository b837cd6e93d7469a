import type { Comment, ErrorListener, Listener, Unsubscribe } from '../types';
import type { RepliesApi } from './repliesApi';

export type { ConversationFields } from './repliesApi';

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
}
