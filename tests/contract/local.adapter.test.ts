import Dexie, { type DBCoreCursor } from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../src/backend/local';
import { LocalDatabase } from '../../src/backend/local/db';
import { toRecord } from '../../src/backend/local/postRecords';
import type { AuthUser, Backend, Post, PostCursor, PostFilter } from '../../src/backend/types';
import { searchTokens } from '../../src/lib/searchTokens';
import { freshEmail } from './suites/auth';
import { codeOf } from '../support/codeOf';

// What only the local adapter promises: its session across tabs and reloads, and its cost at scale.

let count = 0;
const freshName = (label: string) => `${label}-${++count}`;

function first<T>(subscribe: (next: (value: T) => void) => () => void): Promise<T> {
  return new Promise((resolve) => {
    const stop = subscribe((value) => {
      resolve(value);
      queueMicrotask(() => stop());
    });
  });
}

describe('the local session', () => {
  it('survives a reload', async () => {
    const dbName = freshName('reload');
    const user = await createLocalBackend({ dbName, seed: false }).register(
      freshEmail(),
      'secret1',
    );

    const reloaded = createLocalBackend({ dbName, seed: false });
    expect((await first<AuthUser | null>((next) => reloaded.onAuthStateChanged(next)))?.uid).toBe(
      user.uid,
    );
    expect(reloaded.currentUser()?.uid).toBe(user.uid);
  });

  it('follows a sign-in, a new display name and a sign-out in another tab', async () => {
    const dbName = freshName('tabs');
    const tab = createLocalBackend({ dbName, seed: false });
    const other = createLocalBackend({ dbName, seed: false });
    const seen: (AuthUser | null)[] = [];
    other.onAuthStateChanged((user) => seen.push(user));
    // A browser fires the storage event in every other tab; jsdom has one window, so the test fires it.
    const storageChanged = () =>
      dispatchEvent(
        new StorageEvent('storage', {
          key: `${dbName}:session`,
          newValue: localStorage.getItem(`${dbName}:session`),
          storageArea: localStorage,
        }),
      );

    const user = await tab.register(freshEmail(), 'secret1');
    storageChanged();
    await expect.poll(() => seen.at(-1)?.uid).toBe(user.uid);

    await tab.updateDisplayName('新名字');
    await expect.poll(() => seen.at(-1)?.displayName).toBe('新名字');

    await tab.signOut();
    // Writes check the stored session itself, so they stop before the event arrives.
    await expect(other.setLike('any-post', true)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    storageChanged();
    await expect.poll(() => seen.at(-1)).toBeNull();
    expect(other.currentUser()).toBeNull();
  });

  it('keeps one session per database', async () => {
    const signedIn = createLocalBackend({ dbName: freshName('profile'), seed: false });
    await signedIn.register(freshEmail(), 'secret1');
    const elsewhere = createLocalBackend({ dbName: freshName('profile'), seed: false });
    expect(await first<AuthUser | null>((next) => elsewhere.onAuthStateChanged(next))).toBeNull();
  });
});

describe('the cost of lists and search', () => {
  const total = 2000;
  let reader = '';
  let backend: Backend;
  let reads = 0;

  /** Counts the posts IndexedDB hands to Dexie, whether as query results or cursor steps. */
  function countPostReads(db: Dexie) {
    db.use({
      stack: 'dbcore',
      name: 'countPostReads',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          if (name !== 'posts') return table;
          const counted = (cursor: DBCoreCursor) =>
            new Proxy(cursor, {
              get(target, property) {
                if (property === 'start') {
                  return (onNext: () => void) =>
                    target.start(() => {
                      reads += 1;
                      onNext();
                    });
                }
                const value: unknown = Reflect.get(target, property, target);
                return typeof value === 'function' ? value.bind(target) : value;
              },
            });
          return {
            ...table,
            get: (request) => {
              reads += 1;
              return table.get(request);
            },
            getMany: async (request) => {
              const values = await table.getMany(request);
              reads += values.length;
              return values;
            },
            query: async (request) => {
              const response = await table.query(request);
              reads += response.result.length;
              return response;
            },
            openCursor: async (request) => {
              const cursor = await table.openCursor(request);
              return cursor && counted(cursor);
            },
          };
        },
      }),
    });
  }

  function post(i: number): Post {
    return {
      id: `post-${String(i).padStart(5, '0')}`,
      title: `牛肉麵 ${i}`,
      content: 'Noodles',
      topic: ['電影', '美食'][i % 2] ?? '',
      createdAt: 1_000_000 + i,
      author: { uid: `author-${i % 3}`, displayName: '', photoURL: '' },
      uid: `author-${i % 3}`,
      imageUrl: '',
      thumbUrl: '',
      likeCount: i % 7,
      commentsCount: 0,
      hidden: false,
    };
  }

  beforeAll(async () => {
    const dbName = freshName('scale');
    Dexie.addons.push(countPostReads);
    backend = createLocalBackend({ dbName, seed: false });
    ({ uid: reader } = await backend.register(freshEmail(), 'secret1'));
    const db = new LocalDatabase(dbName);
    const posts = Array.from({ length: total }, (_, i) => post(i));
    await db.posts.bulkAdd(posts.map((p) => toRecord(p, searchTokens(p.title, p.content))));
    // Every other post bookmarked, in the order they were written.
    await db.bookmarks.bulkAdd(
      posts
        .filter((_, i) => i % 2)
        .map((p) => ({ uid: reader, postId: p.id, createdAt: p.createdAt })),
    );
    db.close();
  });

  afterAll(() => {
    Dexie.addons.splice(Dexie.addons.indexOf(countPostReads), 1);
  });

  const filters: (() => PostFilter)[] = [
    () => ({ kind: 'all' }),
    () => ({ kind: 'topic', topic: '美食' }),
    () => ({ kind: 'author', uid: 'author-1' }),
    () => ({ kind: 'bookmarks', uid: reader }),
  ];

  it.each(filters.map((filter) => [filter().kind, filter] as const))(
    `reads one page of 4 out of ${total} posts: %s`,
    async (_, filterOf) => {
      const filter = filterOf();
      const [page, end] = await first<[Post[], PostCursor | null]>((next) =>
        backend.watchPosts(filter, { limit: 4 }, (posts, cursor) => next([posts, cursor])),
      );
      reads = 0;
      const next = await first<Post[]>((cb) =>
        backend.watchPosts(filter, { after: end ?? undefined, limit: 4 }, cb),
      );
      expect(next).toHaveLength(4);
      expect(next[0]?.createdAt).toBeLessThan(page.at(-1)?.createdAt ?? 0);
      expect(reads).toBe(4);
    },
  );

  it(`searches ${total} posts holding the token by reading one answer's worth`, async () => {
    reads = 0;
    expect(await backend.searchPosts('肉麵', 20)).toHaveLength(20);
    expect(reads).toBe(20);
  });

  it('stops a search that matches nothing after a bounded number of posts', async () => {
    reads = 0;
    expect(await backend.searchPosts('牛肉麵 99999', 20)).toEqual([]);
    expect(reads).toBeLessThanOrEqual(200);
  });
});

