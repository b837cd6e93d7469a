import type { ErrorListener, Listener, Unsubscribe } from '../types';
import type { ReasonCount, ReportedItem } from './safetyApi';

/** One reported post or comment in the moderators' queue (`reports/{itemKey}` and the item). */
export interface QueueEntry {
  kind: 'post' | 'comment';
  postId: string;
  /** '' for a post. */
  commentId: string;
  /** How many members reported it. */
  count: number;
  /**
   * Each reason given and by how many, most given first: read from the reports themselves, the first
   * lib/limits.ts listLimits.reports of them (past that, `count` is the whole number).
   */
  reasons: ReasonCount[];
  /** When the earliest report still held was first made (a member's report again keeps its first time). */
  firstReportedAt: number;
  lastReportedAt: number;
  /** The post's title or the comment's text, read by id; '' when the item is gone. */
  text: string;
  hidden: boolean;
  /** The item was deleted since it was reported. */
  gone: boolean;
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
   * Live, moderators only: the reported items, most reported first, then the newest report first, at
   * most lib/limits.ts listLimits.reports.
   */
  watchReportQueue(callback: Listener<QueueEntry[]>, onError?: ErrorListener): Unsubscribe;
}
