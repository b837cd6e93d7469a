import { paceSeconds } from '../../lib/limits';
import { BackendError } from '../errors';
import type { LocalDatabase } from './db';

/**
 * The member's throttles of firestore.rules: when each kind of paced write last went through, a post
 * or an edit per member (throttles/{uid}), a like or comment per member and post (keyed `like:postId`,
 * as throttles/{uid}/posts/{postId}). One record in `meta` (no table of its own), so the tabs of one
 * browser share it as Firebase's are shared.
 */
interface ThrottleRecord {
  key: string;
  at: Partial<Record<string, number>>;
}

/** The key of `uid`'s throttle record in `meta`. */
export const throttleKey = (uid: string) => `throttle:${uid}`;

/**
 * Stamps the member's throttle for `kind` (a like or comment: of `postId`), or refuses with
 * 'rate-limited' while the last stamp of it is within its interval, as firestore.rules do. Called
 * inside the write's own transaction (which must include db.meta), only when it writes: the refusal
 * then stores nothing.
 */
export async function stampPace(
  db: LocalDatabase,
  uid: string,
  ...[kind, postId]: ['post' | 'edit'] | ['like' | 'comment', string]
): Promise<void> {
  const key = throttleKey(uid);
  const record = (await db.meta.get(key)) as ThrottleRecord | undefined;
  const now = Date.now();
  const stamp = postId === undefined ? kind : `${kind}:${postId}`;
  const last = record?.at[stamp];
  if (last !== undefined && now < last + paceSeconds[kind] * 1000) {
    throw new BackendError('rate-limited');
  }
  const stamped: ThrottleRecord = { key, at: { ...record?.at, [stamp]: now } };
  await db.meta.put(stamped);
}
