import { describe, expect, it } from 'vitest';
import type { Backend, PostMarks } from '../../../../src/backend/types';
import { paceBudgets } from '../../../../src/lib/limits';
import { codeOf } from '../../../support/codeOf';

const likeBudget = paceBudgets.like;
import {
  dataContractHarness,
  unique,
  type DataContractOptions,
  type MakeBackends,
} from './harness';

/** Likes and bookmarks as marks: counted once per member, live, for members only. */
export function postMarksContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { tabOf, pacedMember, record, marks, likeCount, signUp, publish } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );

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

        // Both tabs at once, each asking for the other state several times over: what the pace
        // refuses is refused whole.
        const codes = await Promise.all(
          Array.from({ length: 8 }, (_, i) => codeOf((i % 2 ? tab : b).setLike(id, i % 4 < 2))),
        );
        expect(codes).toContain('resolved');
        expect(codes.filter((code) => code !== 'resolved' && code !== 'rate-limited')).toEqual([]);
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
        const seen = record<PostMarks>((next, onError) =>
          b.watchMarks(id, ({ liked, bookmarked }) => next({ liked, bookmarked }), onError),
        );
        await expect.poll(() => seen.last()).toEqual({ liked: false, bookmarked: false });
        await tab.setLike(id, true);
        await expect.poll(() => seen.last()).toEqual({ liked: true, bookmarked: false });
        await tab.setBookmark(id, true);
        await expect.poll(() => seen.last()).toEqual({ liked: true, bookmarked: true });
        await b.setLike(id, false);
        await expect.poll(() => seen.last()).toEqual({ liked: false, bookmarked: true });
        expect(seen.errors).toEqual([]);
      });

      it(`are a budget per post: ${likeBudget.writes} likes and unlikes in a row are taken, one more within ${likeBudget.seconds} s is rate-limited and changes nothing; another post's goes through at once; the window passed, it goes through`, async () => {
        await signUp(a);
        const id = await publish(a);
        const other = await publish(a);
        const member = await pacedMember();

        // Sent back to back, as a queue written offline is once the connection returns.
        for (let i = 0; i < likeBudget.writes; i++) await member.setLike(id, i % 2 === 0);
        const last = likeBudget.writes % 2 === 1;
        expect(await codeOf(member.setLike(id, !last))).toBe('rate-limited');
        expect(await marks(member, id)).toEqual({ liked: last, bookmarked: false });
        expect(await likeCount(a, id)).toBe(Number(last));
        // The budget is the post's (firestore.rules stampedOn): likes queued offline on several
        // posts are each counted on their own post.
        expect(await codeOf(member.setLike(other, true))).toBe('resolved');
        expect(await marks(member, other)).toEqual({ liked: true, bookmarked: false });
        expect(await likeCount(a, other)).toBe(1);
        // Asking for what is stored changes nothing; bookmarks are not paced.
        expect(await codeOf(member.setLike(id, last))).toBe('resolved');
        expect(await likeCount(a, id)).toBe(Number(last));
        expect(await codeOf(member.setBookmark(id, true))).toBe('resolved');

        await new Promise((resolve) => setTimeout(resolve, likeBudget.seconds * 1000 + 200));
        expect(await codeOf(member.setLike(id, !last))).toBe('resolved');
        expect(await likeCount(a, id)).toBe(Number(!last));
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
  });
}
