/**
 * Why a member reports a post or comment: stable ids, stored in `reports/{itemKey}/by/{uid}` and
 * checked by firestore.rules (`reportReason`); the UI shows copy.reportReasons in this same order.
 */
export const reportReasons = [
  'spam',
  'harassment',
  'misinformation',
  'sexualOrViolent',
  'other',
] as const;

export type ReportReason = (typeof reportReasons)[number];

/**
 * A member's reports are paced: one per this many seconds, whatever the item (firestore.rules
 * `reportIntervalSeconds()`, reportPaces/{uid}). A person choosing a reason takes longer; a script is
 * held to 720 reports an hour, each of them a new report (a second report of an item changes nothing).
 */
export const reportPaceSeconds = 5;
