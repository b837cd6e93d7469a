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

/** Each kind's stamp, and the field naming the post it let through (firestore.rules, throttles). */
const fields = {
  post: { at: 'postAt', on: 'postId' },
  comment: { at: 'commentAt', on: 'commentOn' },
} as const;

/**
 * Commits `batch` with the member's throttles/{uid} stamped for `kind` and naming `postId` (the new
 * post, or the post commented on), as firestore.rules demand of every new post and comment: one
 * stamp lets one write through, however many a batch holds. A refusal that comes while the last
 * stamp is within its interval is 'rate-limited' (judged by this device's clock, which the server's
 * may differ from by a little).
 */
export async function commitPaced(
  db: Firestore,
  uid: string,
  kind: keyof typeof paceSeconds,
  postId: string,
  batch: WriteBatch,
): Promise<void> {
  const throttle = doc(db, 'throttles', uid);
  const { at, on } = fields[kind];
  batch.set(throttle, { [at]: serverTimestamp(), [on]: postId }, { merge: true });
  try {
    await batch.commit();
  } catch (error) {
    if (firebaseCode(error) !== 'permission-denied') throw error;
    const last = (await getDoc(throttle).catch(() => undefined))?.get(at) as Timestamp | undefined;
    if (last && Date.now() < last.toMillis() + paceSeconds[kind] * 1000) {
      throw new BackendError('rate-limited', { cause: error });
    }
    throw error;
  }
}
