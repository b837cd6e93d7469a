import { describe, expect, it } from 'vitest';
import type { Backend, Comment } from '../../../../src/backend/types';
import { commentWindow, paceBudgets, textLimits } from '../../../../src/lib/limits';

const commentBudget = paceBudgets.comment;
import { codeOf } from '../../../support/codeOf';
import { autoId } from '../../../../src/backend/core/ids';
import {
  dataContractHarness,
  unique,
  atLength,
  type DataContractOptions,
  type MakeBackends,
} from './harness';

/** Comments: the count, the newest window, edits and deletes by their author, limits. */
export function commentsContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { pacedMember, record, post, comments, signUp, publish } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );

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

      it('are written once when sent twice with the id chosen for them: one comment, commentsCount + 1', async () => {
        await signUp(a);
        const member = await signUp(b);
        const id = await publish(a);
        const chosen = autoId();

        expect(await b.addComment(id, '只留一次', chosen)).toBe(chosen);
        // A retry, a second press, another tab: the same comment again succeeds, and lands on the first.
        expect(await b.addComment(id, '只留一次', chosen)).toBe(chosen);

        const listed = await comments(a, id);
        expect(listed.map((comment) => [comment.id, comment.content])).toEqual([
          [chosen, '只留一次'],
        ]);
        expect(listed[0]?.uid).toBe(member.uid);
        expect((await post(a, id))?.commentsCount).toBe(1);
        // Another text at that id, or another member, is no resend: refused, nothing changed.
        expect(await codeOf(b.addComment(id, '別的話', chosen))).not.toBe('resolved');
        expect(await codeOf(a.addComment(id, '只留一次', chosen))).not.toBe('resolved');
        expect((await comments(a, id)).map((comment) => comment.content)).toEqual(['只留一次']);
        expect((await post(a, id))?.commentsCount).toBe(1);
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

      it('are edited at a pace: a second edit within 2 s is rate-limited and the first stands; after 2 s it goes through', async () => {
        const member = await pacedMember();
        const id = await publish(member);
        const mine = await member.addComment(id, '原本的留言');
        await member.editComment(id, mine, '第一次改');
        expect(await codeOf(member.editComment(id, mine, '第二次改'))).toBe('rate-limited');
        expect((await comments(member, id))[0]?.content).toBe('第一次改');
        // One pace for every edit of the member's: a post's too.
        expect(await codeOf(member.updatePost(id, { title: '改標題' }, null))).toBe('rate-limited');

        await new Promise((resolve) => setTimeout(resolve, 2100));
        await member.editComment(id, mine, '第二次改');
        expect((await comments(member, id))[0]?.content).toBe('第二次改');
      });

      it(`are a budget per post: ${commentBudget.writes} in a row are taken, one more within ${commentBudget.seconds} s is rate-limited and not stored; one on another post goes through at once; the window passed, it goes through`, async () => {
        await signUp(a);
        const id = await publish(a);
        const other = await publish(a);
        const member = await pacedMember();
        const burst = Array.from({ length: commentBudget.writes }, (_, i) => `第${i + 1}則`);
        // Sent back to back, as a queue written offline is once the connection returns.
        for (const content of burst) await member.addComment(id, content);
        expect(await codeOf(member.addComment(id, '太多了'))).toBe('rate-limited');
        expect((await comments(member, id)).map((comment) => comment.content)).toEqual(burst);
        expect((await post(a, id))?.commentsCount).toBe(commentBudget.writes);
        // The budget is the post's: comments queued offline on two posts are all sent.
        expect(await codeOf(member.addComment(other, '別篇的'))).toBe('resolved');

        await new Promise((resolve) => setTimeout(resolve, commentBudget.seconds * 1000 + 200));
        expect(await codeOf(member.addComment(id, '太多了'))).toBe('resolved');
        expect((await post(a, id))?.commentsCount).toBe(commentBudget.writes + 1);
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
  });
}
