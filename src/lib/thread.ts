/**
 * A post's thread as the post page shows it (issue 39): its comments, oldest first, each with its
 * replies under it, oldest first (newest last). Replies are comments of the same window
 * (lib/limits.ts commentWindow) that name their comment in `replyTo`, so no read of their own.
 */

interface Threaded {
  id: string;
  replyTo?: string;
}

export interface ThreadEntry<T> {
  comment: T;
  replies: T[];
}

/** How many replies a comment shows before 查看其他 {n} 則回覆. */
export const repliesShown = 3;

/**
 * Groups `comments` (oldest first) into comments with their replies. A reply whose comment is not
 * among them is left out, not shown as an answer to nothing: its comment is older than the window
 * (it arrives with 查看較早的留言), hidden by a moderator, or a blocked member's (both leave their
 * conversation out with them).
 */
export function threadOf<T extends Threaded>(comments: readonly T[]): ThreadEntry<T>[] {
  const entries = new Map<string, ThreadEntry<T>>();
  for (const comment of comments) {
    if (!comment.replyTo) entries.set(comment.id, { comment, replies: [] });
  }
  for (const comment of comments) {
    if (comment.replyTo) entries.get(comment.replyTo)?.replies.push(comment);
  }
  return [...entries.values()];
}

interface Written extends Threaded {
  uid: string;
  deleted?: true;
}

/**
 * `comments` without those of the members in `blocked` (issue 49). A blocked member's comment with
 * replies of others under it stays, as a stand-in (`standIns`) that shows none of its text, so those
 * replies (the reader's own among them) keep their place; its replies of blocked members go.
 * `hidden` counts what the thread hides: every comment and reply of a blocked member that had text
 * (a deleted one shows 這則留言已刪除 either way).
 */
export function withoutBlocked<T extends Written>(
  comments: readonly T[],
  blocked: ReadonlySet<string>,
): { listed: T[]; standIns: ReadonlySet<string>; hidden: number } {
  const isBlocked = (comment: T) => blocked.has(comment.uid);
  const answered = new Set(
    comments.flatMap((comment) =>
      comment.replyTo && !isBlocked(comment) ? [comment.replyTo] : [],
    ),
  );
  const standIns = new Set(
    comments
      .filter((comment) => !comment.replyTo && isBlocked(comment) && answered.has(comment.id))
      .map((comment) => comment.id),
  );
  return {
    listed: comments.filter((comment) => !isBlocked(comment) || standIns.has(comment.id)),
    standIns,
    hidden: comments.filter((comment) => isBlocked(comment) && !comment.deleted).length,
  };
}