/** A database as the first version of the schema left it, holding `posts` and `topics`. */
async function oldDatabase(
  dbName: string,
  posts: Post[],
  topics: { id: string; name: string }[] = [],
) {
  const old = new Dexie(dbName);
  old.version(1).stores({
    posts:
      'id, [createdAt+id], [topic+createdAt+id], [uid+createdAt+id], *collectedKeys, *searchKeys',
    comments: 'id, [postId+createdAt]',
    users: 'uid',
    topics: 'id',
    accounts: 'uid, &email',
    files: 'path',
    meta: 'key',
  });
  await old
    .table('posts')
    .bulkAdd(posts.map((post) => toRecord(post, searchTokens(post.title, post.content))));
  await old.table('topics').bulkAdd(topics);
  old.close();
}

describe('a database written while topics were keyed 01, 02, ...', () => {
  it('keys them by name, keeps their order, and takes posts in them', async () => {
    const dbName = `before-topic-names-${crypto.randomUUID()}`;
    const names = ['電影', '美食', '運動', '旅遊', '科技', '生活'];
    // Added out of order: the list's order was the keys'.
    const topics = names.map((name, i) => ({ id: `0${i + 1}`, name })).reverse();
    await oldDatabase(dbName, [], topics);

    const backend = createLocalBackend({ dbName, seed: false });
    expect(await backend.listTopics()).toEqual(names.map((name) => ({ id: name, name })));
    await backend.register(freshEmail(), 'secret1');
    const id = await backend.publishPost({ title: '舊主題', content: '內容', topic: '旅遊' }, null);
    const [post] = await first<Post[]>((next) =>
      backend.watchPosts({ kind: 'topic', topic: '旅遊' }, { limit: 4 }, next),
    );
    expect(post?.id).toBe(id);
    await expect(
      backend.publishPost({ title: '舊鍵', content: '內容', topic: '04' }, null),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

/** A post as the database stored it before likes and bookmarks were records: arrays of uids. */
function legacyPost(id: string, createdAt: number, likeBy: string[], collectedBy: string[] = []) {
  return {
    id,
    title: id,
    content: '內容',
    topic: '生活',
    createdAt,
    author: { uid: 'u1', displayName: '舊作者', photoURL: '' },
    uid: 'u1',
    imageUrl: '',
    likeBy,
    collectedBy,
    collectedKeys: collectedBy.map((uid) => [uid, createdAt, id]),
    commentsCount: 0,
  } as unknown as Post;
}

describe('a database written before likes and bookmarks were records of their members', () => {
  it('keeps every like and bookmark, as records, and the count', async () => {
    const dbName = `before-marks-${crypto.randomUUID()}`;
    await oldDatabase(dbName, [
      legacyPost('old1', 1_000, ['u2', 'u3'], ['u2']),
      legacyPost('old2', 2_000, [], ['u2', 'u3']),
    ]);

    const backend = createLocalBackend({ dbName, seed: false });
    const read = await first<Post[]>((next) =>
      backend.watchPosts({ kind: 'all' }, { limit: 4 }, next),
    );
    expect(read.map((post) => [post.id, post.likeCount])).toEqual([
      ['old2', 0],
      ['old1', 2],
    ]);
    expect(read[0]).not.toHaveProperty('likeBy');
    const db = new LocalDatabase(dbName);
    try {
      expect(await db.likes.toArray()).toEqual([
        { postId: 'old1', uid: 'u2', createdAt: 1_000 },
        { postId: 'old1', uid: 'u3', createdAt: 1_000 },
      ]);
      const bookmarks = await db.bookmarks.orderBy('[uid+createdAt+postId]').toArray();
      expect(bookmarks.map((mark) => [mark.uid, mark.postId])).toEqual([
        ['u2', 'old1'],
        ['u2', 'old2'],
        ['u3', 'old2'],
      ]);
      const stored = await db.posts.get('old1');
      expect(stored).not.toHaveProperty('collectedBy');
      expect(stored).not.toHaveProperty('collectedKeys');
    } finally {
      db.close();
    }
  });
});

describe('a database written before posts stopped carrying e-mail addresses', () => {
  it('loses the addresses when it is opened, keeping everything else', async () => {
    const dbName = `before-no-email-${crypto.randomUUID()}`;
    const author = { uid: 'u1', displayName: '舊作者', photoURL: '', email: 'old@example.com' };
    const post = {
      id: 'old',
      title: '舊文章',
      content: '內容',
      topic: '生活',
      createdAt: 1_000_000,
      author,
      uid: 'u1',
      imageUrl: '',
      likeBy: [],
      collectedBy: [],
      commentsCount: 0,
    } as unknown as Post;
    // The first version of the schema, as an older build of the site left it.
    await oldDatabase(dbName, [post]);

    const backend = createLocalBackend({ dbName, seed: false });
    const [read] = await new Promise<Post[]>((resolve, reject) => {
      const stop = backend.watchPosts(
        { kind: 'all' },
        { limit: 4 },
        (posts) => {
          queueMicrotask(() => stop());
          resolve(posts);
        },
        reject,
      );
    });
    expect(read?.author).toEqual({ uid: 'u1', displayName: '舊作者', photoURL: '' });
    expect(read?.title).toBe(post.title);
  });
});

describe('a database written before display names were claimed', () => {
  it("claims each member's name when it is opened, for the first profile that holds it", async () => {
    const dbName = `before-names-${crypto.randomUUID()}`;
    await oldDatabase(dbName, []);
    const old = new Dexie(dbName);
    old.version(1).stores({ users: 'uid' });
    await old.table('users').bulkAdd([
      { uid: 'u1', displayName: 'Alice', photoURL: '' },
      { uid: 'u2', displayName: 'ＡＬＩＣＥ', photoURL: '' },
      { uid: 'u3', displayName: '', photoURL: '' },
    ]);
    old.close();

    const backend = createLocalBackend({ dbName, seed: false });
    await backend.register(freshEmail(), 'secret1');
    expect(await codeOf(backend.updateDisplayName('alice'))).toBe('name-taken');
    const db = new LocalDatabase(dbName);
    try {
      expect(await db.names.toArray()).toEqual([{ key: 'alice', uid: 'u1' }]);
    } finally {
      db.close();
    }
  });
});

describe('a database written before 熱門', () => {
  it('gives every post its hot from its day and likes, so 熱門 lists them at once', async () => {
    const dbName = `before-hot-${crypto.randomUUID()}`;
    const now = Date.now();
    // A day older with 4 likes (3 a day) ranks above a new post with none; 最新 the other way round.
    await oldDatabase(dbName, [
      legacyPost('older', now - 86_400_000, ['u2', 'u3', 'u4', 'u5']),
      legacyPost('newer', now, []),
    ]);
    const backend = createLocalBackend({ dbName, seed: false });
    const list = (filter: PostFilter) =>
      first<Post[]>((next) => backend.watchPosts(filter, { limit: 4 }, next));
    expect((await list({ kind: 'all', order: 'popular' })).map((post) => post.id)).toEqual([
      'older',
      'newer',
    ]);
    expect((await list({ kind: 'all' })).map((post) => post.id)).toEqual(['newer', 'older']);
  });
});
