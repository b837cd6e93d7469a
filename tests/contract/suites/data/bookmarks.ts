import { describe, expect, it } from 'vitest';
import type { Backend, Post, PostFilter } from '../../../../src/backend/types';
import { codeOf } from '../../../support/codeOf';
import { dataContractHarness, ids, type DataContractOptions, type MakeBackends } from './harness';

/** The bookmarks list: a member's own, newest bookmark first, live. */
export function bookmarksContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { record, posts, cursorAt, signUp, publish, publishMany } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );

    describe('lists', () => {
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
  });
}
