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

const fields = { post: 'postAt', comment: 'commentAt' } as const;

/**
 * Commits `batch` with the member's throttles/{uid} stamped for `kind`, as firestore.rules demand of
 * every new post and comment. A refusal that comes while the last stamp is within its interval is
 * 'rate-limited' (judged by this device's clock, which the server's may differ from by a little).
 */
export async function commitPaced(
  db: Firestore,
  uid: string,
  kind: keyof typeof paceSeconds,
  batch: WriteBatch,
): Promise<void> {
  const throttle = doc(db, 'throttles', uid);
  batch.set(throttle, { [fields[kind]]: serverTimestamp() }, { merge: true });
  try {
    await batch.commit();
  } catch (error) {
    if (firebaseCode(error) !== 'permission-denied') throw error;
    const last = (await getDoc(throttle).catch(() => undefined))?.get(fields[kind]) as
      Timestamp | undefined;
    if (last && Date.now() < last.toMillis() + paceSeconds[kind] * 1000) {
      throw new BackendError('rate-limited', { cause: error });
    }
    throw error;
  }
}
