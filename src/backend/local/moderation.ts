import Dexie from 'dexie';
import { listLimits } from '../../lib/limits';
import { BackendError } from '../errors';
import type { ModerationApi, QueueEntry } from '../core/moderationApi';
import { reasonCounts, reportItemKey } from '../core/safetyApi';
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
          const reports = await db.reports
            .orderBy('[count+lastReportedAt]')
            .reverse()
            .limit(listLimits.reports)
            .toArray();
          const posts = await db.posts.bulkGet(reports.map((report) => report.postId));
          const comments = await db.comments.bulkGet(reports.map((report) => report.commentId));
          // Each item's reports, as the Firebase adapter lists them: at most listLimits.reports.
          const byItem = await Promise.all(
            reports.map(({ key }) =>
              db.reportsBy
                .where('[key+uid]')
                .between([key, Dexie.minKey], [key, Dexie.maxKey])
                .limit(listLimits.reports)
                .toArray(),
            ),
          );
          return reports.map(({ kind, postId, commentId, count, lastReportedAt }, i) => {
            const item = kind === 'comment' ? comments[i] : posts[i];
            const text = !item ? '' : 'title' in item ? item.title : item.content;
            const by = byItem[i] ?? [];
            const firsts = by.map((report) => report.firstAt ?? report.createdAt);
            const entry: QueueEntry = {
              kind,
              postId,
              commentId,
              count,
              reasons: reasonCounts(by.map((report) => report.reason)),
              firstReportedAt: firsts.length > 0 ? Math.min(...firsts) : lastReportedAt,
              lastReportedAt,
              text,
              hidden: item?.hidden ?? false,
              gone: !item,
            };
            return entry;
          });
        },
        callback,
        onError,
      );
    },
  };
}
