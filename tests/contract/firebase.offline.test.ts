import { readFileSync } from 'node:fs';
import { getApp, initializeApp } from 'firebase/app';
import type { User } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDocFromCache,
  getDocsFromCache,
  getFirestore,
  query,
  setDoc,
  setLogLevel,
  terminate,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase';
import { createCommentsApi } from '../../src/backend/firebase/comments';
import { createPostMarksApi } from '../../src/backend/firebase/postMarks';
import { createBookmarksApi } from '../../src/backend/firebase/bookmarks';
import { createPostReadsApi } from '../../src/backend/firebase/postReads';
import { createProfilesApi } from '../../src/backend/firebase/profiles';
import type { PostQueryFilter } from '../../src/backend/core/postsApi';
import type {
  Backend,
  Comment,
  ErrorListener,
  Freshness,
  Post,
  PostCursor,
  PostMarks,
  PostRange,
  Unsubscribe,
} from '../../src/backend/types';
import { searchTokens } from '../../src/lib/searchTokens';
import { emulatorHosts } from './emulatorEnv';
import { freshEmail } from './suites/auth';

/*
 * The Firestore half of the adapter without a Firestore server. Pointed at a port where nothing
 * listens, the SDK keeps every write in its local cache and answers queries from there, so this shows
 * how the adapter's queries read and what its writes store. What only a server shows (security rules,
 * server time, other clients) is the data contract's part, which needs the Firestore emulator.
 */
const nowhere = '127.0.0.1:1';
setLogLevel('silent');

function first<T>(
  subscribe: (next: (value: T) => void, onError: ErrorListener) => Unsubscribe,
): Promise<T> {
  return new Promise((resolve, reject) => {
    subscribe(resolve, reject);
  });
}

