import {
  doc,
  getDoc,
  getDocFromCache,
  getDocFromServer,
  increment,
  serverTimestamp,
  type DocumentSnapshot,
  type Firestore,
  type Timestamp,
  type WriteBatch,
} from 'firebase/firestore';
import { paceBudgets, paceSeconds, type BudgetKind } from '../../lib/limits';
import { BackendError } from '../errors';
import { firebaseCode } from './firebaseErrors';

/** The member's stamps in throttles/{uid}, and the field naming what each let through (firestore.rules). */
const fields = {
  post: { at: 'postAt', on: 'postId' },
  edit: { at: 'editAt', on: 'editOn' },
} as const;

/**
 * `error`, a refusal of a stamped post or edit, as 'rate-limited' when the write was sent (`sentAt`,
 * this device's clock, which the server's may differ from by a little) within its interval of the
 * member's last stamp of `kind`; otherwise undefined. Judged by when it was sent, not when the refusal
 * came back: a slow answer must not turn a write that met the pace into a plain refusal.
 */
async function pacedRefusal(
  db: Firestore,
  uid: string,
  kind: keyof typeof fields,
  error: unknown,
  sentAt: number,
): Promise<BackendError | undefined> {
  if (firebaseCode(error) !== 'permission-denied') return undefined;
  const throttle = doc(db, 'throttles', uid);
  const last = (await getDoc(throttle).catch(() => undefined))?.get(fields[kind].at) as
    Timestamp | undefined;
  if (last && sentAt < last.toMillis() + paceSeconds[kind] * 1000) {
    return new BackendError('rate-limited', { cause: error });
  }
  return undefined;
}

/**
 * Commits `batch` with the member's throttles/{uid} stamped for `kind` and naming `target` (the new
 * post, the post or `postId/commentId` edited), as firestore.rules demand of every new post and every
 * edit: one stamp lets one write through, however many a batch holds. A refusal within the interval
 * is 'rate-limited' (pacedRefusal).
 */
export async function commitPaced(
  db: Firestore,
  uid: string,
  kind: keyof typeof fields,
  target: string,
  batch: WriteBatch,
): Promise<void> {
  const { at, on } = fields[kind];
  batch.set(doc(db, 'throttles', uid), { [at]: serverTimestamp(), [on]: target }, { merge: true });
  const sentAt = Date.now();
  try {
    await batch.commit();
  } catch (error) {
    throw (await pacedRefusal(db, uid, kind, error, sentAt)) ?? error;
  }
}

/** The member's budgets on one post (firestore.rules throttles/{uid}/posts/{postId}). */
const budgetsOf = (db: Firestore, uid: string, postId: string) =>
  doc(db, 'throttles', uid, 'posts', postId);

/**
 * The stamp that spends one of `kind`'s budget, as `stamps` hold it: one more write counted in the
 * open window, or a new window at the server's time. A window is open while a stamp of it waits to be
 * sent (queued writes go back to back, each counted in the window the first one opens) or, by this
 * device's clock, for its length after it opened. A full window with a write waiting is 'rate-limited'
 * (the queue would be refused); a full one otherwise opens a new window, which the server takes or
 * refuses by its own clock.
 */
function budgetStamp(stamps: DocumentSnapshot | undefined, kind: BudgetKind) {
  const { writes, seconds } = paceBudgets[kind];
  const at = `${kind}At`;
  const count = `${kind}Count`;
  const start = stamps?.get(at, { serverTimestamps: 'estimate' }) as Timestamp | undefined;
  const counted = stamps?.get(count) as unknown;
  const waiting = !!stamps?.metadata.hasPendingWrites;
  const open = waiting || (!!start && Date.now() < start.toMillis() + seconds * 1000);
  if (start && typeof counted === 'number' && open) {
    if (counted < writes) return { [count]: increment(1) };
    if (waiting) throw new BackendError('rate-limited');
  }
  return { [at]: serverTimestamp(), [count]: 1 };
}

/**
 * Adds to `batch` the member's stamp spending one of `kind`'s budget on `postId`, read from the cache
 * (no read billed; offline, what this device queued), or from the server (`fresh`: after a refusal,
 * when the cache may be behind another device's writes).
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
  batch.set(stamps, budgetStamp(stored, kind), { merge: true });
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
  if (!stamps) return false;
  const { writes, seconds } = paceBudgets[kind];
  const start = stamps.get(`${kind}At`) as Timestamp | undefined;
  const counted = stamps.get(`${kind}Count`) as unknown;
  if (!start || Date.now() >= start.toMillis() + seconds * 1000) return true;
  return typeof counted === 'number' && counted < writes;
}
