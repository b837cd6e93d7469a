// The demo content of a new local database: members, posts with pictures (public/seed), comments, likes.
// The demo account is also the sign-in page's prefill (core/demoAccount.ts); tests/unit/seed.test.ts
// checks that the seed makes it, and its topics in this order.

import { seedDemoAccount } from '../core/demoAccount';

/** Topics in the order the topic list shows them. */
export const seedTopics = ['電影', '美食', '運動', '旅遊', '科技', '生活'] as const;

export interface SeedMember {
  email: string;
  displayName: string;
  photoURL: string;
}

export const seedMembers = {
  demo: {
    email: seedDemoAccount.email,
    displayName: 'Demo 小編',
    photoURL: '/seed/avatar-demo.svg',
  },
  azhe: { email: 'azhe@example.com', displayName: '阿哲', photoURL: '/seed/avatar-azhe.svg' },
  yun: { email: 'yun@example.com', displayName: '小芸', photoURL: '/seed/avatar-yun.svg' },
  daming: {
    email: 'daming@example.com',
    displayName: '林大明',
    photoURL: '/seed/avatar-daming.svg',
  },
} satisfies Record<string, SeedMember>;

export type SeedMemberKey = keyof typeof seedMembers;

/** Every seeded member signs in with the demo password, so a tester can act as any of them. */
export const seedPassword = seedDemoAccount.password;

interface SeedComment {
  author: SeedMemberKey;
  content: string;
}

export interface SeedPost {
  author: SeedMemberKey;
  topic: (typeof seedTopics)[number];
  title: string;
  content: string;
  image: string;
  hoursAgo: number;
  likedBy: SeedMemberKey[];
  collectedBy: SeedMemberKey[];
  comments: SeedComment[];
}

