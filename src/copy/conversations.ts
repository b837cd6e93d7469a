/** Replies, mentions, following and the ⋯ menu (issue 39, COPY.md "Conversations"). Part of `copy`. */
export const conversationsCopy = {
  // Replies (part R)
  reply: '回覆',
  replyPlaceholder: '回覆 {name}…',
  replySubmit: '送出回覆',
  repliesMore: '查看其他 {n} 則回覆',
  commentDeleted: '這則留言已刪除',
  mentionHint: '輸入 @ 可以標註參與討論的會員',
  activityReply: '{name} 回覆了你的留言',
  activityMention: '{name} 在「{title}」提到你',
  /** The ⋯ menu's accessible name on posts, comments and replies. */
  more: '更多',
} as const;
