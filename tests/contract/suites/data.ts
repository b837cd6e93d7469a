import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AuthUser,
  Backend,
  Comment,
  ErrorListener,
  Freshness,
  Post,
  PostCursor,
  PostFilter,
  PostMarks,
  PostRange,
  PostPatch,
  Profile,
  Unsubscribe,
} from '../../../src/backend/types';
import { commentWindow, textLimits } from '../../../src/lib/limits';
import { freshEmail } from './auth';
import { codeOf } from '../../support/codeOf';

/**
 * Two clients of the same data, each with its own sign-in: two browsers on one site. The second one is
 * "another tab" for live updates and "another member" for permissions.
 */
export type MakeBackends = () => Promise<[Backend, Backend]>;

type Subscribe<T> = (next: (value: T) => void, onError: ErrorListener) => Unsubscribe;

let counter = 0;
/** A word no other post holds, so the suite can run against a shared, long-lived database. */
function unique(label: string): string {
  counter += 1;
  return `${label}${Date.now().toString(36)}${counter}`;
}

const titles = (posts: Post[]) => posts.map((post) => post.title);

/**
 * A text of exactly `length` characters as the size policy counts them (UTF-16 units, as Firestore's
 * rules do). It starts with a character outside the Basic Multilingual Plane, which counts two, so an
 * adapter counting code points would take one character too many.
 */
function atLength(length: number, fill = '字'): string {
  return `𠮷${fill.repeat(length - 2)}`;
}
const ids = (posts: { id: string }[]) => posts.map((post) => post.id);

// A 1x1 PNG.
/** A picture and its card copy, as the publish form uploads them. */
export const pictures = () => ({ full: png(), card: png() });

export const png = () =>
  new Blob(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      ),
    ],
    { type: 'image/png' },
  );

/**
 * Reads a stored picture as a reader would: 'missing' once it is deleted. `url` is left out for a
 * picture whose URL the test never learnt (its post was refused): then by its path alone.
 */
export type ReadPicture = (picture: { path: string; url?: string }) => Promise<'found' | 'missing'>;

export interface DataContractOptions {
  /**
   * Set where the adapter's picture store cannot run (the Firebase adapter without the Storage
   * emulator): says why, and skips the cases that store pictures, and only those.
   */
  noStorage?: string;
  readPicture: ReadPicture;
  /**
   * Makes the next post id the adapter draws `id`: ids are drawn at random, and this is a draw that
   * comes up again (a retired id), or one the test knows in advance.
   */
  repeatPostId: (id: string) => void;
  /** One more client of the same data, signed out: another tab or device of a member. */
  anotherClient: () => Promise<Backend>;
  /**
   * Adds `topics/{name}` to the data the backends of the last makeBackends() share, as a deployer
   * does (no client may): a post's topic must be one of them.
   */
  addTopic: (name: string) => Promise<void>;
}

/** The topics the suites publish in unless a test makes one of its own. */
export const contractTopics = ['生活', '美食', '電影', '旅遊'];

/** The cases that store pictures (publishPost and updatePost with pictures, updateAvatar). */
const storageCases = {
  publish: 'publishes with pictures: one progress, and an id whose post shows both URLs',
  cleanup: 'leaves no picture behind when publishing fails once the upload has begun',
  edit: 'replaces the pictures of a post for its author only',
  avatar: 'changes the avatar of the member and of their profile',
} as const;

