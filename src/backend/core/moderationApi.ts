import type { Author, ErrorListener, Listener, Unsubscribe } from '../types';
import { reasonCounts, type ReasonCount, type ReportedItem } from './safetyApi';

/** One reported post or comment in the moderators' queue (`reports/{itemKey}` and the item). */
export interface QueueEntry {
  kind: 'post' | 'comment';
  postId: string;
  /** '' for a post. */
  commentId: string;
  /** How many members reported it (of its first listLimits.reports reports). */
  count: number;
  /**
   * Each reason given and by how many, most given first: read from the reports themselves, the first
   * lib/limits.ts listLimits.reports of them.
   */
  reasons: ReasonCount[];
  /** When the earliest report still held was made. */
  firstReportedAt: number;
  lastReportedAt: number;
  /** The post's title or the comment's text, read by id; '' when the item is gone. */
  text: string;
  hidden: boolean;
  /**
   * The item was deleted since it was reported, or (a comment) cleared by its author and kept for its
   * replies (這則留言已刪除): no text left to judge either way (issue 49).
   */
  gone: boolean;
  /** Who wrote it, as stored with it (the page shows the current profile's name); null once deleted. */
  author: Author | null;
}

/** The author snapshot a reported item stored, and its uid; null for an item deleted since. */
export function authorOf(
  item: { uid?: unknown; author?: { displayName?: unknown; photoURL?: unknown } } | undefined,
): Author | null {
  if (!item || typeof item.uid !== 'string') return null;
  return {
    uid: item.uid,
    displayName: String(item.author?.displayName ?? ''),
    photoURL: String(item.author?.photoURL ?? ''),
  };
}

/** Moderators' tools (docs/security.md "Moderation model"): what each adapter's moderation.ts provides. */
export interface ModerationApi {
  /** Moderators only (else `permission-denied`): hides or restores a post or comment (`not-found`). */
  setHidden(item: ReportedItem, hidden: boolean): Promise<void>;
  /**
   * Moderators only (else `permission-denied`): 略過, a report that needs no action. Every report of
   * the item is deleted, so it leaves the queue; the item stays as it is (hidden or not). Reported
   * again later, it comes back counting from one. Nothing reported: nothing to do.
   */
  dismissReports(item: ReportedItem): Promise<void>;
  /**
   * Live, moderators only: the items of the newest lib/limits.ts listLimits.reports reports, most
   * reported first, then the newest report first (queueOrder).
   */
  watchReportQueue(callback: Listener<QueueEntry[]>, onError?: ErrorListener): Unsubscribe;
}

/** One member's report as the queue reads it; `firstAt` is absent on reports from before it. */
export interface QueueReport {
  reason: string;
  createdAt: number;
  firstAt?: number;
}

/** What an item's reports (at most listLimits.reports of them) tell the queue. */
export function summaryOf(
  reports: QueueReport[],
): Pick<QueueEntry, 'count' | 'reasons' | 'firstReportedAt' | 'lastReportedAt'> {
  const times = reports.map((each) => each.createdAt);
  const firsts = reports.map((each) => each.firstAt ?? each.createdAt);
  return {
    count: reports.length,
    reasons: reasonCounts(reports.map((each) => each.reason)),
    firstReportedAt: firsts.length > 0 ? Math.min(...firsts) : 0,
    lastReportedAt: times.length > 0 ? Math.max(...times) : 0,
  };
}

/** The queue's order: most reported first, then the newest report first. */
export function queueOrder(entries: QueueEntry[]): QueueEntry[] {
  return [...entries].sort((a, b) => b.count - a.count || b.lastReportedAt - a.lastReportedAt);
}

/** The items the newest reports name (each report's key, newest first), each once, in that order. */
export function reportedKeys(keys: string[]): string[] {
  return [...new Set(keys)];
}
