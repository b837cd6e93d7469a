/**
 * Replies (issue 39): a reply is a comment of the same post, stored beside the others in its thread,
 * that names the comment it sits under (`replyTo`, one level deep) and whom it answers. So the post's
 * commentsCount, the thread's live read, editing, deleting, hiding, reporting and blocking all take
 * replies as they take comments. What each adapter's replies.ts provides.
 */
export interface RepliesApi {
  /**
   * Answers comment `answerOf` of post `postId`: a comment, or a reply under one (then the reply sits
   * under the same comment, naming whom it answers). The batch and resend terms of addComment; returns
   * the reply's id. `not-found` when the post or the comment answered is gone.
   */
  addReply(postId: string, answerOf: string, content: string, id?: string): Promise<string>;
}

/** What a comment holds of its conversation (issue 39), beside its text (types.ts Comment). */
export interface ConversationFields {
  /** A reply: the id of the comment it sits under, one level deep; absent on a comment. */
  replyTo?: string;
  /** A reply: the uid of the member whose comment or reply it answers. */
  answers?: string;
  /** Deleted by its author while it had replies: its text is gone, its replies stay under it. */
  deleted?: true;
  /** The members its text mentions as `<@uid>` (lib/mentions.ts), at most 10; absent when none. */
  mentions?: string[];
}

/** Where a reply to `answered` goes, and whom it answers: a reply to a reply sits under its comment. */
export function replyPlace(answered: { id: string; uid: string; replyTo?: string | undefined }) {
  return { replyTo: answered.replyTo || answered.id, answers: answered.uid };
}
