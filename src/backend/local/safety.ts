import Dexie from 'dexie';
import { listLimits } from '../../lib/limits';
import { BackendError } from '../errors';
import { checkBlocked, reportKey, type SafetyApi } from '../core/safetyApi';
import type { LocalContext } from './context';
import { watch } from './live';
import { stampReportPace } from './reportPace';

/** Read as firestore.rules `visible()`: not hidden, or the member's own, or a moderator's. */
const readable = (
  item: { uid: string; hidden?: boolean },
  member: { uid: string; moderator?: boolean },
) => item.hidden !== true || item.uid === member.uid || member.moderator === true;

/**
 * Reports and blocks, with firestore.rules' policy in each transaction: a member reports someone
 * else's existing item once, paced; blocks are their member's alone.
 */
export function createSafetyApi({ db, session }: LocalContext): SafetyApi {
  const newestBlocks = (uid: string) =>
    db.blocks.where('[uid+createdAt]').between([uid, Dexie.minKey], [uid, Dexie.maxKey]).reverse();

  return {
    async report(item, reason) {
      const member = await session.member();
      const { uid } = member;
      const key = reportKey(item, reason);
      const { postId, commentId = '' } = item;
      await db.transaction('rw', [db.posts, db.comments, db.reportsBy, db.meta], async () => {
        const post = await db.posts.get(postId);
        const comment = commentId ? await db.comments.get(commentId) : undefined;
        const reported = commentId ? (comment?.postId === postId ? comment : undefined) : post;
        // As firestore.rules: what the member may not read is not there for them.
        if (!post || !reported || !readable(post, member) || !readable(reported, member)) {
          throw new BackendError('not-found');
        }
        if (reported.uid === uid) throw new BackendError('permission-denied');
        // A member reports an item once: a second report changes nothing.
        if (await db.reportsBy.get([key, uid])) return;
        await stampReportPace(db, uid);
        const now = Date.now();
        await db.reportsBy.add({ key, uid, reason, createdAt: now, firstAt: now });
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
