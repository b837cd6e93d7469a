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
