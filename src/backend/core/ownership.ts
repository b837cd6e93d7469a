import { BackendError } from '../errors';

/**
 * The check before every author-only write, on posts and comments alike: `not-found` when the item is
 * not there, `permission-denied` when it is someone else's. Returns the item.
 */
export function ownedBy<T extends { uid: string }>(item: T | null | undefined, uid: string): T {
  if (!item) throw new BackendError('not-found');
  if (item.uid !== uid) throw new BackendError('permission-denied');
  return item;
}

/**
 * A hidden post (and its thread) takes new comments, replies and likes from its author and the
 * moderators alone, as firestore.rules (`visible()` on the comment's and the like's create): for
 * anyone else `permission-denied`, as the rules answer.
 */
export function checkOpen(
  post: { uid: string; hidden?: boolean },
  member: { uid: string; moderator?: boolean },
): void {
  if (post.hidden === true && post.uid !== member.uid && member.moderator !== true) {
    throw new BackendError('permission-denied');
  }
}
