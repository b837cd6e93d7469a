import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type DocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore';
import { listLimits } from '../../lib/limits';
import type { InboxApi, Notice } from '../core/inboxApi';
import { millis, noticeOf, readable, unreadCount } from './notices';
import { BackendError } from '../errors';
import type { FirebaseContext } from './context';
import { watchWhenReady } from '../core/lazy';
import { watch } from './live';
import { sentWrites } from './writePolicy';

/**
 * 通知 (core/inboxApi.ts) read from `users/{uid}/notices`, which the acts write: the count is one
 * aggregate of the notices after `activitySeen/{uid}`, asked again when that or the newest notice
 * changes (two one-document listeners); the list is a window of the newest notices. Neither grows
 * with the member's history.
 */
export function createInboxApi({ db, member }: Pick<FirebaseContext, 'db' | 'member'>): InboxApi {
  const seenDoc = (uid: string) => doc(db, 'activitySeen', uid);
  const notices = (uid: string) => collection(db, 'users', uid, 'notices');
  const mine = async (uid: string) => {
    if ((await member()).uid !== uid) throw new BackendError('permission-denied');
  };

  return {
    watchUnread(uid, callback, onError, except = []) {
      return watchWhenReady(
        mine(uid),
        () => {
          const max = listLimits.notices;
          let seen: Timestamp | null | undefined;
          let newest: number | undefined;
          let asked = 0;
          const count = () => {
            if (seen === undefined || newest === undefined) return;
            const ask = ++asked;
            const after = seen ? [where('at', '>', seen)] : [];
            // Counted up to max + 1: the top bar says max+ past it (one read per 1,000 counted).
            unreadCount(notices(uid), after, max, except).then(
              (unread) => ask === asked && callback({ count: unread, max }, { stale: false }),
              (error: unknown) => ask === asked && onError?.(error as Error),
            );
          };
          const stops = [
            watch(
              seenDoc(uid),
              (snapshot: DocumentSnapshot) => {
                seen =
                  (snapshot.get('seenAt', { serverTimestamps: 'estimate' }) as
                    Timestamp | undefined) ?? null;
                count();
              },
              onError,
            ),
            watch(
              query(notices(uid), orderBy('at', 'desc'), limit(1)),
              (snapshot) => {
                newest = snapshot.empty ? 0 : millis(snapshot.docs[0]?.get('at'));
                count();
              },
              onError,
            ),
          ];
          return () => {
            asked = -1;
            stops.forEach((stop) => stop());
          };
        },
        onError,
      );
    },

    watchNotices(uid, callback, onError, newest = listLimits.notices) {
      return watchWhenReady(
        mine(uid),
        () => {
          const size = Math.min(Math.max(1, newest), listLimits.noticesWindow);
          let list: { notices: Notice[]; more: boolean; stale: boolean } | undefined;
          let seen: { at: number; stale: boolean } | undefined;
          let asked = 0;
          const deliver = () => {
            if (!list || !seen) return;
            const { notices: items, more } = list;
            callback(
              { notices: items, seenAt: seen.at, more },
              { stale: list.stale || seen.stale },
            );
          };
          const stops = [
            watch(
              query(notices(uid), orderBy('at', 'desc'), limit(size)),
              (snapshot, { stale }) => {
                const ask = ++asked;
                const all = snapshot.docs.map(noticeOf);
                // Offline the server cannot count: what this browser read before stands, marked stale.
                const check = readable(db, all).catch((error: unknown) => {
                  if (stale) return new Set(all.map((notice) => notice.postId));
                  throw error;
                });
                check.then(
                  (shown) => {
                    if (ask !== asked) return;
                    const notices = all.filter((notice) => shown.has(notice.postId));
                    list = { notices, more: snapshot.size === size, stale };
                    deliver();
                  },
                  (error: unknown) => ask === asked && onError?.(error as Error),
                );
              },
              onError,
            ),
            watch(
              seenDoc(uid),
              (snapshot: DocumentSnapshot, { stale }) => {
                seen = {
                  at: millis(snapshot.get('seenAt', { serverTimestamps: 'estimate' })),
                  stale,
                };
                deliver();
              },
              onError,
            ),
          ];
          return () => {
            asked = -1;
            stops.forEach((stop) => stop());
          };
        },
        onError,
      );
    },

    ...sentWrites<Pick<InboxApi, 'markActivitySeen'>>(db, {
      async markActivitySeen() {
        const { uid } = await member();
        await setDoc(seenDoc(uid), { seenAt: serverTimestamp() });
      },
    }),
  };
}
