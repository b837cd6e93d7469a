import {
  doc,
  getDoc,
  serverTimestamp,
  type Firestore,
  type Timestamp,
  type WriteBatch,
} from 'firebase/firestore';
import { paceSeconds } from '../../lib/limits';
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
