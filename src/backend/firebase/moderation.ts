import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  updateDoc,
  writeBatch,
  type Timestamp,
} from 'firebase/firestore';
import { listLimits } from '../../lib/limits';
import type { ModerationApi, QueueEntry } from '../core/moderationApi';
import { reasonCounts, reportItemKey } from '../core/safetyApi';
import type { FirebaseContext } from './context';
import { watchWhenReady } from '../core/lazy';
import { watch } from './live';
import { sentWrites } from './writePolicy';

/** A stored time (a Timestamp) in epoch ms; 0 when there is none. */
function millisOf(value: unknown): number {
  return (value as Timestamp | null | undefined)?.toMillis?.() ?? 0;
}

/** `reports/{itemKey}` as written (safety.ts). */
interface ReportDoc {
  kind: 'post' | 'comment';
  postId: string;
  commentId: string;
  count: number;
  lastReportedAt: Timestamp | null;
}

/**
 * The moderators' tools. firestore.rules let only a member whose ID token carries `moderator` read
 * the reports and change an item's `hidden`, and nothing else of it.
 */
export function createModerationApi({
  db,
  member,
}: Pick<FirebaseContext, 'db' | 'member'>): ModerationApi {
  const itemPath = (postId: string, commentId = '') =>
    commentId ? doc(db, 'posts', postId, 'comments', commentId) : doc(db, 'posts', postId);

  /** An item's reports, `reports/{key}/by`: as many as firestore.rules let one query list. */
  const reportsOf = (key: string) =>
    query(collection(db, 'reports', key, 'by'), limit(listLimits.reports));

  /**
   * The reported item's text and mark, read by id (a moderator may read a hidden one), and its
   * reports' reasons and first time.
   */
  async function entryOf(key: string, report: ReportDoc): Promise<QueueEntry> {
    const [item, by] = await Promise.all([
      getDoc(itemPath(report.postId, report.commentId)),
      getDocs(reportsOf(key)),
    ]);
    const field = report.kind === 'comment' ? 'content' : 'title';
    const lastReportedAt = report.lastReportedAt?.toMillis() ?? 0;
    const reports = by.docs.map((each) => each.data({ serverTimestamps: 'estimate' }));
    const firsts = reports.map((each) => millisOf(each.firstAt ?? each.createdAt));
    return {
      kind: report.kind,
      postId: report.postId,
      commentId: report.commentId,
      count: report.count,
      reasons: reasonCounts(reports.map((each) => String(each.reason))),
      firstReportedAt: firsts.length > 0 ? Math.min(...firsts) : lastReportedAt,
      lastReportedAt,
      text: item.exists() ? String(item.get(field) ?? '') : '',
      hidden: item.exists() && item.get('hidden') === true,
      gone: !item.exists(),
    };
  }

  const writes: Pick<ModerationApi, 'setHidden' | 'dismissReports'> = {
    async setHidden({ postId, commentId }, hidden) {
      await member();
      await updateDoc(itemPath(postId, commentId), { hidden });
    },

    async dismissReports(item) {
      const key = reportItemKey(item);
      await member();
      // The members' reports first, a listable page at a time, then the tally: a dismissal cut short
      // leaves the item in the queue, to be dismissed again, never reports without their tally.
      for (;;) {
        const page = await getDocs(reportsOf(key));
        if (page.empty) break;
        const batch = writeBatch(db);
        page.docs.forEach((each) => batch.delete(each.ref));
        await batch.commit();
      }
      await deleteDoc(doc(db, 'reports', key));
    },
  };

  return {
    watchReportQueue(callback, onError) {
      const queue = query(
        collection(db, 'reports'),
        orderBy('count', 'desc'),
        orderBy('lastReportedAt', 'desc'),
        limit(listLimits.reports),
      );
      return watchWhenReady(
        member(),
        () => {
          // Each answer's items are read afresh; an answer overtaken by a newer one is dropped.
          let latest = 0;
          return watch(
            queue,
            (snapshot, freshness) => {
              const asked = ++latest;
              const reports = snapshot.docs.map((report) =>
                entryOf(report.id, report.data({ serverTimestamps: 'estimate' }) as ReportDoc),
              );
              Promise.all(reports).then(
                (entries) => asked === latest && callback(entries, freshness),
                (error: unknown) => asked === latest && onError?.(error as Error),
              );
            },
            onError,
          );
        },
        onError,
      );
    },

    // Through the write policy: refused at once while the connection is known to be down.
    ...sentWrites(db, writes),
  };
}
