import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Timestamp,
} from 'firebase/firestore';
import { listLimits } from '../../lib/limits';
import { reportPaceSeconds } from '../../lib/reports';
import { BackendError } from '../errors';
import { checkBlocked, reportKey, type SafetyApi } from '../core/safetyApi';
import type { FirebaseContext } from './context';
import { firebaseCode } from './firebaseErrors';
import { watchWhenReady } from '../core/lazy';
import { watch } from './live';
import { sentWrites } from './writePolicy';

/**
 * Reports (`reports/{itemKey}/by/{uid}`, paced by `reportPaces/{uid}`) and blocks (`users/{uid}/blocks/{blocked}`),
 * docs/data-model.md. The rules check every field; the reads before a write only word its refusal.
 */
export function createSafetyApi({ db, member }: Pick<FirebaseContext, 'db' | 'member'>): SafetyApi {
  const blocks = (uid: string) => collection(db, 'users', uid, 'blocks');

  /** The reported item's author: `not-found` when it is gone (or hidden from the member). */
  async function authorOf(postId: string, commentId: string): Promise<string> {
    const path = commentId
      ? doc(db, 'posts', postId, 'comments', commentId)
      : doc(db, 'posts', postId);
    const item = await getDoc(path).catch((error: unknown) => {
      throw firebaseCode(error) === 'permission-denied' ? new BackendError('not-found') : error;
    });
    if (!item.exists()) throw new BackendError('not-found');
    return (item.get('uid') as string | undefined) ?? '';
  }

  const pace = (uid: string) => doc(db, 'reportPaces', uid);

  /** A refused report as 'rate-limited' when it was sent within the pace of the member's last one. */
  async function pacedRefusal(uid: string, error: unknown, sentAt: number) {
    if (firebaseCode(error) !== 'permission-denied') return undefined;
    const last = (await getDoc(pace(uid)).catch(() => undefined))?.get('reportAt') as
      Timestamp | undefined;
    if (last && sentAt < last.toMillis() + reportPaceSeconds * 1000) {
      return new BackendError('rate-limited', { cause: error });
    }
    return undefined;
  }

  const writes: Pick<SafetyApi, 'report' | 'block' | 'unblock'> = {
    async report(item, reason) {
      const { uid } = await member();
      const key = reportKey(item, reason);
      const { postId, commentId = '' } = item;
      if ((await authorOf(postId, commentId)) === uid) throw new BackendError('permission-denied');
      // A member reports an item once: a second report changes nothing (the rules refuse it).
      const mine = doc(db, 'reports', key, 'by', uid);
      if ((await getDoc(mine)).exists()) return;
      // Nothing but the member's own documents: their report, and their pace naming this item.
      const batch = writeBatch(db);
      batch.set(mine, { reason, createdAt: serverTimestamp(), firstAt: serverTimestamp() });
      batch.set(pace(uid), { reportAt: serverTimestamp(), reportOn: key });
      const sentAt = Date.now();
      try {
        await batch.commit();
      } catch (error) {
        // Sent again (an answer lost): the first one landed, and a second report changes nothing.
        if ((await getDoc(mine).catch(() => undefined))?.exists()) return;
        throw (await pacedRefusal(uid, error, sentAt)) ?? error;
      }
    },

    async block(blocked) {
      const { uid } = await member();
      checkBlocked(uid, blocked);
      const record = doc(blocks(uid), blocked);
      if ((await getDoc(record)).exists()) return;
      await setDoc(record, { createdAt: serverTimestamp() });
    },

    async unblock(blocked) {
      const { uid } = await member();
      await deleteDoc(doc(blocks(uid), blocked));
    },
  };

  return {
    watchBlocked(uid, callback, onError) {
      // A member's own list: the listener waits for Auth to say who is signed in.
      return watchWhenReady(
        member(),
        () =>
          watch(
            query(blocks(uid), orderBy('createdAt', 'desc'), limit(listLimits.blocks)),
            (snapshot, freshness) =>
              callback(
                snapshot.docs.map((block) => block.id),
                freshness,
              ),
            onError,
          ),
        onError,
      );
    },

    // Every write through the write policy: refused at once while the connection is known to be down.
    ...sentWrites(db, writes),
  };
}
