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
