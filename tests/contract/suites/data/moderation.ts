import { describe, expect, it } from 'vitest';
import type { QueueEntry } from '../../../../src/backend/core/moderationApi';
import type { Backend } from '../../../../src/backend/types';
import { codeOf } from '../../../support/codeOf';
import { dataContractHarness, ids, type DataContractOptions, type MakeBackends } from './harness';

/**
 * Moderators (docs/security.md, "Moderation model"): a moderator hides and restores a post or comment;
 * a hidden one is gone for everyone but its author, who still reads it marked, and the moderators;
 * the moderators' queue orders the reported items by number of reports, then the newest report.
 */
export function moderationContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { newTopic, once, posts, post, comments, signUp, publish, tabOf } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );

    /** `b` made a moderator, signed in again so that their session carries it. */
    async function moderator(): Promise<Backend> {
      const { uid } = await signUp(b);
      if (!options.makeModerator) throw new Error('the moderation suite needs makeModerator');
      await options.makeModerator(uid);
      const mod = await tabOf(b);
      expect(mod.currentUser()?.moderator).toBe(true);
      return mod;
    }

    /** Another member, neither the author nor a moderator. */
    async function stranger(): Promise<Backend> {
      const client = await options.anotherClient();
      await signUp(client);
      return client;
    }

    describe('moderation', () => {
      it('a hidden post leaves every list and page of others; its author still reads it, marked; restoring brings it back', async () => {
        const author = await signUp(a);
        const mod = await moderator();
        const other = await stranger();
        const topic = await newTopic();
        const postId = await publish(a, { topic });
        const inTopic = { kind: 'topic', topic } as const;
        expect(ids(await posts(other, inTopic, { limit: 4 }))).toEqual([postId]);

        await mod.setHidden({ postId }, true);
        expect(await posts(other, inTopic, { limit: 4 })).toEqual([]);
        expect(ids(await posts(other, { kind: 'all' }, { limit: 20 }))).not.toContain(postId);
        expect(await post(other, postId)).toBeNull();
        const own = await posts(a, { kind: 'author', uid: author.uid }, { limit: 4 });
        expect(own.map(({ id, hidden }) => ({ id, hidden }))).toEqual([
          { id: postId, hidden: true },
        ]);
        expect((await post(a, postId))?.hidden).toBe(true);
        expect((await post(mod, postId))?.hidden).toBe(true);
        // The author page's count is of the same list: others' leaves it out, the author's keeps it.
        expect(await other.countAuthorPosts(author.uid)).toBe(0);
        expect(await a.countAuthorPosts(author.uid)).toBe(1);

        await mod.setHidden({ postId }, false);
        expect(ids(await posts(other, inTopic, { limit: 4 }))).toEqual([postId]);
        expect((await post(other, postId))?.hidden).toBe(false);
      });

      it('a hidden comment is read by its author and moderators only', async () => {
        await signUp(a);
        const mod = await moderator();
        const other = await stranger();
        const postId = await publish(a);
        const commentId = await other.addComment(postId, '要被隱藏的留言');
        const kept = await a.addComment(postId, '留著的留言');

        await mod.setHidden({ postId, commentId }, true);
        expect(ids(await comments(a, postId))).toEqual([kept]);
        const seen = (backend: Backend) =>
          comments(backend, postId).then((list) => list.map(({ id, hidden }) => ({ id, hidden })));
        const both = [
          { id: commentId, hidden: true },
          { id: kept, hidden: false },
        ];
        expect(await seen(other)).toEqual(both);
        expect(await seen(mod)).toEqual(both);
      });

      it("a comment's post counts what readers see: hidden, counted down; restored, up; deleted hidden, unmoved", async () => {
        await signUp(a);
        const mod = await moderator();
        const other = await stranger();
        const postId = await publish(a);
        const hidden = await other.addComment(postId, '要被隱藏的留言');
        await a.addComment(postId, '留著的留言');
        const count = async () => (await post(a, postId))?.commentsCount;
        expect(await count()).toBe(2);

        await mod.setHidden({ postId, commentId: hidden }, true);
        expect(await count()).toBe(1);
        // Hidden again: nothing more to count.
        await mod.setHidden({ postId, commentId: hidden }, true);
        expect(await count()).toBe(1);
        await mod.setHidden({ postId, commentId: hidden }, false);
        expect(await count()).toBe(2);

        await mod.setHidden({ postId, commentId: hidden }, true);
        await other.deleteComment(postId, hidden);
        expect(await count()).toBe(1);
      });

      it('a member who is not a moderator cannot hide, not even their own post', async () => {
        await signUp(a);
        const other = await stranger();
        const postId = await publish(a);
        expect(await codeOf(a.setHidden({ postId }, true))).toBe('permission-denied');
        expect(await codeOf(other.setHidden({ postId }, true))).toBe('permission-denied');
        expect((await post(other, postId))?.hidden).toBe(false);
      });

      it("the moderators' queue orders reported items by number of reports, then the newest", async () => {
        await signUp(a);
        const mod = await moderator();
        const [c, d] = [await stranger(), await stranger()];
        const [p1, p2, p3] = [await publish(a), await publish(a), await publish(a)];
        const commentId = await a.addComment(p1, '被檢舉的留言');
        await c.report({ postId: p1 }, 'spam');
        await c.report({ postId: p2 }, 'spam');
        await d.report({ postId: p2 }, 'harassment');
        await d.report({ postId: p1, commentId }, 'other');
        await d.report({ postId: p3 }, 'misinformation');

        const queue = await once<QueueEntry[]>((next, onError) =>
          mod.watchReportQueue(next, onError),
        );
        const ours = queue
          .filter((entry) => [p1, p2, p3].includes(entry.postId))
          .map(({ postId, commentId: id, count, kind }) => ({
            postId,
            commentId: id,
            count,
            kind,
          }));
        expect(ours).toEqual([
          { postId: p2, commentId: '', count: 2, kind: 'post' },
          { postId: p3, commentId: '', count: 1, kind: 'post' },
          { postId: p1, commentId, count: 1, kind: 'comment' },
          { postId: p1, commentId: '', count: 1, kind: 'post' },
        ]);
        expect(await codeOf(once((next, onError) => c.watchReportQueue(next, onError)))).toBe(
          'permission-denied',
        );
      });

      it('each queue entry gives its reasons with their counts and its first and last report times', async () => {
        await signUp(a);
        const mod = await moderator();
        const [c, d, e] = [await stranger(), await stranger(), await stranger()];
        const postId = await publish(a);
        const before = Date.now();
        await c.report({ postId }, 'spam');
        await d.report({ postId }, 'spam');
        await e.report({ postId }, 'harassment');
        const entryOf = async () =>
          (await once<QueueEntry[]>((next, onError) => mod.watchReportQueue(next, onError))).find(
            (entry) => entry.postId === postId && entry.kind === 'post',
          );
        const first = await entryOf();
        expect(first?.reasons).toEqual([
          { reason: 'spam', count: 2 },
          { reason: 'harassment', count: 1 },
        ]);
        // The server's times: allow for a clock a little apart from this one.
        expect(first?.firstReportedAt).toBeGreaterThan(before - 60_000);
        expect(first?.lastReportedAt).toBeGreaterThanOrEqual(first?.firstReportedAt ?? Infinity);

        // The first reporter's second report changes nothing: not the reasons, not the last time.
        await c.report({ postId }, 'other');
        expect(await entryOf()).toEqual(first);
      });

      it('a queue entry names its author; a comment cleared since (kept for its replies) is gone, its reports kept', async () => {
        const author = await signUp(a);
        const mod = await moderator();
        const c = await stranger();
        const postId = await publish(a, { title: '有作者的文章' });
        const commentId = await a.addComment(postId, '之後會被清掉的留言');
        await c.addReply(postId, commentId, '回覆');
        await c.report({ postId }, 'spam');
        await c.report({ postId, commentId }, 'other');
        await a.deleteComment(postId, commentId);

        const queue = await once<QueueEntry[]>((next, onError) =>
          mod.watchReportQueue(next, onError),
        );
        const ours = queue
          .filter((entry) => entry.postId === postId)
          .map(({ kind, gone, text, author: by, count }) => ({
            kind,
            gone,
            text,
            uid: by?.uid,
            count,
          }))
          // Both reports may carry one millisecond: the order is not what this test is about.
          .sort((x, y) => x.kind.localeCompare(y.kind));
        expect(ours).toEqual([
          { kind: 'comment', gone: true, text: '', uid: author.uid, count: 1 },
          { kind: 'post', gone: false, text: '有作者的文章', uid: author.uid, count: 1 },
        ]);
      });

      it('略過 (dismissReports) clears the reports and leaves the item as it was; only a moderator may', async () => {
        await signUp(a);
        const mod = await moderator();
        const [c, d] = [await stranger(), await stranger()];
        const postId = await publish(a, { title: '被檢舉的文章' });
        const commentId = await a.addComment(postId, '被檢舉的留言');
        await c.report({ postId }, 'spam');
        await d.report({ postId }, 'spam');
        await c.report({ postId, commentId }, 'other');
        await mod.setHidden({ postId, commentId }, true);
        const ours = async () =>
          (await once<QueueEntry[]>((next, onError) => mod.watchReportQueue(next, onError)))
            .filter((entry) => entry.postId === postId)
            .map((entry) => `${entry.kind} ${entry.count}`);
        expect(await ours()).toEqual(['post 2', 'comment 1']);

        expect(await codeOf(c.dismissReports({ postId }))).toBe('permission-denied');
        expect(await codeOf(a.dismissReports({ postId }))).toBe('permission-denied');
        expect(await ours()).toEqual(['post 2', 'comment 1']);

        await mod.dismissReports({ postId });
        await mod.dismissReports({ postId, commentId });
        expect(await ours()).toEqual([]);
        // The items stay as they were: the post shown, the comment still hidden.
        expect((await post(c, postId))?.title).toBe('被檢舉的文章');
        expect((await comments(mod, postId)).find((each) => each.id === commentId)?.hidden).toBe(
          true,
        );
        // Nothing left to dismiss is no error; reported again, the item counts from one.
        await mod.dismissReports({ postId });
        await d.report({ postId }, 'harassment');
        const back = (
          await once<QueueEntry[]>((next, onError) => mod.watchReportQueue(next, onError))
        ).find((entry) => entry.postId === postId);
        expect([back?.count, back?.reasons]).toEqual([1, [{ reason: 'harassment', count: 1 }]]);
      });
    });
  });
}
