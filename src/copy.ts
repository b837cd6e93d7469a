/** Every string the product shows, in one place. Tests find elements by these. */
export const copy = {
  // Top bar
  brand: '貼文牆',
  searchPlaceholder: '搜尋文章',
  searchEmpty: '查無相關文章',
  searchLabel: '搜尋文章',
  menuPublish: '發表文章',
  menuMember: '會員',
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
  commentSubmit: '送出留言',
  commentDelete: '刪除留言',
  commentLabel: '撰寫留言',
  commentsEmpty: '還沒有留言',
  backToFeed: '回到文章列表',
  loading: '載入中…',
  feedEnd: '沒有更多文章了',
  feedEmpty: '目前沒有文章',
  postNotFound: '找不到這篇文章',
  retry: '重試',
  loadMore: '載入更多',
  commentCountLabel: '留言數',
  likeCountLabel: '按讚數',
  searchResults: '搜尋結果',

  // Sign-in page
  tabSignIn: '登入',
  tabRegister: '註冊',
  emailLabel: '信箱',
  passwordLabel: '密碼',
  signInNotice: '請先登入以啟用所有功能',
  demoEmail: 'demo@example.com',
  demoPassword: 'demo1234',

  // Errors
  errEmailInUse: '信箱已存在',
  errEmailFormat: '信箱格式錯誤',
  errWeakPassword: '密碼強度不足',
  errNoSuchEmail: '信箱不存在',
  errWrongPassword: '密碼錯誤',
  errBadCredential: '信箱或密碼錯誤',
  errCurrentPassword: '密碼輸入錯誤',
  errGeneric: '發生錯誤，請稍後再試',
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
  /** Under a text field near or past its limit: fill with charCount(n, max). */
  charCount: '{n}/{max}',

  // A Firebase build made without its settings
  configMissingTitle: '網站尚未完成設定',
  configMissingBody: '建置網站時缺少下列設定值，請依 README 的部署說明填入後重新建置：',

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
  imagePreview: '圖片預覽',

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
} as const;

export type CopyKey = keyof typeof copy;

/** The seeded topics, as the topic list shows them (the seed data repeats them; a test compares). */
export const seedTopics = ['電影', '美食', '運動', '旅遊', '科技', '生活'] as const;