const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('Firestore queries of the adapter, answered from the local cache', () => {
  let db: Firestore;
  let posts: ReturnType<typeof createPostReadsApi>;
  let comments: ReturnType<typeof createCommentsApi>;
  let marks: ReturnType<typeof createPostMarksApi>;
  let bookmarks: ReturnType<typeof createBookmarksApi>;

  beforeAll(() => {
    const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-offline' }, 'queries');
    db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', 1);
    posts = createPostReadsApi({ db, member: async () => ({ uid: 'u1' }) as User });
    // Comments are for members; the cache answers whoever asks.
    comments = createCommentsApi({ db, member: async () => ({ uid: 'reader' }) as User });
    // Likes and bookmarks are their member's own: u1 reads theirs.
    marks = createPostMarksApi({ db, member: async () => ({ uid: 'u1' }) as User });
    bookmarks = createBookmarksApi({ db, member: async () => ({ uid: 'u1' }) as User });
    // Never acknowledged, so never awaited: the cache holds them as pending writes.
    for (let i = 1; i <= 6; i++) {
      const title = `p${i} 牛肉麵`;
      void setDoc(doc(db, 'posts', `id${i}`), {
        title,
        content: 'Hello world',
        topic: i % 2 ? 'odd' : 'even',
        createdAt: Timestamp.fromMillis(1000 * i),
        author: { uid: 'u1', displayName: 'A', photoURL: '' },
        uid: i < 4 ? 'u1' : 'u2',
        imageUrl: '',
        likeCount: i,
        commentsCount: 0,
        searchTokens: searchTokens(title, 'Hello world'),
        hidden: false,
      });
    }
    void setDoc(doc(db, 'users', 'u1'), { uid: 'u1', displayName: 'A', photoURL: '' });
    const author = { uid: 'u1', displayName: 'A', photoURL: '' };
    void setDoc(doc(db, 'posts', 'id1', 'comments', 'c2'), {
      content: 'second',
      createdAt: Timestamp.fromMillis(20),
      author,
      uid: 'u1',
      hidden: false,
    });
    void setDoc(doc(db, 'posts', 'id1', 'comments', 'c1'), {
      content: 'first',
      createdAt: Timestamp.fromMillis(10),
      author,
      uid: 'u1',
      hidden: false,
    });
  });

  // Stops the reconnection attempts, which would otherwise go on in this worker.
  afterAll(() => terminate(db));

  const list = (filter: PostQueryFilter, range: PostRange) =>
    first<Post[]>((next, onError) => posts.watchPosts(filter, range, next, onError));

  /** The cursor a page of the first `count` posts of a list ends with. */
  const cursorAt = async (filter: PostQueryFilter, count: number) =>
    (await first<PostCursor | null>((next, onError) =>
      posts.watchPosts(filter, { limit: count }, (_, end) => next(end), onError),
    )) ?? undefined;

  it('marks every answer from the cache as stale: lists, a post and its comments', async () => {
    const freshness = <T>(
      subscribe: (next: (value: T, f: Freshness) => void, onError: ErrorListener) => Unsubscribe,
    ) => first<Freshness>((next, onError) => subscribe((_, f) => next(f), onError));
    expect(
      await freshness<Post[]>((next, e) =>
        posts.watchPosts({ kind: 'all' }, { limit: 4 }, (p, _end, f) => next(p, f), e),
      ),
    ).toEqual({ stale: true });
    expect(await freshness<Post | null>((next, e) => posts.watchPost('id1', next, e))).toEqual({
      stale: true,
    });
    expect(await freshness<Comment[]>((next, e) => comments.watchComments('id1', next, e))).toEqual(
      { stale: true },
    );
    expect(
      await freshness<Map<string, unknown>>((next, e) =>
        createProfilesApi({ db }).watchProfiles(['u1'], next, e),
      ),
    ).toEqual({ stale: true });
    expect(await freshness<PostMarks>((next, e) => marks.watchMarks('id1', next, e))).toEqual({
      stale: true,
    });
    expect(
      await freshness<Post[]>((next, e) =>
        bookmarks.watchBookmarks('u1', { limit: 4 }, (p, _end, f) => next(p, f), e),
      ),
    ).toEqual({ stale: true });
  });

  it('pages every list newest first after and until a cursor', async () => {
    const all: PostQueryFilter = { kind: 'all' };
    const author: PostQueryFilter = { kind: 'author', uid: 'u1' };
    const firstPage = await list(all, { limit: 4 });
    expect(ids(firstPage)).toEqual(['id6', 'id5', 'id4', 'id3']);
    expect(firstPage[0]).toMatchObject({
      createdAt: 6000,
      uid: 'u2',
      likeCount: 6,
      commentsCount: 0,
    });
    expect(ids(await list(all, { after: await cursorAt(all, 4), limit: 4 }))).toEqual([
      'id2',
      'id1',
    ]);
    const window = { after: await cursorAt(all, 2), until: await cursorAt(all, 5), limit: 10 };
    expect(ids(await list(all, window))).toEqual(['id4', 'id3', 'id2']);
    expect(ids(await list({ kind: 'topic', topic: 'odd' }, { limit: 4 }))).toEqual([
      'id5',
      'id3',
      'id1',
    ]);
    expect(ids(await list(author, { until: await cursorAt(author, 2), limit: 4 }))).toEqual([
      'id3',
      'id2',
    ]);
  });

  it('follows one post, null when missing', async () => {
    expect((await first<Post | null>((n, e) => posts.watchPost('id2', n, e)))?.title).toBe(
      'p2 牛肉麵',
    );
    expect(await first<Post | null>((n, e) => posts.watchPost('missing', n, e))).toBeNull();
  });

  it('reads profiles by id, leaving out unknown ones', async () => {
    const profiles = await first<Map<string, unknown>>((n, e) =>
      createProfilesApi({ db }).watchProfiles(['u1', 'unknown', 'u1'], n, e),
    );
    expect([...profiles.keys()]).toEqual(['u1']);
  });

  it('lists comments oldest first', async () => {
    const listed = await first<Comment[]>((n, e) => comments.watchComments('id1', n, e));
    expect(listed.map((comment) => [comment.content, comment.postId])).toEqual([
      ['first', 'id1'],
      ['second', 'id1'],
    ]);
  });

  it('searches and lists topics on the server only: without it, unavailable, never a part of the cache', async () => {
    // The cache holds six posts with 牛肉麵 in the title; they are not the server's answer. Each read
    // asks again for readWaitMs (10 s) before it gives up: side by side, within the test's time.
    await Promise.all([
      expect(posts.searchPosts('肉麵', 3)).rejects.toMatchObject({ code: 'unavailable' }),
      expect(posts.listTopics()).rejects.toMatchObject({ code: 'unavailable' }),
    ]);
  });
});