/** Newest first. */
export const seedPosts: SeedPost[] = [
  {
    author: 'azhe',
    topic: '生活',
    title: '雨天的咖啡廳與一本好書',
    content:
      '連下了一週的雨，乾脆找間安靜的咖啡廳窩一個下午。點了一杯手沖耶加雪菲，配一本一直沒讀完的小說。窗外的雨聲剛好當背景音樂，這樣的日子其實也不錯。',
    image: '/seed/life-cafe.svg',
    hoursAgo: 3,
    likedBy: ['yun'],
    collectedBy: [],
    comments: [{ author: 'yun', content: '好想知道是哪一間！求店名～' }],
  },
  {
    author: 'demo',
    topic: '科技',
    title: 'React 18 的 Suspense 到底解決了什麼？',
    content:
      '今天在團隊分享會上聊 Suspense。以前每個元件都要自己處理載入狀態，現在可以把等待的邊界往上提，畫面更一致。搭配 TypeScript 寫起來也很順手，推薦給還在觀望的朋友。',
    image: '/seed/tech-react.svg',
    hoursAgo: 8,
    likedBy: ['daming', 'azhe'],
    collectedBy: ['daming'],
    comments: [
      { author: 'daming', content: '分享會的投影片可以公開嗎？想拿來跟同事討論。' },
      { author: 'demo', content: '整理好就貼上來，再等我幾天！' },
    ],
  },
  {
    author: 'yun',
    topic: '旅遊',
    title: '日月潭單車環湖，清晨最美',
    content:
      '早上六點從水社出發，湖面上還有一層薄霧，騎到向山遊客中心剛好看到日出。環湖一圈大約三十公里，坡不多，租電輔車更輕鬆。中午記得去吃一碗紅茶冰。',
    image: '/seed/travel-lake.svg',
    hoursAgo: 14,
    likedBy: ['demo', 'azhe', 'daming'],
    collectedBy: ['demo'],
    comments: [
      { author: 'azhe', content: '清晨的霧真的很夢幻，下次也要早起。' },
      { author: 'demo', content: '收藏了，連假就出發！' },
    ],
  },
  {
    author: 'daming',
    topic: '運動',
    title: '下班後的三對三籃球',
    content:
      '公司附近的河濱球場晚上有燈，每週二、四固定有人揪三對三。打完一場全身是汗，比窩在沙發上滑手機舒服多了。新手也歡迎，大家都很友善，輸的隊去買飲料。',
    image: '/seed/sports-basketball.svg',
    hoursAgo: 22,
    likedBy: ['demo'],
    collectedBy: [],
    comments: [{ author: 'demo', content: '請問週四也有嗎？我想去湊一隊。' }],
  },
  {
    author: 'daming',
    topic: '科技',
    title: '用舊筆電架了一台家用伺服器',
    content:
      '把放在抽屜三年的舊筆電灌了 Linux，裝上 Docker 之後跑相簿備份和廣告阻擋，一個月電費不到五十元。最大的收穫是終於搞懂網路設定。有興趣的話我再寫一篇安裝教學。',
    image: '/seed/tech-homelab.svg',
    hoursAgo: 30,
    likedBy: ['demo', 'azhe'],
    collectedBy: ['azhe'],
    comments: [
      { author: 'azhe', content: '拜託寫教學！我家也有一台退休的筆電。' },
      { author: 'yun', content: '廣告阻擋是用什麼套件呢？' },
      { author: 'daming', content: '用的是 Pi-hole，下一篇一起介紹。' },
    ],
  },
  {
    author: 'demo',
    topic: '運動',
    title: '第一次跑完半程馬拉松',
    content:
      '練了四個月，終於在今天早上跑完二十一公里。最後三公里腳完全不聽使喚，是路邊加油的阿伯讓我撐下去。成績不算快，但看到終點拱門的那一刻真的想哭。下一個目標：全馬！',
    image: '/seed/sports-marathon.svg',
    hoursAgo: 41,
    likedBy: ['yun', 'daming', 'azhe'],
    collectedBy: [],
    comments: [
      { author: 'yun', content: '恭喜！！四個月的努力值得了。' },
      { author: 'daming', content: '全馬記得揪，我陪你練長距離。' },
    ],
  },
  {
    author: 'yun',
    topic: '美食',
    title: '巷口那家牛肉麵，湯頭熬了十二小時',
    content:
      '老闆每天清晨四點開始熬湯，牛骨加上蔬菜慢慢燉，湯頭清甜不油膩。半筋半肉是招牌，麵條是手工寬麵，咬起來很有彈性。建議十一點前到，不然要排隊排到轉角。',
    image: '/seed/food-noodles.svg',
    hoursAgo: 52,
    likedBy: ['demo', 'daming'],
    collectedBy: ['demo', 'daming'],
    comments: [{ author: 'daming', content: '看到照片就餓了，週末就去排。' }],
  },
  {
    author: 'azhe',
    topic: '電影',
    title: '週末影展：三部讓人看完想散步的電影',
    content:
      '這個週末在家辦了小型影展，挑了三部節奏很慢的電影。看完之後沒有急著滑手機，而是關燈去河堤走了一圈。好電影留下的不只是劇情，還有看世界的角度。歡迎在留言補充你的片單！',
    image: '/seed/movie-festival.svg',
    hoursAgo: 66,
    likedBy: ['yun'],
    collectedBy: ['yun'],
    comments: [{ author: 'yun', content: '我推一部：講海邊小鎮郵差的那部，節奏很慢但很溫暖。' }],
  },
  {
    author: 'daming',
    topic: '美食',
    title: '夜市必吃清單：從胡椒餅到豆花',
    content:
      '每次帶外地朋友逛夜市，我都會照這個順序吃：先來一顆剛出爐的胡椒餅，再去排蚵仔煎，最後用一碗花生豆花收尾。記得帶零錢，很多攤位還是只收現金。',
    image: '/seed/food-night-market.svg',
    hoursAgo: 80,
    likedBy: ['azhe', 'yun'],
    collectedBy: [],
    comments: [],
  },
  {
    author: 'demo',
    topic: '電影',
    title: 'IMAX 值得多花兩百塊嗎？',
    content:
      '最近上映的太空科幻片，朋友說一定要看 IMAX。實際看完，低頻的震動和全景畫面真的差很多，尤其是火箭發射那一段整個人被包住。不過如果是文戲為主的片，一般廳就很夠了。你們會為了哪種片多花錢？',
    image: '/seed/movie-imax.svg',
    hoursAgo: 97,
    likedBy: ['azhe'],
    collectedBy: [],
    comments: [
      { author: 'azhe', content: '動作片和太空片一定 IMAX，其他就隨緣。' },
      { author: 'yun', content: '我覺得音效比畫面更有差！' },
    ],
  },
  {
    author: 'yun',
    topic: '生活',
    title: '陽台小菜園：第一次收成九層塔',
    content:
      '三月種下的九層塔終於長到可以摘了！每天早上澆水、把葉子上的小蟲抓掉，看著它一天天長大很療癒。今晚要用自己種的九層塔炒一盤三杯雞。',
    image: '/seed/life-garden.svg',
    hoursAgo: 115,
    likedBy: ['demo', 'azhe', 'daming'],
    collectedBy: [],
    comments: [{ author: 'demo', content: '自己種的九層塔一定特別香！' }],
  },
  {
    author: 'azhe',
    topic: '旅遊',
    title: '搭區間車慢慢晃到海邊小鎮',
    content:
      '沒有排行程，只帶了一張悠遊卡就出發。沿著海岸線一站一站地下車，在老街吃了魚丸湯，在燈塔下看了一整個下午的浪。原來旅行不一定要走很遠，慢下來就夠了。',
    image: '/seed/travel-seaside.svg',
    hoursAgo: 140,
    likedBy: ['yun'],
    collectedBy: ['daming'],
    comments: [],
  },
];
