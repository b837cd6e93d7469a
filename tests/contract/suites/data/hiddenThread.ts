import { describe, expect, it } from 'vitest';
import type { Backend } from '../../../../src/backend/types';
import { codeOf } from '../../../support/codeOf';
import { dataContractHarness, type DataContractOptions, type MakeBackends } from './harness';

/**
 * A hidden post and its thread take no new comment, reply or like from anyone but its author and the
 * moderators (issue 48; firestore.rules `visible()` on the comment's and the like's create); and a
 * comment sent under an id of another shape than the drawn one is refused before any write.
 */
export function hiddenThreadContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { comments, marks, signUp, publish, tabOf } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );

    /** `b` made a moderator, signed in again so that their session carries it. */
    async function moderator(): Promise<Backend> {
      const { uid } = await signUp(b);
      if (!options.makeModerator) throw new Error('this suite needs makeModerator');
      await options.makeModerator(uid);
      return tabOf(b);
    }

    describe('a hidden thread', () => {
      it('takes no comment, reply or like from another member; its author and a moderator still write; restored, it takes them again', async () => {
        await signUp(a);
        const mod = await moderator();
        const other = await options.anotherClient();
        await signUp(other);
        const postId = await publish(a);
        const commentId = await a.addComment(postId, '作者的留言');
        await mod.setHidden({ postId }, true);

        expect(await codeOf(other.addComment(postId, '看不到的文章'))).toBe('permission-denied');
        expect(await codeOf(other.addReply(postId, commentId, '回覆'))).toBe('permission-denied');
        expect(await codeOf(other.setLike(postId, true))).toBe('permission-denied');
        expect((await comments(a, postId)).map((each) => each.content)).toEqual(['作者的留言']);

        await a.addReply(postId, commentId, '作者的回覆');
        await a.setLike(postId, true);
        await mod.addComment(postId, '管理員的留言');
        expect((await marks(a, postId)).liked).toBe(true);

        await mod.setHidden({ postId }, false);
        await other.addComment(postId, '恢復後的留言');
        await other.setLike(postId, true);
        expect((await marks(other, postId)).liked).toBe(true);
        expect((await comments(a, postId)).map((each) => each.content)).toEqual([
          '作者的留言',
          '作者的回覆',
          '管理員的留言',
          '恢復後的留言',
        ]);
      });
    });

    describe('a hidden comment', () => {
      it('takes no reply from another member, under it or to a reply in it; its author and a moderator still reply', async () => {
        await signUp(a);
        const mod = await moderator();
        const other = await options.anotherClient();
        await signUp(other);
        const postId = await publish(a);
        const commentId = await a.addComment(postId, '作者的留言');
        const replyId = await mod.addReply(postId, commentId, '管理員的回覆');
        await mod.setHidden({ postId, commentId }, true);

        expect(await codeOf(other.addReply(postId, commentId, '回覆'))).toBe('permission-denied');
        expect(await codeOf(other.addReply(postId, replyId, '回覆'))).toBe('permission-denied');
        await a.addReply(postId, commentId, '作者的回覆');
        await mod.addReply(postId, replyId, '管理員再回覆');

        await mod.setHidden({ postId, commentId }, false);
        await other.addReply(postId, replyId, '恢復後的回覆');
        expect((await comments(other, postId)).map((each) => each.content)).toEqual([
          '作者的留言',
          '管理員的回覆',
          '作者的回覆',
          '管理員再回覆',
          '恢復後的回覆',
        ]);
      });
    });

    describe("a comment's id", () => {
      it('sent again under an id not of the drawn shape is refused, writing nothing', async () => {
        await signUp(a);
        const postId = await publish(a);
        for (const id of [`c_${'0'.repeat(18)}`, 'short', `${'A'.repeat(21)}`]) {
          expect(await codeOf(a.addComment(postId, '留言', id))).toBe('invalid-argument');
        }
        const drawn = 'A'.repeat(20);
        expect(await a.addComment(postId, '留言', drawn)).toBe(drawn);
        expect((await comments(a, postId)).map((each) => each.id)).toEqual([drawn]);
      });
    });
  });
}
