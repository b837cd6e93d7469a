import { describe, expect, it } from 'vitest';
import type { Notices } from '../../../../src/backend/core/inboxApi';
import type { Backend, Comment } from '../../../../src/backend/types';
import { codeOf } from '../../../support/codeOf';
import { autoId } from '../../../../src/backend/core/ids';
import { dataContractHarness, type DataContractOptions, type MakeBackends } from './harness';

const shape = (comment: Comment | undefined) =>
  comment && {
    content: comment.content,
    replyTo: comment.replyTo,
    answers: comment.answers,
    deleted: comment.deleted,
  };

/** Replies (issue 39): one level deep, counted, live, and kept when their comment is deleted. */
export function repliesContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { record, post, comments, signUp, publish } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );

    describe('replies', () => {
      it('sit under their comment, name whom they answer, count on the post and arrive live', async () => {
        const author = await signUp(a);
        const reader = await signUp(b);
        const id = await publish(a);
        const live = record<Comment[]>((next, onError) => a.watchComments(id, next, onError));
        const top = await b.addComment(id, '第一則留言');
        const reply = await a.addReply(id, top, '回覆第一則');
        // A reply to a reply sits under the same comment and answers the reply's author.
        const second = await b.addReply(id, reply, '再回覆');

        await expect.poll(() => live.last()?.length).toBe(3);
        const byId = new Map(live.last()?.map((comment) => [comment.id, comment]));
        expect(shape(byId.get(top))).toEqual({
          content: '第一則留言',
          replyTo: undefined,
          answers: undefined,
          deleted: undefined,
        });
        expect(shape(byId.get(reply))).toMatchObject({ replyTo: top, answers: reader.uid });
        expect(shape(byId.get(second))).toMatchObject({ replyTo: top, answers: author.uid });
        expect((await post(a, id))?.commentsCount).toBe(3);
      });

      it('answer a comment of this post only; one sent again is written once', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a);
        const other = await publish(a);
        const elsewhere = await a.addComment(other, '別篇的留言');
        expect(await codeOf(b.addReply(id, elsewhere, '跨文章的回覆'))).toBe('not-found');
        expect(await codeOf(b.addReply(id, 'no-such-comment', '?'))).toBe('not-found');
        const top = await a.addComment(id, '留言');
        const chosen = autoId();
        expect(await b.addReply(id, top, '只回一次', chosen)).toBe(chosen);
        expect(await b.addReply(id, top, '只回一次', chosen)).toBe(chosen);
        expect((await comments(a, id)).map((comment) => comment.content)).toEqual([
          '留言',
          '只回一次',
        ]);
        expect((await post(a, id))?.commentsCount).toBe(2);
        expect(await codeOf(b.addReply(id, top, ' \n '))).toBe('invalid-argument');
      });

      it('stay when their comment is deleted: it keeps its place, cleared; without replies it goes', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a);
        const replied = await b.addComment(id, '有人回覆的留言');
        const alone = await b.addComment(id, '沒人回覆的留言');
        const reply = await a.addReply(id, replied, '我的回覆');

        await b.deleteComment(id, replied);
        await b.deleteComment(id, alone);
        const listed = await comments(a, id);
        expect(listed.map((comment) => [comment.id, comment.content, comment.deleted])).toEqual([
          [replied, '', true],
          [reply, '我的回覆', undefined],
        ]);
        // The count is of what readers see (issue 49): the reply, not the cleared comment.
        expect((await post(a, id))?.commentsCount).toBe(1);
        expect(await codeOf(b.editComment(id, replied, '改回來'))).not.toBe('resolved');
        // A reply itself is removed, counted down.
        await a.deleteComment(id, reply);
        expect((await comments(a, id)).map((comment) => comment.id)).toEqual([replied]);
        expect((await post(a, id))?.commentsCount).toBe(0);
      });

      it('tell whom they answer in their inbox, once, and not their own author', async () => {
        const me = await signUp(a);
        const other = await signUp(b);
        const id = await publish(a, { title: '我的文章' });
        const mine = record<Notices>((next, onError) => a.watchNotices(me.uid, next, onError));
        const theirs = record<Notices>((next, onError) => b.watchNotices(other.uid, next, onError));
        const told = (inbox: Notices | undefined) =>
          inbox?.notices.map((item) => `${item.kind} ${item.from} ${item.commentId}`);

        const comment = await b.addComment(id, '別人的留言');
        const answer = await a.addReply(id, comment, '我回覆你');
        // b answers a's reply on a's own post: news for a once, as a reply (not also a comment).
        const back = await b.addReply(id, answer, '再回覆你');
        // Answering oneself is no news.
        await b.addReply(id, comment, '補充自己的話');

        await expect.poll(() => told(theirs.last())).toEqual([`reply ${me.uid} ${answer}`]);
        await expect
          .poll(() => told(mine.last()))
          .toEqual([
            expect.stringMatching(new RegExp(`^comment ${other.uid} `)),
            `reply ${other.uid} ${back}`,
            `comment ${other.uid} ${comment}`,
          ]);
        expect(theirs.last()?.notices[0]).toMatchObject({ quote: '我回覆你', title: '我的文章' });
      });

      it('mention members by id: listed once each, at most 10, and told to the member mentioned', async () => {
        const me = await signUp(a);
        const other = await signUp(b);
        const id = await publish(b, { title: '提到你的文章' });
        const mine = record<Notices>((next, onError) => a.watchNotices(me.uid, next, onError));
        const eleven = Array.from({ length: 11 }, (_, i) => `<@member${i}>`).join(' ');
        expect(await codeOf(b.addComment(id, eleven))).toBe('invalid-argument');

        const said = await b.addComment(id, `<@${me.uid}> 你看 <@${me.uid}>`);
        const stored = (await comments(b, id)).find((comment) => comment.id === said);
        expect(stored?.mentions).toEqual([me.uid]);
        await expect.poll(() => mine.last()?.notices.map((item) => item.from)).toEqual([other.uid]);
        const [told] = mine.last()?.notices ?? [];
        expect(told).toMatchObject({ kind: 'mention', commentId: said, postId: id });
        // A reply that mentions them and answers them is told once, as a reply.
        const answer = await a.addComment(id, '我的留言');
        const back = await b.addReply(id, answer, `<@${me.uid}> 回你`);
        await expect
          .poll(() => mine.last()?.notices.map((item) => `${item.kind} ${item.commentId}`))
          .toEqual([`reply ${back}`, `mention ${said}`]);
      });

      it('are edited by their author only, as comments are', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a);
        const top = await a.addComment(id, '留言');
        const reply = await b.addReply(id, top, '原本的回覆');
        expect(await codeOf(a.editComment(id, reply, '別人改的'))).toBe('permission-denied');
        await b.editComment(id, reply, '改過的回覆');
        const edited = (await comments(a, id)).find((comment) => comment.id === reply);
        expect(edited).toMatchObject({ content: '改過的回覆', replyTo: top });
        expect(edited?.editedAt).toBeGreaterThan(0);
      });
    });
  });
}
