import Dexie, { add } from 'dexie';
import { listLimits } from '../../lib/limits';
import { BackendError } from '../errors';
import {
  authorOf,
  queueOrder,
  reportedKeys,
  summaryOf,
  type ModerationApi,
  type QueueEntry,
} from '../core/moderationApi';
import { countStep } from '../core/commentCount';
import { reportItemKey, reportedItemOf } from '../core/safetyApi';
import type { LocalContext } from './context';
import { watch } from './live';

/**
 * The moderators' tools, with firestore.rules' policy inside: only a moderator (locally, the seeded
 * demo member) reads the reports or changes an item's `hidden`.
 */
export function createModerationApi({ db, session }: LocalContext): ModerationApi {
  const moderator = async () => {
    const member = await session.member();
    if (!member.moderator) throw new BackendError('permission-denied');
    return member;
  };

  return {
    async setHidden({ postId, commentId }, hidden) {
      await moderator();
      await db.transaction('rw', db.posts, db.comments, async () => {
        if (commentId) {
          const comment = await db.comments.get(commentId);
          if (comment?.postId !== postId) throw new BackendError('not-found');
          await db.comments.update(commentId, { hidden });
          // The post's count follows what readers see (core/commentCount.ts).
          const step = countStep(comment, { ...comment, hidden });
          if (step !== 0) await db.posts.update(postId, { commentsCount: add(step) });
        } else {
          if (!(await db.posts.get(postId))) throw new BackendError('not-found');
          await db.posts.update(postId, { hidden });
        }
      });
    },

    async dismissReports(item) {
      const key = reportItemKey(item);
      await moderator();
      await db.transaction('rw', db.reports, db.reportsBy, async () => {
        await db.reportsBy
          .where('[key+uid]')
          .between([key, Dexie.minKey], [key, Dexie.maxKey])
          .delete();
        await db.reports.delete(key);
      });
    },

    watchReportQueue(callback, onError) {
      return watch(
        async () => {
          await moderator();
          // The newest reports, as the Firebase adapter's collection-group query reads them: the
          // items they name, each once.
          const newest = await db.reportsBy
            .orderBy('createdAt')
            .reverse()
            .limit(listLimits.reports)
            .toArray();
          const keys = reportedKeys(newest.map((report) => report.key));
          const entries: QueueEntry[] = [];
          // One after the other: inside a live query only Dexie's own promises may be awaited.
          for (const key of keys) {
            const { kind, postId, commentId = '' } = reportedItemOf(key);
            const item = commentId ? await db.comments.get(commentId) : await db.posts.get(postId);
            // Each item's reports, as the Firebase adapter lists them: at most listLimits.reports.
            const by = await db.reportsBy
              .where('[key+uid]')
              .between([key, Dexie.minKey], [key, Dexie.maxKey])
              .limit(listLimits.reports)
              .toArray();
            const text = !item ? '' : 'title' in item ? item.title : item.content;
            entries.push({
              kind,
              postId,
              commentId,
              ...summaryOf(by),
              text,
              hidden: item?.hidden ?? false,
              // As the Firebase adapter: a comment cleared for its replies has nothing left to judge.
              gone: !item || ('deleted' in item && item.deleted === true),
              author: authorOf(item),
            });
          }
          return queueOrder(entries);
        },
        callback,
        onError,
      );
    },
  };
}
