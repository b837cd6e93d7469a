import { reportReasons, type ReportReason } from '../../lib/reports';
import { BackendError } from '../errors';
import type { ErrorListener, Listener, Unsubscribe } from '../types';

/** What a member reports: a post, or one of its comments. */
export type ReportedItem = { postId: string; commentId?: string };

/**
 * Reports and blocks (docs/security.md "Report and block"): what each adapter's safety.ts provides
 * (createSafetyApi).
 */
export interface SafetyApi {
  /**
   * Reports someone else's existing post or comment (own: `permission-denied`; gone, or hidden from
   * the member: `not-found`). A member reports an item once: a second report changes nothing. Paced:
   * one report per lib/reports.ts reportPaceSeconds (`rate-limited`).
   */
  report(item: ReportedItem, reason: ReportReason): Promise<void>;
  /** The member stops seeing `uid`'s posts and comments (the hooks drop them); not themselves. */
  block(uid: string): Promise<void>;
  unblock(uid: string): Promise<void>;
  /**
   * Live: the members `uid` (the signed-in member: no one else may read them) has blocked, newest
   * first, at most lib/limits.ts listLimits.blocks.
   */
  watchBlocked(uid: string, callback: Listener<string[]>, onError?: ErrorListener): Unsubscribe;
}

/** An id that can be part of a report's key: none holds '_' (the key's separator) or '/'. */
const keyPart = /^[^_/]{1,100}$/;

/**
 * The reported item's document id, `p_{postId}` or `c_{postId}_{commentId}`, after checking the item
 * and the reason (`invalid-argument`), as firestore.rules do.
 */
export function reportKey(item: ReportedItem, reason: ReportReason): string {
  if (!(reportReasons as readonly string[]).includes(reason)) {
    throw new BackendError('invalid-argument');
  }
  return reportItemKey(item);
}

/** The reported item's document id alone, after checking the item (`invalid-argument`). */
export function reportItemKey({ postId, commentId = '' }: ReportedItem): string {
  const valid = keyPart.test(postId) && (commentId === '' || keyPart.test(commentId));
  if (!valid) throw new BackendError('invalid-argument');
  return commentId ? `c_${postId}_${commentId}` : `p_${postId}`;
}

/** The item a report key names (the inverse of reportItemKey), with its kind. */
export function reportedItemOf(key: string): ReportedItem & { kind: 'post' | 'comment' } {
  const [prefix = '', postId = '', commentId = ''] = key.split('_');
  return prefix === 'c'
    ? { kind: 'comment', postId, commentId }
    : { kind: 'post', postId, commentId: '' };
}

/** How many of an item's reports give each reason, most given first (ties in reportReasons' order). */
export function reasonCounts(reasons: readonly string[]): ReasonCount[] {
  return reportReasons
    .map((reason) => ({ reason, count: reasons.filter((each) => each === reason).length }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
}

/** One reason and how many members gave it. */
export interface ReasonCount {
  reason: ReportReason;
  count: number;
}

/** A block names another member. */
export function checkBlocked(uid: string, blocked: string): void {
  if (!blocked || blocked === uid || blocked.includes('/')) {
    throw new BackendError('invalid-argument');
  }
}
