/**
 * What a post's commentsCount counts (issue 49): the comments and replies a reader can see, so the
 * 💬 beside a post never promises more than its thread shows. A comment hidden by a moderator or
 * cleared by its author (這則留言已刪除, kept for its replies) is not counted; hiding or clearing one
 * counts the post down, restoring one counts it up, each in the batch that makes the change.
 * firestore.rules mirror it (`shown(data)`).
 */
export function counted(comment: { hidden?: boolean; deleted?: boolean }): boolean {
  return comment.hidden !== true && comment.deleted !== true;
}

/** How a change from `before` to `after` moves the post's count: -1, 0 or +1. */
export function countStep(
  before: { hidden?: boolean; deleted?: boolean },
  after: { hidden?: boolean; deleted?: boolean },
): -1 | 0 | 1 {
  return counted(before) === counted(after) ? 0 : counted(after) ? 1 : -1;
}