/** One behaviour suite for DataApi (and the profile half of AuthApi), run on every adapter. */
export function dataContract(
  makeBackends: MakeBackends,
  { noStorage, readPicture, repeatPostId, anotherClient, addTopic }: DataContractOptions,
) {
  if (noStorage !== undefined) {
    console.log(
      `SKIPPED ${Object.keys(storageCases).length} data contract cases that store pictures ` +
        `(${Object.values(storageCases)
          .map((name) => `"${name}"`)
          .join(', ')}): ${noStorage}`,
    );
  }
  const withStorage = it.skipIf(noStorage !== undefined);

  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const subscriptions: Unsubscribe[] = [];

    beforeEach(async () => {
      [a, b] = await makeBackends();
      await Promise.all(contractTopics.map(addTopic));
    });

    /** A topic no other post is in, so the suite can run against a shared, long-lived database. */
    async function newTopic(): Promise<string> {
      const topic = unique('topic');
      await addTopic(topic);
      return topic;
    }

    const tabs: Backend[] = [];

    afterEach(async () => {
      subscriptions.splice(0).forEach((stop) => stop());
      await a.signOut();
      await b.signOut();
      await Promise.all(tabs.splice(0).map((tab) => tab.signOut()));
    });

    /** Another tab of the member signed in on `backend`. */
    async function tabOf(backend: Backend): Promise<Backend> {
      const tab = await anotherClient();
      tabs.push(tab);
      await tab.signIn(emails.get(backend) ?? '', 'secret1');
      return tab;
    }

    /**
     * The first value a live subscription delivers. The subscription stops there, as a page that is
     * left does: what it read may stay in the client's cache, but nothing keeps it current.
     */
    function once<T>(subscribe: Subscribe<T>): Promise<T> {
      return new Promise((resolve, reject) => {
        let done = false;
        let stop: Unsubscribe | undefined;
        const end = () => {
          done = true;
          stop?.();
          stop = undefined;
        };
        stop = subscribe(
          (value) => {
            if (done) return;
            end();
            resolve(value);
          },
          (error) => {
            if (done) return;
            end();
            reject(error);
          },
        );
        // It may have delivered before returning its Unsubscribe.
        if (done) end();
        subscriptions.push(end);
      });
    }

    /** Every value a live subscription delivers, until the test ends. */
    function record<T>(subscribe: Subscribe<T>) {
      const values: T[] = [];
      const errors: Error[] = [];
      subscriptions.push(
        subscribe(
          (value) => values.push(value),
          (error) => errors.push(error),
        ),
      );
      return { values, errors, last: () => values.at(-1) };
    }

    const posts = (backend: Backend, filter: PostFilter, range: PostRange) =>
      once<Post[]>((next, onError) => backend.watchPosts(filter, range, next, onError));
    /** The cursor a list page of the first `count` posts ends with. */
    async function cursorAt(backend: Backend, filter: PostFilter, count: number) {
      const end = await once<PostCursor | null>((next, onError) =>
        backend.watchPosts(filter, { limit: count }, (_, cursor) => next(cursor), onError),
      );
      if (!end) throw new Error(`the list holds no post at ${count}`);
      return end;
    }
    const post = (backend: Backend, id: string) =>
      once<Post | null>((next, onError) => backend.watchPost(id, next, onError));
    const comments = (backend: Backend, postId: string, newest?: number) =>
      once<Comment[]>((next, onError) => backend.watchComments(postId, next, onError, newest));
    const marks = (backend: Backend, id: string) =>
      once<PostMarks>((next, onError) => backend.watchMarks(id, next, onError));
    const likeCount = async (backend: Backend, id: string) => (await post(backend, id))?.likeCount;
    const profilesOf = (backend: Backend, uids: string[]) =>
      once<Map<string, Profile>>((next, onError) => backend.watchProfiles(uids, next, onError));

    /** Emails of the members signUp made, for their other tabs. */
    const emails = new Map<Backend, string>();

    async function signUp(backend: Backend, displayName?: string): Promise<AuthUser> {
      const email = freshEmail();
      emails.set(backend, email);
      await backend.register(email, 'secret1');
      if (displayName) await backend.updateDisplayName(displayName);
      const user = backend.currentUser();
      if (!user) throw new Error('registered but not signed in');
      return user;
    }

    function publish(
      backend: Backend,
      { title = unique('title'), content = '內容', topic = '生活' } = {},
    ): Promise<string> {
      return backend.publishPost({ title, content, topic }, null);
    }

    /** Publishes `p1` ... `pN` in `topic`, oldest first; returns their ids in that order. */
    async function publishMany(backend: Backend, n: number, topic = '生活') {
      const published: string[] = [];
      for (let i = 1; i <= n; i++)
        published.push(await publish(backend, { title: `p${i}`, topic }));
      return published;
    }

    describe('lists', () => {
      it('pages a topic newest first after a cursor, and bounds it until one', async () => {
        await signUp(a);
        const topic = await newTopic();
        await publishMany(a, 6, topic);
        const filter: PostFilter = { kind: 'topic', topic };
        // Newest first: p6 is at 1, p1 at 6.
        const at = (count: number) => cursorAt(b, filter, count);

        expect(titles(await posts(b, filter, { limit: 4 }))).toEqual(['p6', 'p5', 'p4', 'p3']);
        expect(titles(await posts(b, filter, { after: await at(4), limit: 4 }))).toEqual([
          'p2',
          'p1',
        ]);
        expect(await posts(b, filter, { after: await at(6), limit: 4 })).toEqual([]);
        expect(titles(await posts(b, filter, { until: await at(3), limit: 10 }))).toEqual([
          'p6',
          'p5',
          'p4',
        ]);
        const window = { after: await at(2), until: await at(5), limit: 10 };
        expect(titles(await posts(b, filter, window))).toEqual(['p4', 'p3', 'p2']);
        const short = { after: await at(1), until: await at(6), limit: 2 };
        expect(titles(await posts(b, filter, short))).toEqual(['p5', 'p4']);
      });

      it('ends each page with the cursor of its last post, and an empty page with none', async () => {
        await signUp(a);
        const topic = await newTopic();
        const filter: PostFilter = { kind: 'topic', topic };
        const ends = record<PostCursor | null>((next, onError) =>
          b.watchPosts(filter, { limit: 4 }, (_, end) => next(end), onError),
        );
        await expect.poll(() => ends.values.length).toBe(1);
        expect(ends.last()).toBeNull();
        await publishMany(a, 2, topic);
        await expect.poll(() => ends.last()).toEqual(await cursorAt(b, filter, 2));
      });

      it('starts the whole feed with the newest post', async () => {
        await signUp(a);
        const [p1, p2] = await publishMany(a, 2);
        expect(ids(await posts(b, { kind: 'all' }, { limit: 2 }))).toEqual([p2, p1]);
        const afterNewest = { after: await cursorAt(b, { kind: 'all' }, 1), limit: 1 };
        expect(ids(await posts(b, { kind: 'all' }, afterNewest))).toEqual([p1]);
      });

      it("lists a member's own posts only", async () => {
        const writer = await signUp(a);
        const other = await signUp(b);
        const [x1, x2] = await publishMany(a, 2);
        const y1 = await publish(b);
        expect(ids(await posts(b, { kind: 'author', uid: writer.uid }, { limit: 4 }))).toEqual([
          x2,
          x1,
        ]);
        expect(ids(await posts(a, { kind: 'author', uid: other.uid }, { limit: 4 }))).toEqual([y1]);
      });

      it('lists the posts a member bookmarked, newest bookmark first, live', async () => {
        await signUp(a);
        const reader = await signUp(b);
        const p1 = await publish(a);
        const p2 = await publish(a);
        const p3 = await publish(a);
        // Bookmarked in another order than published: the list goes by when they were bookmarked.
        await b.setBookmark(p3, true);
        await b.setBookmark(p1, true);
        const filter: PostFilter = { kind: 'bookmarks', uid: reader.uid };

        expect(ids(await posts(b, filter, { limit: 4 }))).toEqual([p1, p3]);
        const afterP1 = { after: await cursorAt(b, filter, 1), limit: 1 };
        expect(ids(await posts(b, filter, afterP1))).toEqual([p3]);
        expect(
          ids(await posts(b, filter, { until: await cursorAt(b, filter, 1), limit: 4 })),
        ).toEqual([p1]);

        const live = record<Post[]>((next, onError) =>
          b.watchPosts(filter, { limit: 4 }, next, onError),
        );
        await expect.poll(() => ids(live.last() ?? [])).toEqual([p1, p3]);
        await b.setBookmark(p3, false);
        await b.setBookmark(p2, true);
        await expect.poll(() => ids(live.last() ?? [])).toEqual([p2, p1]);
        // Bookmarking again keeps its place.
        await b.setBookmark(p1, true);
        expect(ids(await posts(b, filter, { limit: 4 }))).toEqual([p2, p1]);
      });

      it('drops a deleted post from the bookmarks, and still fills the page', async () => {
        await signUp(a);
        const reader = await signUp(b);
        const [p1, p2, p3] = (await publishMany(a, 3)) as [string, string, string];
        for (const id of [p1, p2, p3]) await b.setBookmark(id, true);
        const filter: PostFilter = { kind: 'bookmarks', uid: reader.uid };
        const live = record<Post[]>((next, onError) =>
          b.watchPosts(filter, { limit: 2 }, next, onError),
        );
        await expect.poll(() => ids(live.last() ?? [])).toEqual([p3, p2]);
        await a.deletePost(p2);
        await expect.poll(() => ids(live.last() ?? [])).toEqual([p3, p1]);
        expect(ids(await posts(b, filter, { limit: 4 }))).toEqual([p3, p1]);
      });

      it("keeps a member's bookmarks from everyone else", async () => {
        await signUp(a);
        const reader = await signUp(b);
        const id = await publish(a);
        await b.setBookmark(id, true);
        const filter: PostFilter = { kind: 'bookmarks', uid: reader.uid };
        expect(await codeOf(posts(a, filter, { limit: 4 }))).toBe('permission-denied');
        await a.signOut();
        expect(await codeOf(posts(a, filter, { limit: 4 }))).toBe('unauthenticated');
        expect(ids(await posts(b, filter, { limit: 4 }))).toEqual([id]);
      });
    });

    describe('first deliveries', () => {
      // A client already holds some of what a new subscription covers: another open page follows a
      // part of it, or an earlier read left an old copy. The first delivery is still the whole answer
      // as it is now, never that part or that copy.
      it('deliver a new list complete, even when a part of it is already on hand', async () => {
        await signUp(a);
        const topic = await newTopic();
        const filter: PostFilter = { kind: 'topic', topic };
        const [p1] = await publishMany(a, 3, topic);

        const followed = record<Post | null>((next, onError) =>
          b.watchPost(p1 ?? '', next, onError),
        );
        await expect.poll(() => followed.last()?.title).toBe('p1');
        expect(titles(await posts(b, filter, { limit: 4 }))).toEqual(['p3', 'p2', 'p1']);

        const newest = record<Post[]>((next, onError) =>
          b.watchPosts(filter, { limit: 1 }, next, onError),
        );
        await expect.poll(() => titles(newest.last() ?? [])).toEqual(['p3']);
        expect(titles(await posts(b, filter, { limit: 10 }))).toEqual(['p3', 'p2', 'p1']);
      });

      it('are marked fresh when the server answered them: lists, a post, its comments, marks', async () => {
        await signUp(a);
        const id = await publish(a);
        const freshness = <T>(
          watch: (next: (value: T, f: Freshness) => void, onError: ErrorListener) => Unsubscribe,
        ) =>
          new Promise<Freshness>((resolve, reject) => {
            const stop = watch((_, f) => {
              resolve(f);
              queueMicrotask(() => stop());
            }, reject);
          });
        expect(
          await freshness<Post[]>((next, e) =>
            b.watchPosts({ kind: 'all' }, { limit: 4 }, (p, _end, f) => next(p, f), e),
          ),
        ).toEqual({ stale: false });
        expect(await freshness<Post | null>((next, e) => b.watchPost(id, next, e))).toEqual({
          stale: false,
        });
        expect(await freshness<Comment[]>((next, e) => a.watchComments(id, next, e))).toEqual({
          stale: false,
        });
        expect(await freshness<PostMarks>((next, e) => a.watchMarks(id, next, e))).toEqual({
          stale: false,
        });
      });

      it('deliver a post as it is now, not as this client last read it', async () => {
        await signUp(a);
        const word = unique('Stale');
        const id = await publish(a, { title: `${word} before` });
        expect(titles(await b.searchPosts(word, 20))).toEqual([`${word} before`]);
        await a.updatePost(id, { title: `${word} after` }, null);
        expect((await post(b, id))?.title).toBe(`${word} after`);
      });

      it('deliver profiles complete, even when some of them are already on hand', async () => {
        const [one1, two2] = [unique('一號'), unique('二號')];
        const first = await signUp(a, one1);
        await a.signOut();
        const second = await signUp(a, two2);
        const one = record<Map<string, Profile>>((next, onError) =>
          b.watchProfiles([first.uid], next, onError),
        );
        await expect.poll(() => one.last()?.get(first.uid)?.displayName).toBe(one1);
        const both = await profilesOf(b, [first.uid, second.uid, unique('nobody')]);
        expect([...both.values()].map((profile) => profile.displayName).sort()).toEqual(
          [one1, two2].sort(),
        );
      });
    });

    describe('live updates from another client', () => {
      it('puts a new post at the top and drops a deleted one', async () => {
        await signUp(a);
        const topic = await newTopic();
        const inTopic = record<Post[]>((next, onError) =>
          b.watchPosts({ kind: 'topic', topic }, { limit: 4 }, next, onError),
        );
        const feed = record<Post[]>((next, onError) =>
          b.watchPosts({ kind: 'all' }, { limit: 4 }, next, onError),
        );
        await expect.poll(() => inTopic.last()).toEqual([]);

        await publish(a, { title: 'p1', topic });
        await expect.poll(() => titles(inTopic.last() ?? [])).toEqual(['p1']);
        const p2 = await publish(a, { title: 'p2', topic });
        await expect.poll(() => titles(inTopic.last() ?? [])).toEqual(['p2', 'p1']);
        await expect.poll(() => feed.last()?.[0]?.id).toBe(p2);

        await a.deletePost(p2);
        await expect.poll(() => titles(inTopic.last() ?? [])).toEqual(['p1']);
        expect(inTopic.errors).toEqual([]);
      });

      it('keeps windows anchored on a cursor live, even once its post is deleted', async () => {
        await signUp(a);
        const topic = await newTopic();
        const filter: PostFilter = { kind: 'topic', topic };
        const older = await publish(a, { title: 'older', topic });
        const anchor = await publish(a, { title: 'anchor', topic });
        expect(titles(await posts(b, filter, { limit: 4 }))).toEqual(['anchor', 'older']);
        const atAnchor = await cursorAt(b, filter, 1);

        const above = record<Post[]>((next, onError) =>
          b.watchPosts(filter, { until: atAnchor, limit: 10 }, next, onError),
        );
        const below = record<Post[]>((next, onError) =>
          b.watchPosts(filter, { after: atAnchor, limit: 4 }, next, onError),
        );
        await expect.poll(() => titles(above.last() ?? [])).toEqual(['anchor']);
        await expect.poll(() => titles(below.last() ?? [])).toEqual(['older']);

        await publish(a, { title: 'newer', topic });
        await expect.poll(() => titles(above.last() ?? [])).toEqual(['newer', 'anchor']);
        await a.deletePost(anchor);
        await expect.poll(() => titles(above.last() ?? [])).toEqual(['newer']);
        await a.deletePost(older);
        await expect.poll(() => below.last()).toEqual([]);

        const later = await posts(b, filter, { after: atAnchor, limit: 4 });
        expect(later).toEqual([]);
        expect([...above.errors, ...below.errors]).toEqual([]);
      });

      it('follows one post, and gives null for an unknown or deleted post', async () => {
        expect(await post(b, unique('nopost'))).toBeNull();

        await signUp(a);
        const id = await publish(a, { title: 'before' });
        const live = record<Post | null>((next, onError) => b.watchPost(id, next, onError));
        await expect.poll(() => live.last()?.title).toBe('before');
        await a.updatePost(id, { title: 'after' }, null);
        await expect.poll(() => live.last()?.title).toBe('after');
        await a.deletePost(id);
        await expect.poll(() => live.last()).toBeNull();
      });
    });

    describe('search', () => {
      it('finds a 2-character Chinese fragment, a single character and English in any case', async () => {
        await signUp(a);
        const word = unique('Zebra');
        const id = await publish(a, {
          title: '巷口的牛肉麵攤',
          content: `湯頭熬了一整夜，老闆說秘方是 ${word} 牌的醬油。`,
        });

        for (const query of ['肉麵', '攤', '熬了一整夜', word.toUpperCase(), word.toLowerCase()]) {
          expect(ids(await b.searchPosts(query, 20)), query).toContain(id);
        }
        expect(await b.searchPosts('肉麵', 1)).toHaveLength(1);
      });

      it('finds posts that hold every word, in any order', async () => {
        await signUp(a);
        const word = unique('Wombat');
        const both = await publish(a, { title: `${word} 巷口牛肉麵`, content: '湯頭熬了一整夜' });
        const one = await publish(a, { title: `${word} 清燉牛肉麵`, content: '麵條很Q' });
        for (const query of [`${word} 牛肉麵 湯頭`, `湯頭 ${word}  牛肉麵`, `湯頭 ${word}`]) {
          expect(ids(await b.searchPosts(query, 20)), query).toEqual([both]);
        }
        expect(ids(await b.searchPosts(`牛肉麵 ${word}`, 20))).toEqual([one, both]);
        expect(await b.searchPosts(`${word} 雞肉`, 20)).toEqual([]);
      });

      it('answers newest first', async () => {
        await signUp(a);
        const word = unique('Quokka');
        const older = await publish(a, { content: `${word} 第一篇` });
        const newer = await publish(a, { content: `${word} 第二篇` });
        expect(ids(await b.searchPosts(word, 20))).toEqual([newer, older]);
      });

      it('answers nothing found, blank, odd and long queries without error', async () => {
        expect(await b.searchPosts(unique('nomatch'), 20)).toEqual([]);
        expect(await b.searchPosts('', 20)).toEqual([]);
        expect(await b.searchPosts('    ', 20)).toEqual([]);
        // The suite publishes none of these: the answer is exactly nothing, not merely a list.
        const long = unique('long').padEnd(500, 'q');
        for (const query of ['.*[(', '\\', '🎉', '好吃😋', '很'.repeat(500), long]) {
          expect(await b.searchPosts(query, 20), query).toEqual([]);
        }
      });
    });

    describe('likes and bookmarks', () => {
      it('count one like per member, idempotent under repeated and concurrent calls', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a);

        await b.setLike(id, true);
        await b.setLike(id, true);
        await Promise.all([b.setLike(id, true), b.setLike(id, true)]);
        expect(await likeCount(a, id)).toBe(1);
        expect(await marks(b, id)).toEqual({ liked: true, bookmarked: false });
        expect(await marks(a, id)).toEqual({ liked: false, bookmarked: false });

        await a.setLike(id, true);
        expect(await likeCount(b, id)).toBe(2);
        await b.setLike(id, false);
        await b.setLike(id, false);
        expect(await likeCount(a, id)).toBe(1);
        expect(await marks(b, id)).toEqual({ liked: false, bookmarked: false });
        expect(await marks(a, id)).toEqual({ liked: true, bookmarked: false });

        await Promise.all([b.setBookmark(id, true), b.setBookmark(id, true)]);
        expect(await marks(b, id)).toEqual({ liked: false, bookmarked: true });
        expect(await marks(a, id)).toEqual({ liked: true, bookmarked: false });
        await b.setBookmark(id, false);
        await b.setBookmark(id, false);
        expect(await marks(b, id)).toEqual({ liked: false, bookmarked: false });
        expect(await likeCount(a, id)).toBe(1);
      });

      it('end consistent after many toggles in a row, and from two tabs at once', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a);
        const tab = await tabOf(b);

        for (let i = 0; i < 9; i++) await (i % 2 ? tab : b).setLike(id, i % 2 === 0);
        expect(await likeCount(a, id)).toBe(1);
        expect(await marks(tab, id)).toEqual({ liked: true, bookmarked: false });

        // Both tabs at once, each asking for the other state several times over.
        await Promise.all(
          Array.from({ length: 8 }, (_, i) => (i % 2 ? tab : b).setLike(id, i % 4 < 2)),
        );
        const { liked } = await marks(b, id);
        expect(await likeCount(a, id)).toBe(Number(liked));
        expect(await marks(tab, id)).toEqual({ liked, bookmarked: false });

        await Promise.all([b.setLike(id, true), tab.setLike(id, true), a.setLike(id, true)]);
        expect(await likeCount(b, id)).toBe(2);
        await Promise.all([b.setBookmark(id, true), tab.setBookmark(id, false)]);
        const { bookmarked } = await marks(b, id);
        expect(await marks(tab, id)).toEqual({ liked: true, bookmarked });
      });

      it('follow the member live, in another tab too', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a);
        const tab = await tabOf(b);
        const seen = record<PostMarks>((next, onError) => b.watchMarks(id, next, onError));
        await expect.poll(() => seen.last()).toEqual({ liked: false, bookmarked: false });
        await tab.setLike(id, true);
        await expect.poll(() => seen.last()).toEqual({ liked: true, bookmarked: false });
        await tab.setBookmark(id, true);
        await expect.poll(() => seen.last()).toEqual({ liked: true, bookmarked: true });
        await b.setLike(id, false);
        await expect.poll(() => seen.last()).toEqual({ liked: false, bookmarked: true });
        expect(seen.errors).toEqual([]);
      });

      it('refuse a post that is not there', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a);
        await b.setLike(id, true);
        await a.deletePost(id);
        expect(await codeOf(b.setLike(id, true))).toBe('not-found');
        expect(await codeOf(b.setBookmark(id, true))).toBe('not-found');
        expect(await codeOf(b.setLike(unique('nopost'), true))).toBe('not-found');
      });

      it('need a signed-in member', async () => {
        await signUp(a);
        const id = await publish(a);
        expect(await codeOf(b.setLike(id, true))).toBe('unauthenticated');
        expect(await codeOf(b.setBookmark(id, true))).toBe('unauthenticated');
        expect(await codeOf(marks(b, id))).toBe('unauthenticated');
      });
    });

    describe('comments', () => {
      it('keep commentsCount equal to the comments, listed oldest first', async () => {
        await signUp(a);
        const readerName = unique('讀者');
        const reader = await signUp(b, readerName);
        const id = await publish(a);
        const live = record<Comment[]>((next, onError) => a.watchComments(id, next, onError));

        await b.addComment(id, 'c1');
        await b.addComment(id, 'c2');
        // Two members at once (one member's two at once would be a flood, refused on Firebase).
        await Promise.all([b.addComment(id, 'c3'), a.addComment(id, 'c4')]);

        await expect.poll(() => live.last()?.length).toBe(4);
        const listed = await comments(b, id);
        expect(listed.map((comment) => comment.content).slice(0, 2)).toEqual(['c1', 'c2']);
        const times = listed.map((comment) => comment.createdAt);
        expect(times).toEqual([...times].sort((x, y) => x - y));
        expect(listed[0]).toMatchObject({
          postId: id,
          uid: reader.uid,
          author: { uid: reader.uid, displayName: readerName, photoURL: reader.photoURL },
        });
        expect((await post(a, id))?.commentsCount).toBe(4);
      });

      it('show the newest window, so a comment after a flood is seen; a wider window reaches back', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a);
        const flood = commentWindow.first + 5;
        for (let i = 1; i <= flood; i++) await b.addComment(id, `f${i}`);
        await a.addComment(id, '洪水之後');

        const newest = await comments(b, id);
        expect(newest).toHaveLength(commentWindow.first);
        expect(newest.at(-1)?.content).toBe('洪水之後');
        expect(newest[0]?.content).toBe(`f${flood + 1 - commentWindow.first + 1}`);
        const wider = await comments(b, id, commentWindow.first + commentWindow.step);
        expect(wider.map((comment) => comment.content)).toEqual([
          ...Array.from({ length: flood }, (_, i) => `f${i + 1}`),
          '洪水之後',
        ]);
      });

      it('are deleted by their author only, with commentsCount - 1', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a);
        const first = await b.addComment(id, 'first');
        await b.addComment(id, 'second');

        expect(await codeOf(a.deleteComment(id, first))).toBe('permission-denied');
        await b.deleteComment(id, first);
        expect((await comments(a, id)).map((comment) => comment.content)).toEqual(['second']);
        expect((await post(a, id))?.commentsCount).toBe(1);
      });

      it('are edited by their author only: the content changes, live, and says when', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a);
        const mine = await b.addComment(id, '原本的留言');
        const live = record<Comment[]>((next, onError) => a.watchComments(id, next, onError));
        await expect.poll(() => live.last()?.[0]?.content).toBe('原本的留言');
        const [written] = live.last() ?? [];
        expect(written?.editedAt).toBe(0);

        expect(await codeOf(a.editComment(id, mine, '別人改的'))).toBe('permission-denied');
        await b.editComment(id, mine, '改過的留言');
        await expect.poll(() => live.last()?.[0]?.content).toBe('改過的留言');
        const [edited] = await comments(a, id);
        expect(edited).toMatchObject({
          id: mine,
          createdAt: written?.createdAt,
          uid: written?.uid,
        });
        expect(edited?.editedAt).toBeGreaterThan(written?.createdAt ?? Infinity);
        expect((await post(a, id))?.commentsCount).toBe(1);
        expect(await codeOf(b.editComment(id, 'no-such-comment', '?'))).toBe('not-found');
      });

      it(`are edited within the same ${textLimits.comment} characters, never blank`, async () => {
        await signUp(a);
        const id = await publish(a);
        const mine = await a.addComment(id, '原本的留言');
        expect(await codeOf(a.editComment(id, mine, ' \n\t '))).toBe('invalid-argument');
        expect(await codeOf(a.editComment(id, mine, atLength(textLimits.comment + 1)))).toBe(
          'invalid-argument',
        );
        expect((await comments(a, id))[0]?.content).toBe('原本的留言');
        await a.editComment(id, mine, atLength(textLimits.comment));
        expect((await comments(a, id))[0]?.content).toBe(atLength(textLimits.comment));
      });

      it("are no one's to edit once their post is deleted", async () => {
        await signUp(a);
        const id = await publish(a);
        const mine = await a.addComment(id, '原本的留言');
        await a.editComment(id, mine, '刪文之前改的');
        await a.deletePost(id);
        expect(await codeOf(a.editComment(id, mine, '刪文之後改的'))).toBe('not-found');
      });

      it(`take up to ${textLimits.comment} characters, refusing one more and blank text`, async () => {
        await signUp(a);
        const id = await publish(a);
        expect(await codeOf(a.addComment(id, ' \n\t '))).toBe('invalid-argument');
        expect(await codeOf(a.addComment(id, atLength(textLimits.comment + 1)))).toBe(
          'invalid-argument',
        );
        await a.addComment(id, atLength(textLimits.comment));
        const [stored] = await comments(a, id);
        expect(stored?.content).toBe(atLength(textLimits.comment));
        expect((await post(a, id))?.commentsCount).toBe(1);
      });

      it('are read by signed-in members only', async () => {
        await signUp(a);
        const id = await publish(a);
        await a.addComment(id, '會員才看得到');
        expect(await codeOf(comments(b, id))).toBe('unauthenticated');
        await signUp(b);
        expect((await comments(b, id)).map((comment) => comment.content)).toEqual(['會員才看得到']);
      });

      it('need a signed-in member', async () => {
        await signUp(a);
        const id = await publish(a);
        expect(await codeOf(b.addComment(id, 'hello'))).toBe('unauthenticated');
        expect((await post(a, id))?.commentsCount).toBe(0);
      });
    });

    describe('publishing and editing', () => {
      it('writes the complete post in one write with the author profile, without pictures', async () => {
        const writerName = unique('寫手');
        const writer = await signUp(a, writerName);
        const before = Date.now();
        const draft = { title: '標題', content: '內容', topic: '美食' };
        const id = await a.publishPost(draft, null);

        const written = await post(b, id);
        expect(written).toEqual({
          id,
          ...draft,
          createdAt: expect.any(Number),
          author: { uid: writer.uid, displayName: writerName, photoURL: writer.photoURL },
          imageUrl: '',
          thumbUrl: '',
          uid: writer.uid,
          likeCount: 0,
          commentsCount: 0,
        });
        // Server clocks may differ from this one a little.
        expect(Math.abs((written?.createdAt ?? 0) - before)).toBeLessThan(60_000);

        const profiles = await profilesOf(b, [writer.uid, unique('nobody')]);
        expect([...profiles.values()]).toEqual([
          { uid: writer.uid, displayName: writerName, photoURL: writer.photoURL },
        ]);
      });

      it('needs a signed-in member', async () => {
        expect(await codeOf(publish(b))).toBe('unauthenticated');
      });

      it("keeps the author's e-mail address out of what visitors and other members read", async () => {
        const writer = await signUp(a, unique('寫手'));
        const id = await publish(a);
        await a.addComment(id, '留言');
        const visible = async () =>
          JSON.stringify([await post(b, id), await posts(b, { kind: 'all' }, { limit: 4 })]);
        expect(await visible()).toContain(writer.uid);
        expect(await visible()).not.toContain(writer.email);
        const reader = await signUp(b);
        expect(await visible()).not.toContain(writer.email);
        const seen = JSON.stringify([
          await comments(b, id),
          await profilesOf(b, [writer.uid, reader.uid]),
        ]);
        expect(seen).toContain('留言');
        expect(seen).not.toContain(writer.email);
      });

      it('never gives a deleted post id to a new post, even when the draw repeats it', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a, { title: '會被刪掉' });
        await b.addComment(id, '舊留言');
        await a.deletePost(id);
        repeatPostId(id);
        expect(await codeOf(publish(a, { title: '冒名頂替' }))).toBe('permission-denied');
        repeatPostId(id);
        expect(await codeOf(publish(b, { title: '冒名頂替' }))).toBe('permission-denied');
        expect(await codeOf(a.updatePost(id, { title: '復活' }, null))).toBe('not-found');
        expect(await post(b, id)).toBeNull();
        expect(await comments(b, id)).toEqual([]);
      });

      it('takes no picture address from the caller, only from its own uploads', async () => {
        await signUp(a);
        const pixel = { imageUrl: 'https://tracker.example/pixel.gif', thumbUrl: '/seed/x.svg' };
        // As a caller outside TypeScript could pass them.
        const draft = { title: '追蹤', content: '內容', topic: '生活', ...pixel };
        const id = await a.publishPost(draft, null);
        expect(await post(b, id)).toMatchObject({ title: '追蹤', imageUrl: '', thumbUrl: '' });
        await a.updatePost(id, { title: '改過', ...pixel } as PostPatch, null);
        expect(await post(b, id)).toMatchObject({ title: '改過', imageUrl: '', thumbUrl: '' });
      });

      it('refuses blank and over-long texts, leaving nothing behind', async () => {
        await signUp(a);
        const topic = await newTopic();
        for (const draft of [
          { title: '  ', topic },
          { content: '', topic },
          { title: atLength(textLimits.title + 1), topic },
          { content: atLength(textLimits.content + 1), topic },
        ]) {
          expect(await codeOf(publish(a, draft))).toBe('invalid-argument');
        }
        expect(await posts(b, { kind: 'topic', topic }, { limit: 4 })).toEqual([]);
        const id = await publish(a, { topic });
        expect(await codeOf(a.updatePost(id, { title: ' ' }, null))).toBe('invalid-argument');
        expect(
          await codeOf(a.updatePost(id, { content: atLength(textLimits.content + 1) }, null)),
        ).toBe('invalid-argument');
      });

      it(`takes a title of exactly ${textLimits.title}, a content of ${textLimits.content} and a topic of ${textLimits.topic} characters, refusing a longer topic`, async () => {
        await signUp(a);
        const [title, content] = [atLength(textLimits.title), atLength(textLimits.content)];
        const id = await publish(a, { title, content });
        expect(await post(b, id)).toMatchObject({ title, content });
        expect(await codeOf(publish(a, { topic: atLength(textLimits.topic + 1) }))).toBe(
          'invalid-argument',
        );
        const topic = atLength(textLimits.topic);
        await addTopic(topic);
        expect((await post(b, await publish(a, { topic })))?.topic).toBe(topic);
        const edited = atLength(textLimits.title, '改');
        await a.updatePost(id, { title: edited }, null);
        expect((await post(b, id))?.title).toBe(edited);
      });

      it('lets only the author edit a post, and rewrites its search tokens', async () => {
        const writer = await signUp(a);
        await signUp(b);
        const [oldWord, newWord] = [unique('Old'), unique('New')];
        const id = await publish(a, { title: oldWord, topic: '電影' });
        await b.setLike(id, true);

        expect(await codeOf(b.updatePost(id, { title: 'taken over' }, null))).toBe(
          'permission-denied',
        );
        await a.updatePost(id, { title: newWord, topic: '旅遊' }, null);

        expect(await post(b, id)).toMatchObject({
          title: newWord,
          content: '內容',
          topic: '旅遊',
          uid: writer.uid,
        });
        expect(await likeCount(b, id)).toBe(1);
        expect(ids(await b.searchPosts(newWord, 20))).toEqual([id]);
        expect(await b.searchPosts(oldWord, 20)).toEqual([]);
      });

      it('publishes in, and moves a post to, a topic of `topics` only', async () => {
        await signUp(a);
        const topic = await newTopic();
        const nowhere = unique('nowhere');
        expect(await codeOf(publish(a, { topic: nowhere }))).toBe('permission-denied');
        // A name holding '/' is no topic, whatever a path built from it would name.
        expect(await codeOf(publish(a, { topic: `${topic}/x/y` }))).toBe('permission-denied');
        expect(await posts(b, { kind: 'topic', topic: nowhere }, { limit: 4 })).toEqual([]);
        const id = await publish(a, { topic });
        expect(ids(await posts(b, { kind: 'topic', topic }, { limit: 4 }))).toEqual([id]);

        expect(await codeOf(a.updatePost(id, { topic: nowhere }, null))).toBe('permission-denied');
        expect((await post(b, id))?.topic).toBe(topic);
        await a.updatePost(id, { topic: '美食' }, null);
        expect((await post(b, id))?.topic).toBe('美食');
      });

      it('lets only the author delete a post, with its comments', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a);
        await b.addComment(id, 'hello');

        expect(await codeOf(b.deletePost(id))).toBe('permission-denied');
        expect(await post(b, id)).not.toBeNull();
        await a.deletePost(id);
        expect(await post(b, id)).toBeNull();
        expect(await comments(b, id)).toEqual([]);
      });
    });

    describe('display names', () => {
      /** `name` in full-width letters and digits (U+FF01-U+FF5E), as an IME may type it. */
      const fullWidth = (name: string) =>
        name.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x21 + 0xff01));

      it("refuses another member's name in another case, in full width or with a zero-width space; a member may change their own name's case", async () => {
        const taken = unique('Name');
        await signUp(a, taken);
        await signUp(b);
        for (const variant of [taken, taken.toUpperCase(), fullWidth(taken), `${taken}\u200b`]) {
          expect(await codeOf(b.updateDisplayName(variant)), variant).toBe('name-taken');
        }
        expect(b.currentUser()?.displayName).toBe('');
        await a.updateDisplayName(taken.toUpperCase());
        expect(a.currentUser()?.displayName).toBe(taken.toUpperCase());
        const mine = unique('mine');
        await b.updateDisplayName(mine);
        expect(b.currentUser()?.displayName).toBe(mine);
      });

      it('stores a name normalised: full-width letters as ASCII, invisible characters dropped, trimmed', async () => {
        const member = await signUp(a);
        const name = unique('wide');
        await a.updateDisplayName(`  ${fullWidth(name)}\u200b\u202e `);
        expect(a.currentUser()?.displayName).toBe(name);
        expect((await profilesOf(b, [member.uid])).get(member.uid)?.displayName).toBe(name);
        expect(await codeOf(a.updateDisplayName('\u3164\u200b'))).toBe('invalid-argument');
      });

      it('gives up the old name on a rename: another member may take it, and its old holder may not', async () => {
        const [first, second] = [unique('first'), unique('second')];
        await signUp(a, first);
        await signUp(b);
        await a.updateDisplayName(second);
        await b.updateDisplayName(first);
        expect(b.currentUser()?.displayName).toBe(first);
        expect(await codeOf(a.updateDisplayName(first))).toBe('name-taken');
        expect(a.currentUser()?.displayName).toBe(second);
        // Renaming twice and back to one's own earlier name.
        const third = unique('third');
        await a.updateDisplayName(third);
        await a.updateDisplayName(second);
        expect(a.currentUser()?.displayName).toBe(second);
      });

      it('refuses to register with a taken name, before making the account', async () => {
        const taken = unique('taken');
        await signUp(a, taken);
        const email = freshEmail();
        expect(await codeOf(b.register(email, 'secret1', taken.toUpperCase()))).toBe('name-taken');
        expect(b.currentUser()).toBeNull();
        // The address was not used up: the same sign-up with a free name goes through.
        const free = unique('free');
        expect((await b.register(email, 'secret1', free)).displayName).toBe(free);
      });
    });

    describe('pictures and profiles', () => {
      withStorage(storageCases.publish, async () => {
        await signUp(a);
        const progress: number[] = [];
        const draft = { title: '有圖', content: '內容', topic: '生活' };
        const id = await a.publishPost(draft, pictures(), (fraction) => progress.push(fraction));
        const written = await post(b, id);
        expect(written).toMatchObject(draft);
        const { imageUrl = '', thumbUrl = '' } = written ?? {};
        expect(imageUrl).toMatch(/\S/);
        expect(thumbUrl).toMatch(/\S/);
        expect(await readPicture({ path: `post-images/${id}`, url: imageUrl })).toBe('found');
        expect(await readPicture({ path: `post-images/${id}_thumb`, url: thumbUrl })).toBe('found');
        // One progress for both pictures: rising to 1, never past it.
        expect(progress.at(-1)).toBe(1);
        expect(progress).toEqual([...progress].sort((x, y) => x - y));

        const text = new Blob(['not a picture'], { type: 'text/plain' });
        const topic = await newTopic();
        expect(await codeOf(a.publishPost({ ...draft, topic }, { full: text, card: png() }))).toBe(
          'permission-denied',
        );
        expect(await posts(b, { kind: 'topic', topic }, { limit: 4 })).toEqual([]);
      });

      withStorage(storageCases.cleanup, async () => {
        await signUp(a);
        const topic = await newTopic();
        const draft = { title: '留不下', content: '內容', topic };
        const stored = async (id: string) => [
          await readPicture({ path: `post-images/${id}` }),
          await readPicture({ path: `post-images/${id}_thumb` }),
        ];
        const text = new Blob(['not a picture'], { type: 'text/plain' });

        // The picture is stored, then its card copy is refused.
        const halfStored = unique('half');
        repeatPostId(halfStored);
        expect(await codeOf(a.publishPost(draft, { full: png(), card: text }))).toBe(
          'permission-denied',
        );
        expect(await stored(halfStored)).toEqual(['missing', 'missing']);

        // Both are stored, then the post is refused: its id is retired.
        const retired = await publish(a);
        await a.deletePost(retired);
        repeatPostId(retired);
        expect(await codeOf(a.publishPost(draft, pictures()))).toBe('permission-denied');
        expect(await stored(retired)).toEqual(['missing', 'missing']);
        expect(await posts(b, { kind: 'topic', topic }, { limit: 4 })).toEqual([]);
      });

      withStorage(storageCases.edit, async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a, { title: '換圖' });
        const progress: number[] = [];
        await a.updatePost(id, { content: '新內容' }, pictures(), (f) => progress.push(f));
        const edited = await post(b, id);
        expect(edited).toMatchObject({ title: '換圖', content: '新內容' });
        const { imageUrl = '', thumbUrl = '' } = edited ?? {};
        expect(await readPicture({ path: `post-images/${id}`, url: imageUrl })).toBe('found');
        expect(await readPicture({ path: `post-images/${id}_thumb`, url: thumbUrl })).toBe('found');
        expect(progress.at(-1)).toBe(1);

        expect(await codeOf(b.updatePost(id, {}, pictures()))).toBe('permission-denied');
        expect(await post(b, id)).toMatchObject({ imageUrl, thumbUrl });
        expect(await readPicture({ path: `post-images/${id}`, url: imageUrl })).toBe('found');
      });

      withStorage(storageCases.avatar, async () => {
        const member = await signUp(a);
        const states = record<AuthUser | null>((next) => a.onAuthStateChanged(next));
        const url = await a.updateAvatar(png());

        expect(a.currentUser()?.photoURL).toBe(url);
        await expect.poll(() => states.last()?.photoURL).toBe(url);
        const profiles = await profilesOf(b, [member.uid]);
        expect(profiles.get(member.uid)?.photoURL).toBe(url);
      });

      it(`takes a display name of up to ${textLimits.displayName} characters, refusing one more and blank`, async () => {
        const member = await signUp(a);
        // Unique, as every name is; a character outside the BMP counts two.
        const longest = `𠮷${unique('')}`.padEnd(textLimits.displayName, '字');
        expect(await codeOf(a.updateDisplayName(atLength(textLimits.displayName + 1)))).toBe(
          'invalid-argument',
        );
        expect(await codeOf(a.updateDisplayName('   '))).toBe('invalid-argument');
        expect(a.currentUser()?.displayName).toBe('');
        await a.updateDisplayName(longest);
        expect(a.currentUser()?.displayName).toBe(longest);
        expect((await profilesOf(b, [member.uid])).get(member.uid)?.displayName).toBe(longest);
      });

      it('shows a new display name live in the profiles of another client', async () => {
        const [before, after] = [unique('before'), unique('after')];
        const member = await signUp(a, before);
        const live = record<Map<string, Profile>>((next, onError) =>
          b.watchProfiles([member.uid], next, onError),
        );
        await expect.poll(() => live.last()?.get(member.uid)?.displayName).toBe(before);
        await a.updateDisplayName(after);
        await expect.poll(() => live.last()?.get(member.uid)?.displayName).toBe(after);
      });
    });
  });
}