/** The keys of the first `hasExactly(name, [...])` in firestore.rules that lists `including`. */
function keysInRules(name: string, including?: string): string[] {
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  // A comment's keys may come wrapped: hasExactly(comment, withMentions(comment, [...])).
  const escaped = name.replace('.', '\\.');
  const pattern = new RegExp(
    `hasExactly\\(${escaped},\\s*(?:withMentions\\(${escaped},\\s*)?\\[([^\\]]*)\\]`,
    'g',
  );
  for (const [, list = ''] of rules.matchAll(pattern)) {
    const keys = [...list.matchAll(/'([^']+)'/g)].map(([, key]) => key as string).sort();
    if (including === undefined || keys.includes(including)) return keys;
  }
  throw new Error(`no hasExactly(${name}, ...) in firestore.rules`);
}

async function cached(db: Firestore, path: string) {
  return (await getDocFromCache(doc(db, path))).data() ?? {};
}

describe.runIf(emulatorHosts.auth)('what the adapter writes, against firestore.rules', () => {
  let backend: Backend;
  let db: Firestore;
  let uid: string;

  beforeAll(async () => {
    backend = createFirebaseBackend(
      { apiKey: 'demo-api-key', projectId: 'demo-post-wall' },
      { appName: 'writes', emulators: { auth: emulatorHosts.auth, firestore: nowhere } },
    );
    ({ uid } = await backend.register(freshEmail(), 'secret1'));
    // The adapter connects its Firestore to the emulator address on first use: before this test uses it.
    await backend.listTopics().catch(() => {});
    db = getFirestore(getApp('writes'));
  });

  afterAll(() => terminate(db));

  it('stores a post, its comments and the profile with exactly the fields the rules allow', async () => {
    // Resolves only once users/{uid} is acknowledged, which never happens here.
    backend.updateDisplayName('寫手').catch(() => {});
    await expect.poll(() => backend.currentUser()?.displayName).toBe('寫手');
    // Never acknowledged, so the id it would return never comes (the adapter gives up waiting after
    // writeWaitMs): the cache shows the post. Read with the SDK, not a listener of the adapter, whose
    // answer from the cache would tell the adapter the connection is down and refuse the writes below.
    backend.publishPost({ title: '標題', content: '內容', topic: '美食' }, null).catch(() => {});
    const mine = query(collection(db, 'posts'), where('uid', '==', uid));
    await expect.poll(async () => (await getDocsFromCache(mine)).size).toBe(1);
    const id = (await getDocsFromCache(mine)).docs[0]?.id ?? '';
    const stored = await cached(db, `posts/${id}`);
    expect(Object.keys(stored).sort()).toEqual(keysInRules('post'));
    expect(Object.keys(stored.author as object).sort()).toEqual(keysInRules('author'));
    expect(stored.searchTokens).toEqual(searchTokens('標題', '內容'));
    // The profile's list, not the name claim's (which holds only the uid).
    expect(Object.keys(await cached(db, `users/${uid}`)).sort()).toEqual(
      keysInRules('request.resource.data', 'displayName'),
    );

    // Sent before any listener of the adapter answers from the cache (which would refuse it).
    backend.addComment(id, '留言').catch(() => {});
    const post = await first<Post | null>((next, e) => backend.watchPost(id, next, e));
    expect(post).toMatchObject({ uid, author: { uid, displayName: '寫手' }, commentsCount: 1 });
    expect(Math.abs((post?.createdAt ?? 0) - Date.now())).toBeLessThan(60_000);

    const [comment] = await first<Comment[]>((n, e) => backend.watchComments(id, n, e));
    const storedComment = await cached(db, `posts/${id}/comments/${comment?.id}`);
    expect(Object.keys(storedComment).sort()).toEqual(keysInRules('comment'));
    expect(Object.keys(storedComment.author as object).sort()).toEqual(keysInRules('author'));
    // The batch names its comment on the post: the rules check the count change through it.
    expect(await cached(db, `posts/${id}`)).toMatchObject({
      commentsCount: 1,
      lastCommentId: comment?.id,
      likeCount: 0,
    });
  });

  // A like, a bookmark and a comment are not refused: the SDK keeps them in its queue and sends them
  // when the connection returns (tests/offline, offlineReload.e2e.ts, checks that on the build).
  it('refuses a publish at once, as unavailable, once its listeners have answered from the cache', async () => {
    const stale = await first<Freshness>((next, e) =>
      backend.watchPosts({ kind: 'all' }, { limit: 1 }, (_, _end, f) => next(f), e),
    );
    expect(stale).toEqual({ stale: true });
    await expect(
      backend.publishPost({ title: '標題', content: '內容', topic: '美食' }, null),
    ).rejects.toMatchObject({ code: 'unavailable' });
  });
});
