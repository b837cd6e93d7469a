import { describe, expect, it } from 'vitest';
import type {
  Backend,
  Comment,
  ErrorListener,
  Freshness,
  Post,
  PostCursor,
  PostFilter,
  PostMarks,
  Unsubscribe,
} from '../../../../src/backend/types';
import {
  dataContractHarness,
  unique,
  titles,
  ids,
  type DataContractOptions,
  type MakeBackends,
} from './harness';

/** Post reads: list pages and their cursors, first deliveries, live updates from another client. */
export function postReadsContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { newTopic, record, posts, cursorAt, post, signUp, publish, publishMany } =
      dataContractHarness(makeBackends, options, (...clients) => ([a, b] = clients));

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

      it("counts an author's posts for anyone, a visitor too, and none for an unknown member", async () => {
        const writer = await signUp(a);
        await publishMany(a, 3);
        // b has not signed in: an author's page is public.
        expect(await b.countAuthorPosts(writer.uid)).toBe(3);
        expect(await a.countAuthorPosts(writer.uid)).toBe(3);
        expect(await b.countAuthorPosts(unique('nobody'))).toBe(0);
        await publish(a);
        expect(await b.countAuthorPosts(writer.uid)).toBe(4);
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
  });
}
