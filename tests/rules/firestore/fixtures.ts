/**
 * What the Firestore rules suites write and read: the stored post and comment every test starts
 * from, the documents as src/backend/firebase writes them, and where each document lives.
 */
import {
  Timestamp,
  doc,
  serverTimestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { hotOf } from '../../../src/lib/limits';

export const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
export const projectId = 'demo-post-wall';
/**
 * The emulator project the suites run in: their own, as the Firebase contract may use demo-post-wall
 * on the same emulator at the same time; scripts/rulesMutants.mjs gives each mutant run another. The
 * bucket the rules accept pictures from stays projectId's.
 */
export const rulesProjectId = process.env.RULES_PROJECT_ID ?? `${projectId}-rules`;

// Members: alice wrote the post, bob commented on it, carol liked and bookmarked it, dave is a bystander.
export const postId = 'post1000000000000000';
export const past = Timestamp.fromMillis(Date.UTC(2026, 0, 1, 12));

export const emailOf = (uid: string) => `${uid}@example.com`;
/** A new post's id as the adapters draw them (20 of [A-Za-z0-9]), named for reading: `new` → `new00000000000000000`. */
export const idOf = (name: string) => name.padEnd(20, '0');
/** The stored comment's id, of the shape the adapters draw (a new comment's must be). */
export const commentId = idOf('c1');
/** The topics the posts here are in: topics/{name}, as seeded. */
export const topicNames = ['生活', '運動', '電影', '美食'];
export const repeat = (length: number) => '字'.repeat(length);
/**
 * `length` characters as the rules and src/lib/limits.ts count them (UTF-16 units). It starts with a
 * character outside the Basic Multilingual Plane, which counts two.
 */
export const characters = (length: number) => `𠮷${'字'.repeat(length - 2)}`;

/** A download URL of `post-images/{name}`, as Storage's getDownloadURL gives it. */
export const storageUrl = (name: string, token = '2f0c8a4e-5b1d-4c7e-9a36-7d18e0f4b5c2') =>
  `https://firebasestorage.googleapis.com/v0/b/${projectId}.appspot.com/o/post-images%2F${name}?alt=media&token=${token}`;

export function storedPost(): DocumentData {
  return {
    title: '雨天的咖啡廳',
    content: '連下了一週的雨，乾脆找間安靜的咖啡廳窩一個下午。',
    topic: '生活',
    createdAt: past,
    author: { uid: 'alice', displayName: 'alice', photoURL: '' },
    uid: 'alice',
    imageUrl: storageUrl(postId),
    likeCount: 1,
    commentsCount: 1,
    searchTokens: ['雨', '天', '雨天'],
    hidden: false,
  };
}

export function storedComment(uid: string): DocumentData {
  return {
    content: '好想知道是哪一間！',
    createdAt: past,
    author: { uid, displayName: uid, photoURL: '' },
    uid,
    hidden: false,
  };
}

/** A post as publishPost writes it. */
export function newPost(uid: string, changes: DocumentData = {}): DocumentData {
  return {
    title: '第一次跑完半程馬拉松',
    content: '練了四個月，終於跑完二十一公里。',
    topic: '運動',
    imageUrl: storageUrl(idOf('new')),
    thumbUrl: storageUrl(`${idOf('new')}_thumb`),
    createdAt: serverTimestamp(),
    author: { uid, displayName: uid, photoURL: '' },
    uid,
    likeCount: 0,
    commentsCount: 0,
    searchTokens: ['第', '一', '第一'],
    hidden: false,
    // 熱門: the day of this client's clock (src/lib/limits.ts hotOf).
    hot: hotOf(Date.now(), 0),
    ...changes,
  };
}

/** A comment as addComment writes it. */
export function newComment(uid: string, changes: DocumentData = {}): DocumentData {
  return {
    content: '恭喜！四個月的努力值得了。',
    createdAt: serverTimestamp(),
    author: { uid, displayName: uid, photoURL: '' },
    uid,
    hidden: false,
    ...changes,
  };
}

/** A reservation as publishPost makes one before an upload (its texts need not be the post's). */
export function newReservation(uid: string, changes: DocumentData = {}): DocumentData {
  return {
    uid,
    title: '預留的標題',
    content: '預留的內容',
    topic: '運動',
    createdAt: serverTimestamp(),
    ...changes,
  };
}

export const post = (db: Firestore) => doc(db, 'posts', postId);
export const comment = (db: Firestore, id = commentId) => doc(db, 'posts', postId, 'comments', id);
export const tombstone = (db: Firestore) => doc(db, 'deletedPosts', postId);

export const like = (db: Firestore, uid: string, id = postId) => doc(db, 'posts', id, 'likes', uid);
export const bookmark = (db: Firestore, uid: string, id = postId) =>
  doc(db, 'users', uid, 'bookmarks', id);
export const reservation = (db: Firestore, id: string) => doc(db, 'pendingPosts', id);
export const throttle = (db: Firestore, uid: string) => doc(db, 'throttles', uid);
/** The member's like and comment stamps for one post. */
export const postThrottle = (db: Firestore, uid: string, id = postId) =>
  doc(db, 'throttles', uid, 'posts', id);
/** A display name's claim, at its key (src/lib/names.ts nameKey). */
export const claim = (db: Firestore, name: string) => doc(db, 'names', name.toLowerCase());
