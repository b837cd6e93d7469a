/** Reporting, blocking and the moderators' queue. Part of `copy` (src/copy.ts). */
export const safetyCopy = {
  // Safety
  report: '檢舉',
  /** One choice per report, in this order. */
  reportReasons: ['垃圾訊息', '騷擾或霸凌', '不實資訊', '色情或暴力', '其他'],
  reportSent: '已收到檢舉，謝謝你',
  block: '封鎖這位會員',
  unblock: '解除封鎖',
  blockedList: '封鎖名單',
  hiddenByModerator: '這則內容已被管理員隱藏',
  modQueue: '檢舉審核',
  hide: '隱藏',
  restore: '恢復',
  // Blocking asks first and says what it did (issue 40).
  blockConfirm: '封鎖{name}？',
  blockConfirmText: '封鎖後，你不會再看到{name}的文章和留言。之後可以在會員設定的封鎖名單解除。',
  blockSubmit: '封鎖',
  /** In place of a blocked member's post, on its page. */
  blockedPost: '你已封鎖{name}，這篇文章和對方的留言都已隱藏',
  /** In place of a blocked member's posts, on their author page. */
  blockedAuthor: '你已封鎖{name}，對方的文章和留言都已隱藏',
  /** Under a thread where comments of blocked members are left out. */
  blockedComments: '已隱藏 {n} 則你封鎖的會員的留言',
  blockedListEmpty: '目前沒有封鎖任何人',
  // The moderators' queue (issue 40).
  modOnly: '只有管理員可以查看',
  modQueueEmpty: '目前沒有待處理的檢舉',
  /** A moderator's action: the reports are cleared, the item stays as it is. */
  dismiss: '略過',
  modKindPost: '文章',
  modKindComment: '留言',
  modReportCount: '檢舉 {n} 次',
  modReasonCount: '{reason} {n}',
  modFirstReported: '最早檢舉',
  modLastReported: '最近檢舉',
  modItemGone: '這則內容已刪除',
} as const;
