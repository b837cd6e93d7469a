import { autoId } from '../../src/backend/core/ids';
import { noPictures, type PictureUrls } from '../../src/backend/core/pictureNames';
import { newPost } from '../../src/backend/core/postFields';
import { unpacedLocalBackend } from '../support/localTimePassing';
import { LocalDatabase } from '../../src/backend/local/db';
import { toRecord } from '../../src/backend/local/postRecords';
import type { Backend, PostDraft, PostFilter, PostRange, Topic } from '../../src/backend/types';
import { memberPassword, withOverrides } from './backends';

let count = 0;

/** A local adapter on a new empty database with a signed-in member who can publish. */
export async function memberBackend() {
  count += 1;
  const dbName = `feed-${count}-${crypto.randomUUID()}`;
  const email = `writer${count}@example.com`;
  const backend = unpacedLocalBackend({ dbName, seed: 'topics' });
  await backend.register(email, memberPassword);
  return { backend, dbName, email };
}

/** Adds topics to the database, as the seed writes them: a post's topic must be one of them. */
export async function addTopics(dbName: string, names: string[]) {
  const db = new LocalDatabase(dbName);
  try {
    await db.topics.bulkPut(names.map((name, order) => ({ id: name, name, order })));
  } finally {
    db.close();
  }
}

/** Another tab on the same database: its own adapter instance, signed in as the same member. */
export async function secondTab(dbName: string, email: string) {
  const backend = unpacedLocalBackend({ dbName, seed: 'topics' });
  await backend.signIn(email, memberPassword);
  return backend;
}

/**
 * Publishes posts oldest first, titled `${prefix} 1` ... `${prefix} n`; returns their ids in the same order.
 */
export async function publishPosts(
  backend: Backend,
  n: number,
  { prefix = '文章', topic = '生活', content = '內容' } = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= n; i++) {
    ids.push(await backend.publishPost({ title: `${prefix} ${i}`, content, topic }, null));
  }
  return ids;
}

/**
 * Stores posts titled `titles` by the signed-in member, all with one createdAt (by default just after the
 * newest post), as one Firestore batch with a server timestamp stores them: publishPost cannot, since
 * the local adapter keeps its own times strictly increasing. They go straight into the database, so open
 * lists learn of them as of any write in another tab. Each id is its title, so among equal times the
 * greatest title lists first (both adapters break ties by id, descending).
 */
export async function storeAtOneTime(
  backend: Backend,
  dbName: string,
  titles: string[],
  { topic = '生活', createdAt }: { topic?: string; createdAt?: number } = {},
): Promise<number> {
  const member = backend.currentUser();
  if (!member) throw new Error('storeAtOneTime needs a signed-in member');
  const db = new LocalDatabase(dbName);
  try {
    const newest = await db.posts.orderBy('[createdAt+id]').last();
    const time = createdAt ?? Math.max(Date.now(), (newest?.createdAt ?? 0) + 1);
    const records = titles.map((title) => {
      const draft = { title, content: '內容', topic };
      const post = { id: title, ...newPost(draft, member, noPictures, { createdAt: time }) };
      return toRecord(post, post.searchTokens);
    });
    await db.posts.bulkAdd(records);
    return time;
  } finally {
    db.close();
  }
}

/**
 * Stores a post by the signed-in member with picture URLs of the test's choosing (a seed picture, one
 * that fails to load) straight into the database, as the adapters build a new post: publishPost takes
 * no URLs, it makes them from its own uploads. Newest of all; returns its id.
 */
export async function storeWithPictures(
  backend: Backend,
  dbName: string,
  draft: PostDraft,
  pictures: PictureUrls,
): Promise<string> {
  const member = backend.currentUser();
  if (!member) throw new Error('storeWithPictures needs a signed-in member');
  const db = new LocalDatabase(dbName);
  try {
    const newest = await db.posts.orderBy('[createdAt+id]').last();
    const createdAt = Math.max(Date.now(), (newest?.createdAt ?? 0) + 1);
    const post = { id: autoId(), ...newPost(draft, member, pictures, { createdAt }) };
    await db.posts.add(toRecord(post, post.searchTokens));
    return post.id;
  } finally {
    db.close();
  }
}

/** Titles as the feed should list them: newest first. */
export function newestFirst(n: number, prefix = '文章'): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix} ${n - i}`);
}

/**
 * The backend with a fixed topic list, and every watchPosts range (with how often it answered) and
 * watchProfiles set recorded.
 */
export function instrumented(backend: Backend, topics: string[] = []) {
  // `answers`: how many times that subscription has delivered; `stopped`: whether it was ended (as
  // StrictMode ends a first mount's subscriptions at once, possibly before any answer).
  const ranges: { filter: PostFilter; range: PostRange; answers: number; stopped: boolean }[] = [];
  const profileWatches: string[][] = [];
  let listTopicsCalls = 0;
  const wrapped = withOverrides(backend, {
    listTopics: async () => {
      listTopicsCalls += 1;
      return topics.map((name, i): Topic => ({ id: `t${i}`, name }));
    },
    watchPosts: (filter, range, callback, onError) => {
      const entry = { filter, range, answers: 0, stopped: false };
      ranges.push(entry);
      const stop = backend.watchPosts(
        filter,
        range,
        (posts, end, freshness) => {
          entry.answers += 1;
          callback(posts, end, freshness);
        },
        onError,
      );
      return () => {
        entry.stopped = true;
        stop();
      };
    },
    watchProfiles: (uids, callback, onError) => {
      profileWatches.push([...uids]);
      return backend.watchProfiles(uids, callback, onError);
    },
  });
  return { backend: wrapped, ranges, profileWatches, listTopicsCalls: () => listTopicsCalls };
}

/**
 * An IntersectionObserver whose targets are out of view until `reveal()`: the reader has not scrolled
 * to the bottom yet. (The shared mock reports everything visible at once, like a very tall screen.)
 */
export class ScrollableObserver implements IntersectionObserver {
  static readonly live = new Set<ScrollableObserver>();
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  private readonly targets = new Set<Element>();
  private readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    ScrollableObserver.live.add(this);
  }

  /** The reader scrolls to the bottom once; the next page then pushes it out of view again. */
  static reveal(): void {
    for (const observer of [...ScrollableObserver.live]) observer.report(true);
  }

  private report(isIntersecting: boolean) {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this);
  }

  observe(target: Element): void {
    this.targets.add(target);
    queueMicrotask(() => this.report(false));
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
    ScrollableObserver.live.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
