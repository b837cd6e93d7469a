/** Every string the product shows, in one place (COPY.md). Tests find elements by these. */
export const copy = {
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

  // Sign-in page
  tabSignIn: '登入',
  tabRegister: '註冊',
  emailLabel: '信箱',
  passwordLabel: '密碼',
  signInNotice: '請先登入以啟用所有功能',
  signInToRead: '登入後即可閱讀全文、按讚與留言',
  demoEmail: 'demo@example.com',
  demoPassword: 'demo1234',
  demoNotice: '已填入示範帳號，它是管理員，登入後會看到「隱藏」按鈕。',
  demoRegister: '註冊自己的帳號',

  // Member area
  myPosts: '我的文章',
  myCollections: '我的收藏',
  mySettings: '會員設定',
  myPostsEmpty: '你還沒有發表文章',
  myCollectionsEmpty: '你還沒有收藏文章',
  nameRow: '會員名稱',
  avatarRow: '會員照片',
  passwordRow: '會員密碼',
  passwordMask: '********',
  emailRow: '登入信箱',
  saved: '已儲存',
  modify: '修改',
  cancel: '取消',
  nameModal: '修改會員名稱',
  avatarModal: '修改會員照片',
  passwordModal: '修改會員密碼',
  currentPassword: '目前密碼',
  newPassword: '新密碼',
  editPost: '編輯',
  deletePost: '刪除',
  deleteConfirm: '確定要刪除這篇文章嗎？',
  editComment: '編輯',
  saveComment: '儲存',
  edited: '（已編輯）',

  // Accounts and writing
  forgotPassword: '忘記密碼？',
  resetHeader: '重設密碼',
  resetSubmit: '寄出重設信',
  resetSent: '如果這個信箱已註冊，重設密碼的信已寄出',
  resetNewPassword: '設定新密碼',
  resetDone: '密碼已重設，請用新密碼登入',
  backToSignIn: '返回登入',
  devOutboxEmpty: '還沒有信',
  errResetLink: '這個重設連結已失效，請重新申請',
  devOutbox: '開發信箱',
  passwordRule: '密碼至少 6 個字元',
  showPassword: '顯示密碼',
  hidePassword: '隱藏密碼',
  confirmPassword: '再次輸入新密碼',
  errPasswordMismatch: '兩次輸入的密碼不一樣',
  errNeedEmail: '請輸入信箱',
  errNeedPassword: '請輸入密碼',
  signInNeeded: '請先登入才能使用這個功能',
  draftRestored: '已還原上次未送出的內容',
  draftDiscard: '捨棄草稿',
  leaveConfirm: '你有尚未送出的內容，確定要離開嗎？',
  /** The answers to leaveConfirm. */
  leaveStay: '繼續編輯',
  leaveGo: '離開',
  uploadStalled: '上傳沒有進度，請檢查網路',
  cancelUpload: '取消上傳',
  incompletePost: '尚未完成發表',
  finishPost: '完成發表',
  discardPost: '捨棄這篇',

  // Publish page
  publishHeader: '發表文章',
  titleLabel: '文章標題',
  contentLabel: '文章內容',
  topicLabel: '主題',
  topicPlaceholder: '選擇主題',
  imageLabel: '上傳文章圖片',
  publishSubmit: '送出',
  uploading: '上傳中',
  imageChoose: '選擇圖片',
  imageDropHint: '或把圖片拖曳到這裡',
  imageRemove: '移除圖片',
  imagePreview: '圖片預覽',

  // Errors
  errEmailInUse: '信箱已存在',
  errEmailFormat: '信箱格式錯誤',
  errWeakPassword: '密碼強度不足',
  errNoSuchEmail: '信箱不存在',
  errWrongPassword: '密碼錯誤',
  errBadCredential: '信箱或密碼錯誤',
  errCurrentPassword: '密碼輸入錯誤',
  errGeneric: '發生錯誤，請稍後再試',
  errTooFast: '送出得太快了，請稍等幾秒再試',
  offlineNotice: '無法連線，請檢查網路後再試',
  offlineBanner: '目前離線，顯示的是先前載入的內容',
  pendingSend: '等待連線後送出',
  errOffline: '目前離線，恢復連線後再送出一次',
  /** A comment kept while offline and refused once the connection returned: its text is back in the box. */
  errQueuedRefused: '恢復連線後這則留言沒能送出，內容已放回這裡',
  errNeedImage: '請選擇圖片',
  errNotImage: '檔案不是圖片',
  errImageTooLarge: '圖片太大（上限 20 MB）',
  errNeedTitle: '請輸入標題',
  errNeedContent: '請輸入內容',
  errNeedTopic: '請選擇主題',
  errEmptyComment: '請輸入留言',
  errTitleTooLong: '標題最多 100 字',
  errContentTooLong: '內容最多 5000 字',
  errCommentTooLong: '留言最多 1000 字',
  errNeedName: '請輸入名稱',
  errNameTooLong: '名稱最多 30 字',
  /** Sign-up or rename: another member holds the name (ignoring case and full-width letters). */
  errNameTaken: '這個名稱已有人使用，請換一個',
  /** A display name with a character off the allow-list (src/lib/storedNames.ts). */
  errNameChars: '名稱只能使用中文、日文、韓文、注音、英文字母、數字、空格和 - _ . ・',

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
  /** Not in COPY.md (issue 49): a blocked member's comment kept for the replies of others under it. */
  blockedCommentStandIn: '這則留言來自你封鎖的會員，已隱藏',
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
  /** The queue: who wrote a reported item, their name a link to their page (issue 49). */
  modAuthor: '作者：{name}',

  // Replies (part R)
  reply: '回覆',
  replyPlaceholder: '回覆 {name}…',
  replyingTo: '回覆 @{name}',
  replySubmit: '送出回覆',
  repliesMore: '查看其他 {n} 則回覆',
  commentDeleted: '這則留言已刪除',
  mentionHint: '輸入 @ 可以標註參與討論的會員',
  activityReply: '{name} 回覆了你的留言',
  activityReplyOn: '{name} 在「{title}」回覆了你的留言',
  activityMention: '{name} 在「{title}」提到你',
  /** The ⋯ menu's accessible name on posts, comments and replies. */
  more: '更多',
  // Follows: a post (its page), an author (their page), a topic (its feed)
  follow: '追蹤',
  /** The pressed state of follow. */
  following: '已追蹤',
  /** The pressed follow button's description: what pressing it again does. */
  unfollow: '取消追蹤',
  /** Not in COPY.md (issue 49): beside a post's 追蹤, what following it does. */
  followPostHint: '有新留言時會在通知告訴你',
  /** The feed tab beside 最新 and 熱門, members only. */
  sortFollowing: '追蹤中',
  followingEmpty: '還沒有追蹤的文章，去追蹤作者或主題吧',
  activityFollowedPost: '「{title}」有 {n} 則新留言',
  activityNewPost: '{name} 發表了「{title}」',
  /** Not in COPY.md (issue 39): a follow past lib/limits.ts followLimits.feed. */
  errFollowLimit: '最多追蹤 30 位作者和主題，請先取消追蹤其他的',
} as const;
