import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  updateDoc,
  writeBatch,
  type Timestamp,
} from 'firebase/firestore';
import { listLimits } from '../../lib/limits';
import {
  authorOf,
  queueOrder,
  reportedKeys,
  summaryOf,
  type ModerationApi,
  type QueueEntry,
} from '../core/moderationApi';
import { BackendError } from '../errors';
import { countStep } from '../core/commentCount';
import { reportItemKey, reportedItemOf } from '../core/safetyApi';
import type { FirebaseContext } from './context';
import { watchWhenReady } from '../core/lazy';
import { watch } from './live';
import { sentWrites } from './writePolicy';

/** A stored time (a Timestamp) in epoch ms; 0 when there is none. */
function millisOf(value: unknown): number {
  return (value as Timestamp | null | undefined)?.toMillis?.() ?? 0;
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
   * The reported item's text and mark, read by id (a moderator may read a hidden one), and what its
   * reports (as many as one query may list) say: how many, their reasons, first and last time.
   */
  async function entryOf(key: string): Promise<QueueEntry> {
    const { kind, postId, commentId = '' } = reportedItemOf(key);
    const [item, by] = await Promise.all([
      getDoc(itemPath(postId, commentId)),
      getDocs(reportsOf(key)),
    ]);
    const field = kind === 'comment' ? 'content' : 'title';
    const reports = by.docs.map((each) => each.data({ serverTimestamps: 'estimate' }));
    return {
      kind,
      postId,
      commentId,
      ...summaryOf(
        reports.map((each) => ({
          reason: String(each.reason),
          createdAt: millisOf(each.createdAt),
          firstAt: each.firstAt === undefined ? undefined : millisOf(each.firstAt),
        })),
      ),
      text: item.exists() ? String(item.get(field) ?? '') : '',
      hidden: item.exists() && item.get('hidden') === true,
      gone: !item.exists() || item.get('deleted') === true,
      author: authorOf(item.data()),
    };
  }

  const writes: Pick<ModerationApi, 'setHidden' | 'dismissReports'> = {
    async setHidden({ postId, commentId }, hidden) {
      await member();
      if (!commentId) return updateDoc(itemPath(postId), { hidden });
      // A comment's post counts what readers see (core/commentCount.ts): hiding one counts it down,
      // restoring it up, in the same batch (firestore.rules check the step against the comment).
      const comment = itemPath(postId, commentId);
      const current = await getDoc(comment);
      if (!current.exists()) throw new BackendError('not-found');
      const before = current.data() as { hidden?: boolean; deleted?: boolean };
      const step = countStep(before, { ...before, hidden });
      const batch = writeBatch(db);
      batch.update(comment, { hidden });
      if (step !== 0) {
        batch.update(doc(db, 'posts', postId), {
          commentsCount: increment(step),
          lastCommentId: commentId,
        });
      }
      await batch.commit();
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
      // The newest reports of every item (a collection-group query of the members' reports): the
      // items they name, each once.
      const queue = query(
        collectionGroup(db, 'by'),
        orderBy('createdAt', 'desc'),
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
              const keys = snapshot.docs.map((report) => report.ref.parent.parent?.id ?? '');
              const entries = reportedKeys(keys.filter(Boolean)).map(entryOf);
              Promise.all(entries).then(
                (found) => asked === latest && callback(queueOrder(found), freshness),
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
