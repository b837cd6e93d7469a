import { describe, expect, it } from 'vitest';
import type { Backend, PostFilter } from '../../../../src/backend/types';
import {
  dataContractHarness,
  titles,
  type DataContractOptions,
  type MakeBackends,
} from './harness';

/**
 * 熱門: the feed's and a topic's `order: 'popular'`, most `hot` first (src/lib/limits.ts hotOf: the
 * day's likesPerDay, plus likes), then newest; `hot` moved by every like and unlike.
 */
export function popularContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { newTopic, posts, cursorAt, signUp, publishMany } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );

    /** A third member, for a third like. */
    async function third(): Promise<Backend> {
      const client = await options.anotherClient();
      await signUp(client);
      return client;
    }

    /** p1 ... p4 in a new topic, today, with 3, 1, 0 and 1 likes. */
    async function seeded() {
      await signUp(a);
      await signUp(b);
      const c = await third();
      const topic = await newTopic();
      const ids = await publishMany(a, 4, topic);
      const [p1, p2, , p4] = ids as [string, string, string, string];
      for (const member of [a, b, c]) await member.setLike(p1, true);
      await a.setLike(p2, true);
      await b.setLike(p4, true);
      return { topic, c, ids, popular: { kind: 'topic', topic, order: 'popular' } as PostFilter };
    }

    describe('熱門', () => {
      it('lists a topic by likes among posts of the same day, newest first among equals', async () => {
        const { topic, popular, c } = await seeded();
        expect(titles(await posts(b, popular, { limit: 10 }))).toEqual(['p1', 'p4', 'p2', 'p3']);
        // 最新 is unchanged, with or without saying so.
        const newest: PostFilter = { kind: 'topic', topic, order: 'newest' };
        expect(titles(await posts(b, newest, { limit: 10 }))).toEqual(['p4', 'p3', 'p2', 'p1']);
        expect(titles(await posts(b, { kind: 'topic', topic }, { limit: 10 }))).toEqual([
          'p4',
          'p3',
          'p2',
          'p1',
        ]);
        await c.signOut();
      });

      it('pages by its own cursors: the pages join without a gap or a post twice', async () => {
        const { popular, c } = await seeded();
        const first = await posts(b, popular, { limit: 2 });
        const after = await cursorAt(b, popular, 2);
        const second = await posts(b, popular, { after, limit: 2 });
        expect([...titles(first), ...titles(second)]).toEqual(['p1', 'p4', 'p2', 'p3']);
        expect(titles(await posts(b, popular, { until: after, limit: 10 }))).toEqual(['p1', 'p4']);
        expect(await posts(b, popular, { after: await cursorAt(b, popular, 4), limit: 2 })).toEqual(
          [],
        );
        await c.signOut();
      });

      it('a like moves a post up and an unlike down, at once', async () => {
        const { popular, c } = await seeded();
        const p3 = (await posts(b, popular, { limit: 10 })).find((p) => p.title === 'p3');
        await b.setLike(p3?.id ?? '', true);
        await c.setLike(p3?.id ?? '', true);
        expect(titles(await posts(a, popular, { limit: 10 }))).toEqual(['p1', 'p3', 'p4', 'p2']);
        await c.setLike(p3?.id ?? '', false);
        await b.setLike(p3?.id ?? '', false);
        expect(titles(await posts(a, popular, { limit: 10 }))).toEqual(['p1', 'p4', 'p2', 'p3']);
        await c.signOut();
      });

      it('orders the whole feed the same way: a post with more likes above one of the same day', async () => {
        const { c, ids } = await seeded();
        const feed = await posts(b, { kind: 'all', order: 'popular' }, { limit: 200 });
        const mine = feed.filter((post) => ids.includes(post.id));
        expect(titles(mine)).toEqual(['p1', 'p4', 'p2', 'p3']);
        await c.signOut();
      });
    });
  });
}
