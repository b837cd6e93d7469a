import {
  collection,
  doc,
  getDoc,
  limit,
  orderBy,
  query,
  updateDoc,
  type Timestamp,
} from 'firebase/firestore';
import { listLimits } from '../../lib/limits';
import type { ModerationApi, QueueEntry } from '../core/moderationApi';
import type { FirebaseContext } from './context';
import { watchWhenReady } from './lazy';
import { watch } from './live';
import { sentWrites } from './writePolicy';

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

  /** The reported item's text and mark, read by id (a moderator may read a hidden one). */
  async function entryOf(report: ReportDoc): Promise<QueueEntry> {
    const item = await getDoc(itemPath(report.postId, report.commentId));
    const field = report.kind === 'comment' ? 'content' : 'title';
    return {
      kind: report.kind,
      postId: report.postId,
      commentId: report.commentId,
      count: report.count,
      lastReportedAt: report.lastReportedAt?.toMillis() ?? 0,
      text: item.exists() ? String(item.get(field) ?? '') : '',
      hidden: item.exists() && item.get('hidden') === true,
      gone: !item.exists(),
    };
  }

  const writes: Pick<ModerationApi, 'setHidden'> = {
    async setHidden({ postId, commentId }, hidden) {
      await member();
      await updateDoc(itemPath(postId, commentId), { hidden });
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
              const reports = snapshot.docs.map(
                (report) => report.data({ serverTimestamps: 'estimate' }) as ReportDoc,
              );
              Promise.all(reports.map(entryOf)).then(
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
