/**
 * The bench's generated posts, the same on both backends: scripts/bench/benchPage.ts writes them into
 * the local adapter's IndexedDB, scripts/bench/firebase.mjs into the Firestore emulator. Pure: it
 * imports nothing and touches no browser API, so Node can load it too.
 */
import type { Post, Profile } from '../../src/backend/types';

/** A small deterministic generator, so every run seeds the same posts. */
export function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const subjects = [
  '咖啡',
  '週末',
  '早餐',
  '山上',
  '海邊',
  '電影院',
  '夜市',
  '捷運',
  '公園',
  '書店',
  '老街',
  '球場',
  '廚房',
  '辦公室',
  '鐵道',
  '小吃',
];
const doings = [
  '散步',
  '拍照',
  '跑步',
  '寫程式',
  '看展覽',
  '煮晚餐',
  '讀小說',
  '騎單車',
  '聽音樂',
  '打籃球',
  '逛市集',
  '學日文',
];
const feelings = [
  '真的很開心',
  '有點累但值得',
  '下次還要再來',
  '推薦給大家',
  '比想像中好',
  '意外的收穫',
];
const latin = ['React', 'TypeScript', 'Docker', 'Linux', 'Vite', 'Firebase', 'coffee', 'weekend'];

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

function sentence(next: () => number): string {
  const extra = next() < 0.3 ? ` ${pick(latin, next)} ` : '';
  return `今天在${pick(subjects, next)}${pick(doings, next)}${extra}，${pick(feelings, next)}。`;
}

export interface PostPool {
  authors: readonly Profile[];
  topics: readonly string[];
  /** Picture addresses to reuse; a post has none when this is empty, and one in five never has. */
  pictures: readonly string[];
}

/** Post number `i`: a title, two to five sentences, an author, a topic and a time within the past year. */
export function generatePost(
  i: number,
  next: () => number,
  { authors, topics, pictures }: PostPool,
  now: number,
): Omit<Post, 'id'> {
  const year = 365 * 24 * 60 * 60 * 1000;
  const author = pick(authors, next);
  const title = `${pick(subjects, next)}${pick(doings, next)}紀錄 #${i}`;
  const content = Array.from({ length: 2 + Math.floor(next() * 4) }, () => sentence(next)).join('');
  const likeCount = authors.filter(() => next() < 0.3).length;
  const picture = pictures.length > 0 && next() < 0.8 ? pick(pictures, next) : '';
  return {
    title,
    content,
    topic: pick(topics, next),
    createdAt: now - 60 * 60 * 1000 - Math.floor(next() * year),
    author: { uid: author.uid, displayName: author.displayName, photoURL: author.photoURL },
    uid: author.uid,
    // The seed's drawings serve as card copies of themselves, as in the app's own seed.
    imageUrl: picture,
    thumbUrl: picture,
    likeCount,
    commentsCount: 0,
    hidden: false,
  };
}
