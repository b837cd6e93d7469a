/** Replies, mentions and follows (issue 39, COPY.md "Conversations"). Part of `copy` (src/copy.ts). */
export const conversationsCopy = {
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
