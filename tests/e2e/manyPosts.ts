import type { Page } from 'playwright-core';
import { generatePost, random } from '../../scripts/bench/generatedPosts';
import { autoId } from '../../src/backend/core/ids';
import type { BookmarkRecord, PostRecord } from '../../src/backend/local/db';
import { toRecord } from '../../src/backend/local/postRecords';
import type { Profile } from '../../src/backend/types';
import { hotOf } from '../../src/lib/limits';
import { searchTokens } from '../../src/lib/searchTokens';

/** What the app's own seed left in the profile's database, read before adding to it. */
interface Seeded {
  users: Profile[];
  topics: string[];
  pictures: string[];
  posts: { uid: string; hidden: boolean }[];
  bookmarks: { uid: string }[];
}

/**
 * The database's contents, read with IndexedDB itself: the app has opened (and seeded) it already. Run
 * in the page, so it sees that profile's database.
 */
function readSeeded(): Promise<Seeded> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('post-wall');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction(['users', 'topics', 'posts', 'bookmarks']);
      const all = (name: string) => tx.objectStore(name).getAll();
      const [users, topics, posts, bookmarks] = [
        all('users'),
        all('topics'),
        all('posts'),
        all('bookmarks'),
      ];
      tx.oncomplete = () => {
        open.result.close();
        const records = posts.result as PostRecord[];
        resolve({
          users: users.result as Profile[],
          topics: (topics.result as { name: string }[]).map((t) => t.name),
          pictures: records.map((p) => p.imageUrl).filter(Boolean),
          posts: records.map((p) => ({ uid: p.uid, hidden: p.hidden === true })),
          bookmarks: (bookmarks.result as BookmarkRecord[]).map(({ uid }) => ({ uid })),
        });
      };
    };
  });
}

/** Adds the records in one transaction; the page opens the database again when it next loads. */
function writeRecords(records: { posts: PostRecord[]; bookmarks: BookmarkRecord[] }) {
  return new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('post-wall');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction(['posts', 'bookmarks'], 'readwrite');
      for (const post of records.posts) tx.objectStore('posts').add(post);
      for (const mark of records.bookmarks) tx.objectStore('bookmarks').add(mark);
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

export interface ManyPosts {
  /** Every post the feed lists. */
  feed: number;
  demoUid: string;
  /** The demo member's posts (my posts) and bookmarks (my collections). */
  demoPosts: number;
  demoBookmarks: number;
  /** Another member, for their author page, and how many posts it lists. */
  other: { uid: string; posts: number };
}

/** How many posts to add: by the demo member (each bookmarked by them), by another member, by the rest. */
export interface PostShares {
  demo: number;
  other: number;
  rest: number;
}

/**
 * Adds posts to the database the app seeded in `page`'s profile: `shares.demo` by the demo member
 * (each bookmarked by them), `shares.other` by another seeded member, `shares.rest` by the remaining
 * seeded members, so the feed can be long while a member's own lists stay short. Written as the app
 * stores them (toRecord, searchTokens), as the bench does (scripts/bench/benchPage.ts), in one
 * transaction.
 */
export async function addManyPosts(
  page: Page,
  demoName: string,
  shares: PostShares,
): Promise<ManyPosts> {
  const seeded = await page.evaluate(readSeeded);
  const demo = seeded.users.find((u) => u.displayName === demoName);
  const other = seeded.users.find((u) => u.displayName !== demoName);
  const rest = seeded.users.filter((u) => u !== demo && u !== other);
  if (!demo || !other || rest.length === 0) throw new Error('the app has not seeded the database');
  const total = shares.demo + shares.other + shares.rest;
  const next = random(total);
  const now = Date.now();
  const pool = (authors: Profile[]) => ({
    authors,
    topics: seeded.topics,
    pictures: seeded.pictures,
  });
  // generatePost dates each post at random within the last year: every share spans the feed.
  const authorsOf = (i: number): Profile[] => {
    if (i < shares.demo) return [demo];
    return i < shares.demo + shares.other ? [other] : rest;
  };
  const posts: PostRecord[] = [];
  const bookmarks: BookmarkRecord[] = [];
  for (let i = 0; i < total; i += 1) {
    const post = { id: autoId(), ...generatePost(i, next, pool(authorsOf(i)), now) };
    const hot = hotOf(post.createdAt, post.likeCount);
    posts.push(toRecord({ ...post, hot }, searchTokens(post.title, post.content)));
    if (i < shares.demo) bookmarks.push({ uid: demo.uid, postId: post.id, createdAt: now - i });
  }
  await page.evaluate(writeRecords, { posts, bookmarks });
  const visible = seeded.posts.filter((p) => !p.hidden);
  const visibleOf = (uid: string) => visible.filter((p) => p.uid === uid).length;
  return {
    feed: visible.length + posts.length,
    demoUid: demo.uid,
    demoPosts: visibleOf(demo.uid) + shares.demo,
    demoBookmarks: seeded.bookmarks.filter((b) => b.uid === demo.uid).length + shares.demo,
    other: { uid: other.uid, posts: visibleOf(other.uid) + shares.other },
  };
}
