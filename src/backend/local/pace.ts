import { paceBudgets, paceSeconds, postBudget, type BudgetKind } from '../../lib/limits';
import { BackendError } from '../errors';
import type { LocalDatabase } from './db';

/**
 * The member's throttles of firestore.rules: when the last edit went through (throttles/{uid}
 * `editAt`); the member's post budget (its `postAt` and `postCount`); and per member and post, the
 * budget of likes and of comments (keyed `like:postId`, as throttles/{uid}/posts/{postId}). A budget
 * is when its window opened (`at`) and how many writes it has counted (`count`). One record in
 * `meta` (no table of its own), so the tabs of one browser share it as Firebase's are shared.
 */
interface ThrottleRecord {
  key: string;
  at: Partial<Record<string, number>>;
  count?: Partial<Record<string, number>>;
}

/** The key of `uid`'s throttle record in `meta`. */
export const throttleKey = (uid: string) => `throttle:${uid}`;

/**
 * The budget's next move, as the rules allow it and the Firebase adapter chooses it (firebase/pace.ts):
 * one more write counted while the window's count is under the budget; once it is full, a new window,
 * but only after the last one has passed (else 'rate-limited').
 */
function spend(
  last: number | undefined,
  counted: number | undefined,
  { writes, seconds }: { writes: number; seconds: number },
  now: number,
): [at: number, count: number] {
  if (last !== undefined && counted !== undefined && counted < writes) return [last, counted + 1];
  if (last !== undefined && now < last + seconds * 1000) throw new BackendError('rate-limited');
  return [now, 1];
}

/**
 * Stamps the member's throttle for `kind`: an edit, refused with 'rate-limited' while the last one is
 * within its interval; a post, which spends one of the member's post budget; a like or comment, which
 * spends one of its budget on `postId`; as firestore.rules do. Called inside the write's own
 * transaction (which must include db.meta), only when it writes: the refusal then stores nothing.
 */
export async function stampPace(
  db: LocalDatabase,
  uid: string,
  ...[kind, postId]: ['edit' | 'post'] | [BudgetKind, string]
): Promise<void> {
  const key = throttleKey(uid);
  const record = (await db.meta.get(key)) as ThrottleRecord | undefined;
  const now = Date.now();
  const stamp = postId === undefined ? kind : `${kind}:${postId}`;
  const last = record?.at[stamp];
  let at = now;
  let count: number | undefined;
  if (kind === 'edit') {
    if (last !== undefined && now < last + paceSeconds.edit * 1000) {
      throw new BackendError('rate-limited');
    }
  } else {
    const budget = kind === 'post' ? postBudget : paceBudgets[kind];
    [at, count] = spend(last, record?.count?.[stamp], budget, now);
  }
  const stamped: ThrottleRecord = {
    key,
    at: { ...record?.at, [stamp]: at },
    count: { ...record?.count, ...(count !== undefined && { [stamp]: count }) },
  };
  await db.meta.put(stamped);
}
