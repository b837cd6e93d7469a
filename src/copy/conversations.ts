/** Replies, mentions, follows and the ⋯ menu (issue 39, COPY.md "Conversations"). Part of `copy`. */
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
  // Follows: a post (its page), an author (their page), a topic (its feed)
  follow: '追蹤',
  /** The pressed state of follow. */
  following: '已追蹤',
  /** The pressed follow button's description: what pressing it again does. */
  unfollow: '取消追蹤',
  /** The feed tab beside 最新 and 熱門, members only. */
  sortFollowing: '追蹤中',
  followingEmpty: '還沒有追蹤的文章，去追蹤作者或主題吧',
  activityFollowedPost: '「{title}」有 {n} 則新留言',
  activityNewPost: '{name} 發表了「{title}」',
  /** Not in COPY.md (issue 39): a follow past lib/limits.ts followLimits.feed. */
  errFollowLimit: '最多追蹤 30 位作者和主題，請先取消追蹤其他的',
} as const;
