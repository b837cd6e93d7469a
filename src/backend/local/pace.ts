import { paceBudgets, paceSeconds, type BudgetKind, type PaceKind } from '../../lib/limits';
import { BackendError } from '../errors';
import type { LocalDatabase } from './db';

/**
 * The member's throttles of firestore.rules: when each kind of paced write last went through, a post
 * or an edit per member (throttles/{uid}); and per member and post, the budget of likes and of
 * comments (keyed `like:postId`, as throttles/{uid}/posts/{postId}): when its window opened (`at`)
 * and how many writes it has counted (`count`). One record in `meta` (no table of its own), so the
 * tabs of one browser share it as Firebase's are shared.
 */
interface ThrottleRecord {
  key: string;
  at: Partial<Record<string, number>>;
  count?: Partial<Record<string, number>>;
}

/** The key of `uid`'s throttle record in `meta`. */
export const throttleKey = (uid: string) => `throttle:${uid}`;

/**
 * Stamps the member's throttle for `kind` (a like or comment: spends one of its budget on `postId`),
 * or refuses with 'rate-limited' while the last stamp of a post or edit is within its interval, or a
 * like's or comment's window on the post is open and full, as firestore.rules do. Called inside the
 * write's own transaction (which must include db.meta), only when it writes: the refusal then stores
 * nothing.
 */
export async function stampPace(
  db: LocalDatabase,
  uid: string,
  ...[kind, postId]: [PaceKind] | [BudgetKind, string]
): Promise<void> {
  const key = throttleKey(uid);
  const record = (await db.meta.get(key)) as ThrottleRecord | undefined;
  const now = Date.now();
  const stamp = postId === undefined ? kind : `${kind}:${postId}`;
  const last = record?.at[stamp];
  let at = now;
  let count = 1;
  if (postId === undefined) {
    if (last !== undefined && now < last + paceSeconds[kind as PaceKind] * 1000) {
      throw new BackendError('rate-limited');
    }
  } else {
    const { writes, seconds } = paceBudgets[kind as BudgetKind];
    const counted = record?.count?.[stamp];
    // As the rules: within the open window, one more up to the budget; after it, a new window.
    if (last !== undefined && counted !== undefined && now < last + seconds * 1000) {
      if (counted >= writes) throw new BackendError('rate-limited');
      [at, count] = [last, counted + 1];
    }
  }
  const stamped: ThrottleRecord = {
    key,
    at: { ...record?.at, [stamp]: at },
    count: { ...record?.count, ...(postId !== undefined && { [stamp]: count }) },
  };
  await db.meta.put(stamped);
}
