import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../src/backend/local';
import { LocalDatabase } from '../../src/backend/local/db';
import type { Backend, Post } from '../../src/backend/types';
import { seedMembers, seedTopics } from '../../src/backend/local/seedData';
import { copy } from '../../src/copy';

let count = 0;
const freshName = () => `seed-${++count}`;

async function tableCounts(dbName: string) {
  const db = new LocalDatabase(dbName);
  const counts = Object.fromEntries(
    await Promise.all(db.tables.map(async (table) => [table.name, await table.count()] as const)),
  );
  db.close();
  return counts;
}

/** Waits until the backend has opened (and so seeded) its database. */
async function opened(backend: Backend): Promise<Backend> {
  await backend.listTopics();
  return backend;
}

function allPosts(backend: Backend): Promise<Post[]> {
  return new Promise((resolve, reject) => {
    const stop = backend.watchPosts(
      { kind: 'all' },
      { limit: 100 },
      (posts) => {
        resolve(posts);
        queueMicrotask(() => stop());
      },
      reject,
    );
  });
}

describe('the seed', () => {
  it('runs once per database, also when two tabs open it at the same moment', async () => {
    const dbName = freshName();
    await Promise.all([
      opened(createLocalBackend({ dbName })),
      opened(createLocalBackend({ dbName })),
    ]);
    const once = await tableCounts(dbName);
    await opened(createLocalBackend({ dbName }));
    expect(await tableCounts(dbName)).toEqual(once);
    expect(once).toMatchObject({ topics: 6, meta: 1 });
  });

  it('is left out on request', async () => {
    const dbName = freshName();
    await opened(createLocalBackend({ dbName, seed: false }));
    expect(await tableCounts(dbName)).toMatchObject({ topics: 0, posts: 0, accounts: 0 });
  });

  it('creates the seed topics, in order, and the demo account the sign-in page prefills', async () => {
    const backend = createLocalBackend({ dbName: freshName() });
    expect((await backend.listTopics()).map((topic) => topic.name)).toEqual([...seedTopics]);
    // The account the backend hands the sign-in page is the one the seed made, as COPY.md gives it.
    expect(backend.demoAccount).toEqual({ email: copy.demoEmail, password: copy.demoPassword });
    const demo = await backend.signIn(copy.demoEmail, copy.demoPassword);
    expect(demo.displayName).not.toBe('');
    expect(demo.photoURL).toMatch(/^\/seed\//);
  });

  it('lets every seeded member sign in with the demo password, and with no other', async () => {
    const backend = createLocalBackend({ dbName: freshName() });
    for (const member of Object.values(seedMembers)) {
      const signedIn = await backend.signIn(member.email, copy.demoPassword);
      expect(signedIn.displayName).toBe(member.displayName);
      await backend.signOut();
    }
    await expect(backend.signIn(seedMembers.azhe.email, 'demo12345')).rejects.toMatchObject({
      code: 'invalid-credential',
    });
  });

  it('writes at least 12 posts over every topic, by several members, with pictures', async () => {
    const backend = createLocalBackend({ dbName: freshName() });
    const posts = await allPosts(backend);
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((post) => post.topic))).toEqual(new Set(seedTopics));
    expect(new Set(posts.map((post) => post.uid)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(posts.map((post) => post.createdAt)).size).toBe(posts.length);
    expect(posts.every((post) => post.createdAt < Date.now())).toBe(true);
    for (const url of posts.flatMap((post) => [post.imageUrl, post.author.photoURL])) {
      expect(existsSync(`public${url}`), url).toBe(true);
    }
  });

  it('writes comments and likes that agree with the counts, and bookmarks', async () => {
    const dbName = freshName();
    const backend = createLocalBackend({ dbName });
    const posts = await allPosts(backend);
    expect(posts.some((post) => post.likeCount > 0)).toBe(true);
    const db = new LocalDatabase(dbName);
    const likes = await db.likes.toArray();
    const bookmarks = await db.bookmarks.count();
    db.close();
    for (const post of posts) {
      expect(likes.filter((like) => like.postId === post.id)).toHaveLength(post.likeCount);
    }
    expect(bookmarks).toBeGreaterThan(0);
    // Comments are for members.
    await backend.signIn(copy.demoEmail, copy.demoPassword);
    for (const post of posts) {
      const comments = await new Promise<unknown[]>((resolve, reject) => {
        const stop = backend.watchComments(
          post.id,
          (list) => {
            resolve(list);
            queueMicrotask(() => stop());
          },
          reject,
        );
      });
      expect(comments).toHaveLength(post.commentsCount);
    }
    expect(posts.reduce((sum, post) => sum + post.commentsCount, 0)).toBeGreaterThan(0);
  });

  it('makes the seeded posts searchable', async () => {
    const backend = createLocalBackend({ dbName: freshName() });
    const [found] = await backend.searchPosts('牛肉麵', 20);
    expect(found?.topic).toBe('美食');
    expect(await backend.searchPosts('docker', 20)).toHaveLength(1);
  });
});
