import { describe, expect, it } from 'vitest';
import type { Backend } from '../../../../src/backend/types';
import { codeOf } from '../../../support/codeOf';
import { dataContractHarness, type DataContractOptions, type MakeBackends } from './harness';

/**
 * Reports and blocks. What a report counts is for moderators to read (the rules suite checks the
 * count); here, what a member can and cannot report. The hooks drop blocked members' posts and
 * comments from every list (tests/components/safety.test.tsx); here, the member's own list of them.
 */
export function safetyContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { once, record, signUp, publish, pacedMember, tabOf } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );
    const blockedBy = (backend: Backend, uid: string) =>
      once<string[]>((next, onError) => backend.watchBlocked(uid, next, onError));

    describe('report', () => {
      it("reports another member's post and comment; a second report changes nothing", async () => {
        await signUp(a);
        await signUp(b);
        const postId = await publish(a);
        const commentId = await a.addComment(postId, '我的留言');

        expect(await codeOf(b.report({ postId }, 'spam'))).toBe('resolved');
        expect(await codeOf(b.report({ postId }, 'misinformation'))).toBe('resolved');
        expect(await codeOf(b.report({ postId, commentId }, 'harassment'))).toBe('resolved');
      });

      it('refuses the member their own post and comment', async () => {
        await signUp(a);
        await signUp(b);
        const postId = await publish(a);
        const commentId = await b.addComment(postId, '我的留言');

        expect(await codeOf(a.report({ postId }, 'spam'))).toBe('permission-denied');
        expect(await codeOf(b.report({ postId, commentId }, 'spam'))).toBe('permission-denied');
        expect(await codeOf(a.report({ postId, commentId }, 'spam'))).toBe('resolved');
      });

      it('refuses a missing item, an unknown reason, and a visitor', async () => {
        await signUp(a);
        const postId = await publish(a);
        await signUp(b);

        expect(await codeOf(b.report({ postId: 'nosuchpost0000000000' }, 'spam'))).toBe(
          'not-found',
        );
        expect(await codeOf(b.report({ postId, commentId: 'nosuchcomment' }, 'spam'))).toBe(
          'not-found',
        );
        // @ts-expect-error: a reason that is not one of the five, as a caller might send.
        expect(await codeOf(b.report({ postId }, 'boring'))).toBe('invalid-argument');
        await b.signOut();
        expect(await codeOf(b.report({ postId }, 'spam'))).toBe('unauthenticated');
      });

      it('is paced: a report within the pace of the last is refused as too soon, a second of one item is not', async () => {
        await signUp(a);
        const postId = await publish(a);
        const commentId = await a.addComment(postId, '我的留言');
        const paced = await pacedMember();

        expect(await codeOf(paced.report({ postId }, 'spam'))).toBe('resolved');
        expect(await codeOf(paced.report({ postId }, 'other'))).toBe('resolved');
        expect(await codeOf(paced.report({ postId, commentId }, 'spam'))).toBe('rate-limited');
      });

      it("refuses what the member may not read: another's hidden post, or a comment in it", async () => {
        await signUp(a);
        const postId = await publish(a);
        const commentId = await a.addComment(postId, '我的留言');
        await signUp(b);
        if (!options.makeModerator) throw new Error('this suite needs makeModerator');
        const mod = await options.anotherClient();
        await options.makeModerator((await signUp(mod)).uid);
        const moderator = await tabOf(mod);
        await moderator.setHidden({ postId }, true);

        expect(await codeOf(b.report({ postId }, 'spam'))).toBe('not-found');
        expect(await codeOf(b.report({ postId, commentId }, 'spam'))).toBe('not-found');
        await moderator.setHidden({ postId }, false);
        expect(await codeOf(b.report({ postId }, 'spam'))).toBe('resolved');
        expect(await codeOf(b.report({ postId, commentId }, 'spam'))).toBe('resolved');
      });
    });

    describe('block', () => {
      it('lists the blocked members newest first, live; unblocking takes one off', async () => {
        const me = await signUp(a);
        const first = await signUp(b);
        const other = await signUp(b);
        const live = record<string[]>((next, onError) => a.watchBlocked(me.uid, next, onError));

        await a.block(first.uid);
        await a.block(other.uid);
        // Blocking again changes nothing.
        await a.block(other.uid);
        await expect.poll(() => live.last()).toEqual([other.uid, first.uid]);
        await a.unblock(first.uid);
        await expect.poll(() => live.last()).toEqual([other.uid]);
        expect(live.errors).toEqual([]);
      });

      it('refuses blocking oneself', async () => {
        const me = await signUp(a);
        expect(await codeOf(a.block(me.uid))).toBe('invalid-argument');
        expect(await blockedBy(a, me.uid)).toEqual([]);
      });

      it("keeps a member's blocks private: no one else reads them", async () => {
        const me = await signUp(a);
        const blocked = await signUp(b);
        await a.block(blocked.uid);

        expect(await codeOf(blockedBy(b, me.uid))).toBe('permission-denied');
        expect(await blockedBy(a, me.uid)).toEqual([blocked.uid]);
      });
    });
  });
}
