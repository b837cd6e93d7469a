import Dexie from 'dexie';
import { listLimits } from '../../lib/limits';
import type { InboxApi, Notice } from '../core/inboxApi';
import { BackendError } from '../errors';
import type { LocalContext } from './context';
import type { NoticeRecord } from './db';
import { watch } from './live';

/**
 * 通知 (core/inboxApi.ts) from the member's notices, as the Firebase adapter's: the count of those
 * after their seen time, and a window of the newest, each one index range read. A notice of a post
 * hidden since, or deleted, is left out, as the Firebase adapter's count of readable posts does.
 */
export function createInboxApi({ db, session }: LocalContext): InboxApi {
  const newestFirst = (uid: string, after = -Infinity) =>
    db.notices.where('[uid+at]').between([uid, after], [uid, Dexie.maxKey], false).reverse();
  // As firestore.rules: a member reads their own inbox only.
  const mine = async (uid: string) => {
    if ((await session.member()).uid !== uid) throw new BackendError('permission-denied');
  };

  return {
    watchUnread(uid, callback, onError, except = []) {
      return watch(
        async () => {
          await mine(uid);
          const max = listLimits.notices;
          const seenAt = (await db.activitySeen.get(uid))?.seenAt ?? 0;
          const count = await newestFirst(uid, seenAt)
            .filter((notice) => !except.includes(notice.from))
            .limit(max + 1)
            .count();
          return { count, max };
        },
        callback,
        onError,
      );
    },

    watchNotices(uid, callback, onError, newest = listLimits.notices) {
      return watch(
        async () => {
          await mine(uid);
          const size = Math.min(Math.max(1, newest), listLimits.noticesWindow);
          const all: NoticeRecord[] = await newestFirst(uid).limit(size).toArray();
          const notices: Notice[] = [];
          for (const { uid: recipient, ...notice } of all) {
            // One after the other: inside a live query only Dexie's own promises may be awaited.
            const post = recipient === uid ? await db.posts.get(notice.postId) : undefined;
            if (post && !post.hidden) notices.push(notice);
          }
          const seenAt = (await db.activitySeen.get(uid))?.seenAt ?? 0;
          return { notices, seenAt, more: all.length === size };
        },
        callback,
        onError,
      );
    },

    async markActivitySeen() {
      const { uid } = await session.member();
      await db.transaction('rw', db.activitySeen, async () => {
        const seen = await db.activitySeen.get(uid);
        // Strictly later than what it saw: an item of this same millisecond counts as seen.
        await db.activitySeen.put({ uid, seenAt: Math.max(Date.now(), (seen?.seenAt ?? 0) + 1) });
      });
    },
  };
}
