/** Authors, feeds and 通知. Part of `copy` (src/copy.ts). */
export const peopleCopy = {
  // People and activity
  /** Heading and title of an author's page. */
  authorPage: '{name}的文章',
  memberSince: '{date} 加入',
  postCount: '{n} 篇文章',
  sortNewest: '最新',
  sortPopular: '熱門',
  /** Top bar, members; the count of new items beside it. */
  activity: '通知',
  activityEmpty: '目前沒有新通知',
  activityComment: '{name} 在「{title}」留言',
  activityLikes: '「{title}」獲得 {n} 個讚',
  /** Beside an item not seen before this visit to 通知 (issue 40). */
  activityUnread: '未讀',
  /** A comment notice's quote of the comment's first line (issue 40). */
  activityQuote: '「{text}」',
  /**
   * One line under 最新 / 熱門 while 熱門 is shown: what its order means (issue 40). As lib/limits.ts
   * hotOf counts: likes, and a post one day newer counts as 3 more (a like weighs the same at any age).
   */
  popularHint: '熱門依讚數排序，越新的文章分量越重',
  /** The share sheet where the browser has one, else copies the link. */
  share: '分享',
} as const;
