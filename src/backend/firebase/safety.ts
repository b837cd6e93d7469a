import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
} from 'firebase/firestore';
import { listLimits } from '../../lib/limits';
import { BackendError } from '../errors';
import { checkBlocked, reportKey, type SafetyApi } from '../core/safetyApi';
import type { FirebaseContext } from './context';
import { firebaseCode } from './firebaseErrors';
import { watchWhenReady } from '../core/lazy';
import { watch } from './live';
import { sentWrites } from './writePolicy';

/**
 * Reports (`reports/{itemKey}` and its `by/{uid}`) and blocks (`users/{uid}/blocks/{blocked}`),
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

  const writes: Pick<SafetyApi, 'report' | 'block' | 'unblock'> = {
    async report(item, reason) {
      const { uid } = await member();
      const key = reportKey(item, reason);
      const { postId, commentId = '' } = item;
      if ((await authorOf(postId, commentId)) === uid) throw new BackendError('permission-denied');
      const aggregate = doc(db, 'reports', key);
      const mine = doc(aggregate, 'by', uid);
      // A member counts once: a second report replaces the reason and moves the time only; when they
      // first reported it stays (firestore.rules: `firstAt`, from `createdAt` on a report from before).
      const previous = await getDoc(mine);
      const again = previous.exists();
      const firstAt: unknown = again
        ? (previous.get('firstAt') ?? previous.get('createdAt'))
        : serverTimestamp();
      const batch = writeBatch(db);
      batch.set(mine, { reason, createdAt: serverTimestamp(), firstAt });
      batch.set(
        aggregate,
        {
          kind: commentId ? 'comment' : 'post',
          postId,
          commentId,
          count: increment(again ? 0 : 1),
          lastReportedAt: serverTimestamp(),
        },
        { merge: true },
      );
      await batch.commit();
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
