import Dexie, { add } from 'dexie';
import { listLimits } from '../../lib/limits';
import { BackendError } from '../errors';
import { checkBlocked, reportKey, type SafetyApi } from '../core/safetyApi';
import type { LocalContext } from './context';
import { watch } from './live';

/**
 * Reports and blocks, with firestore.rules' policy in each transaction: a report of someone else's
 * existing item counts its member once; blocks are their member's alone.
 */
export function createSafetyApi({ db, session }: LocalContext): SafetyApi {
  const newestBlocks = (uid: string) =>
    db.blocks.where('[uid+createdAt]').between([uid, Dexie.minKey], [uid, Dexie.maxKey]).reverse();

  return {
    async report(item, reason) {
      const { uid } = await session.member();
      const key = reportKey(item, reason);
      const { postId, commentId = '' } = item;
      await db.transaction('rw', [db.posts, db.comments, db.reports, db.reportsBy], async () => {
        const post = await db.posts.get(postId);
        const comment = commentId ? await db.comments.get(commentId) : undefined;
        const reported = commentId ? (comment?.postId === postId ? comment : undefined) : post;
        if (!post || !reported) throw new BackendError('not-found');
        if (reported.uid === uid) throw new BackendError('permission-denied');
        const now = Date.now();
        const again = await db.reportsBy.get([key, uid]);
        const firstAt = again ? (again.firstAt ?? again.createdAt) : now;
        await db.reportsBy.put({ key, uid, reason, createdAt: now, firstAt });
        if (!(await db.reports.get(key))) {
          const kind = commentId ? 'comment' : 'post';
          await db.reports.add({ key, kind, postId, commentId, count: 0, lastReportedAt: now });
        }
        await db.reports.update(key, { count: add(again ? 0 : 1), lastReportedAt: now });
      });
    },

    async block(blocked) {
      const { uid } = await session.member();
      checkBlocked(uid, blocked);
      await db.transaction('rw', db.blocks, async () => {
        if (await db.blocks.get([uid, blocked])) return;
        // Strictly after the member's last block, so the list's order is the order of blocking.
        const last = (await newestBlocks(uid).first())?.createdAt ?? 0;
        await db.blocks.add({ uid, blocked, createdAt: Math.max(Date.now(), last + 1) });
      });
    },

    async unblock(blocked) {
      const { uid } = await session.member();
      await db.blocks.delete([uid, blocked]);
    },

    watchBlocked(uid, callback, onError) {
      return watch(
        async () => {
          const member = await session.member();
          if (member.uid !== uid) throw new BackendError('permission-denied');
          const blocks = await newestBlocks(uid).limit(listLimits.blocks).toArray();
          return blocks.map((block) => block.blocked);
        },
        callback,
        onError,
      );
    },
  };
}
