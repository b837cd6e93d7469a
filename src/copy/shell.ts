/** The top bar, the feed and post pages, time words and the settings notice. Part of `copy` (src/copy.ts). */
export const shellCopy = {
  // Top bar
  brand: '貼文牆',
  searchPlaceholder: '搜尋文章',
  searchEmpty: '查無相關文章',
  searchLabel: '搜尋文章',
  menuPublish: '發表文章',
  menuMember: '會員',
  welcome: '歡迎加入貼文牆，{name}！',
  menuSignOut: '登出',
  menuSignIn: '註冊/登入',
  mainNav: '主選單',
  skipToContent: '跳到主要內容',

  // Posts pages
  topicsHeader: '主題',
  topicAll: '全部',
  defaultAuthor: '使用者',
  likeLabel: '按讚',
  bookmarkLabel: '收藏',
  commentsHeader: '留言',
  commentPlaceholder: '留言…',
  olderComments: '較早的留言',
  commentSubmit: '送出留言',
  commentDelete: '刪除留言',
  deleteCommentConfirm: '確定要刪除這則留言嗎？',
  copyLink: '複製連結',
  linkCopied: '已複製連結',
  commentLabel: '撰寫留言',
  commentsEmpty: '還沒有留言',
  backToFeed: '回到文章列表',
  loading: '載入中…',
  feedEnd: '沒有更多文章了',
  feedEmpty: '目前沒有文章',
  postNotFound: '找不到這篇文章',
  pageNotFound: '找不到這個頁面',
  /** The document title: fill with documentTitle (hooks/ui/useDocumentTitle). */
  pageTitle: '{page}－貼文牆',
  retry: '重試',
  loadMore: '載入更多',
  commentCountLabel: '留言數',
  likeCountLabel: '按讚數',
  searchResults: '搜尋結果',
  searchResultsHeader: '「{q}」的搜尋結果',
  searchAllResults: '查看全部結果',

  // How long ago (lib/relativeTime.ts), as Intl.RelativeTimeFormat('zh-TW') words it.
  timeNow: '現在',
  timeAgo: '{n} {unit}前',
  /** Year, month, week, day, hour, minute, second: the order of lib/relativeTime.ts's lengths. */
  timeUnits: ['年', '個月', '週', '天', '小時', '分鐘', '秒'],
  /** Under a text field near or past its limit: fill with charCount(n, max). */
  charCount: '{n}/{max}',

  // A Firebase build made without its settings
  configMissingTitle: '網站尚未完成設定',
  configMissingBody: '建置網站時缺少下列設定值，請依 README 的部署說明填入後重新建置：',
} as const;
