import {
  doc,
  getDocFromCache,
  getDocFromServer,
  increment,
  serverTimestamp,
  type DocumentSnapshot,
  type Firestore,
  type Timestamp,
  type WriteBatch,
} from 'firebase/firestore';
import { paceBudgets, paceSeconds, postBudget, type BudgetKind } from '../../lib/limits';
import { BackendError } from '../errors';
import { firebaseCode } from './firebaseErrors';

/** A budget as firestore.rules keep it: a window's start in `at`, the writes counted in `count`. */
interface Budget {
  at: string;
  count: string;
  writes: number;
  seconds: number;
}

const postBudgetFields: Budget = { at: 'postAt', count: 'postCount', ...postBudget };
const budgetOn = (kind: BudgetKind): Budget => ({
  at: `${kind}At`,
  count: `${kind}Count`,
  ...paceBudgets[kind],
});

/**
 * The move that spends one of `budget`, from `stamps` as stored: one more write counted while the
 * window's count is under the budget, whatever the clocks say (the rules take that at any time, so a
 * device whose clock runs ahead of the server's is never refused what the budget still holds); once
 * it is full, a new window at the server's time, which the server takes or refuses by its own clock.
 * A full window whose stamp still waits to be sent (a queue) is 'rate-limited' at once: the server
 * would refuse it, and the SDK drop it.
 */
function budgetMove(stamps: DocumentSnapshot | undefined, { at, count, writes }: Budget) {
  // A window this device opened and has not sent yet holds its start as a pending server time:
  // estimated, it is there (read plainly, it is null, and a queued write would open a second
  // window that the server refuses).
  const start = stamps?.get(at, { serverTimestamps: 'estimate' }) as unknown;
  const counted = stamps?.get(count) as unknown;
  if (start && typeof counted === 'number' && counted < writes) return { [count]: increment(1) };
  if (start && stamps?.metadata.hasPendingWrites) throw new BackendError('rate-limited');
  return { [at]: serverTimestamp(), [count]: 1 };
}

/** Whether `stamps`, as the server holds them, leave room for one more write of `budget`. */
function roomIn(stamps: DocumentSnapshot, { at, count, writes, seconds }: Budget): boolean {
  const start = stamps.get(at) as Timestamp | undefined;
  const counted = stamps.get(count) as unknown;
  if (!start || (typeof counted === 'number' && counted < writes)) return true;
  return Date.now() >= start.toMillis() + seconds * 1000;
}

const throttleOf = (db: Firestore, uid: string) => doc(db, 'throttles', uid);

/**
 * Commits the batch `build` makes, with the member's stamp that firestore.rules demand of every new
 * post and every edit, naming `target` (the new post, the post or `postId/commentId` edited), so one
 * stamp lets one write through. An edit is paced: its stamp takes the server's time, refused within
 * paceSeconds.edit of the last ('rate-limited'). A post spends one of the member's post budget, as
 * the cache holds it; refused because the cache was behind the server (another tab or device spent
 * some), it is built and sent once more on the server's stamps, and a spent budget is 'rate-limited'.
 */
export async function commitPaced(
  db: Firestore,
  uid: string,
  kind: 'post' | 'edit',
  target: string,
  build: () => WriteBatch,
): Promise<void> {
  const throttle = throttleOf(db, uid);
  // The stamps this device last wrote or read: no read billed, no wait on the server. Behind the
  // server's (another device's posts), the refusal below reads them from the server.
  const stored = () => getDocFromCache(throttle).catch(() => undefined);
  const sentAt = Date.now();
  const send = async (stamps?: DocumentSnapshot) => {
    const batch = build();
    const stamp =
      kind === 'edit'
        ? { editAt: serverTimestamp(), editOn: target }
        : { ...budgetMove(stamps ?? (await stored()), postBudgetFields), postId: target };
    batch.set(throttle, stamp, { merge: true });
    await batch.commit();
  };
  try {
    await send();
  } catch (error) {
    if (firebaseCode(error) !== 'permission-denied') throw error;
    const stamps = await getDocFromServer(throttle).catch(() => undefined);
    if (!stamps) throw error;
    if (kind === 'post') {
      if (!roomIn(stamps, postBudgetFields))
        throw new BackendError('rate-limited', { cause: error });
      return send(stamps);
    }
    // Judged by when it was sent, not when the refusal came back: a slow answer must not turn a
    // write that met the pace into a plain refusal.
    const last = stamps.get('editAt') as Timestamp | undefined;
    if (last && sentAt < last.toMillis() + paceSeconds.edit * 1000) {
      throw new BackendError('rate-limited', { cause: error });
    }
    throw error;
  }
}

/** The member's budgets on one post (firestore.rules throttles/{uid}/posts/{postId}). */
const budgetsOf = (db: Firestore, uid: string, postId: string) =>
  doc(db, 'throttles', uid, 'posts', postId);

/**
 * Adds to `batch` the member's stamp spending one of `kind`'s budget on `postId` (budgetMove), read
 * from the cache (no read billed; offline, what this device queued, so writes queued back to back
 * count in one window), or from the server (`fresh`: after a refusal, when the cache may be behind
 * another device's writes).
 */
export async function stampBudget(
  db: Firestore,
  batch: WriteBatch,
  uid: string,
  postId: string,
  kind: BudgetKind,
  fresh = false,
): Promise<void> {
  const stamps = budgetsOf(db, uid, postId);
  const read = fresh ? getDocFromServer(stamps) : getDocFromCache(stamps);
  const stored = await read.catch(() => undefined);
  batch.set(stamps, budgetMove(stored, budgetOn(kind)), { merge: true });
}

/**
 * After a refusal of a write stamped on `postId`'s budget: whether the server's stamps leave room for
 * one more (the refusal came from a cache behind the server's budgets, and the write is worth sending
 * again with stampBudget `fresh`). False when the budget is spent, or the stamps cannot be read.
 */
export async function budgetLeft(
  db: Firestore,
  uid: string,
  postId: string,
  kind: BudgetKind,
): Promise<boolean> {
  const stamps = await getDocFromServer(budgetsOf(db, uid, postId)).catch(() => undefined);
  return !!stamps && roomIn(stamps, budgetOn(kind));
}
