import { describe, expect, it } from 'vitest';
import type { Notices } from '../../../../src/backend/core/inboxApi';
import type { Backend } from '../../../../src/backend/types';
import { textLimits } from '../../../../src/lib/limits';
import { codeOf } from '../../../support/codeOf';
import {
  atLength,
  dataContractHarness,
  type DataContractOptions,
  type MakeBackends,
} from './harness';

/** What each notice of an inbox says: its kind, writer and comment. */
const told = (inbox: Notices | undefined) =>
  inbox?.notices.map((notice) => `${notice.kind} ${notice.from} ${notice.commentId}`);

/**
 * The notices of an edit (issue 49): an edit that names a member tells them once, in its batch; one
 * that no longer names them withdraws that notice; a member told of the comment otherwise (the post's
 * author) is told nothing more, and keeps their notice.
 */
export function editNoticesContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { record, comments, signUp, publish } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );
    const inboxOf = (backend: Backend, uid: string) =>
      record<Notices>((next, onError) => backend.watchNotices(uid, next, onError));

    describe('notices of an edit', () => {
      it('an edit that names a member tells them once; one that no longer names them withdraws it', async () => {
        const author = await signUp(a);
        const writer = await signUp(b);
        const third = await options.anotherClient();
        const named = await signUp(third);
        const postId = await publish(a, { title: '編輯提到' });
        const said = await b.addComment(postId, '你好');
        const theirs = inboxOf(third, named.uid);
        const authors = inboxOf(a, author.uid);
        await expect.poll(() => told(authors.last())).toEqual([`comment ${writer.uid} ${said}`]);
        await expect.poll(() => told(theirs.last())).toEqual([]);

        await b.editComment(postId, said, `<@${named.uid}> 你好`);
        await expect.poll(() => told(theirs.last())).toEqual([`mention ${writer.uid} ${said}`]);
        expect(theirs.last()?.notices[0]).toMatchObject({
          postId,
          title: '編輯提到',
          quote: `<@${named.uid}> 你好`,
        });
        const stored = async () => (await comments(b, postId)).find(({ id }) => id === said);
        expect((await stored())?.mentions).toEqual([named.uid]);

        // Named again, and the post's author named too: nobody is told twice.
        await b.editComment(postId, said, `<@${named.uid}> <@${author.uid}> 你們好`);
        expect((await stored())?.mentions).toEqual([named.uid, author.uid]);
        expect(told(theirs.last())).toEqual([`mention ${writer.uid} ${said}`]);
        expect(told(authors.last())).toEqual([`comment ${writer.uid} ${said}`]);

        // No longer named: their notice is withdrawn; the post's author keeps theirs.
        await b.editComment(postId, said, '大家好');
        await expect.poll(() => told(theirs.last())).toEqual([]);
        expect((await stored())?.mentions).toBeUndefined();
        expect(told(authors.last())).toEqual([`comment ${writer.uid} ${said}`]);
        expect(theirs.errors).toEqual([]);
        expect(authors.errors).toEqual([]);
      });

      it('a member named when the comment was made is untold by an edit, and told again when named again', async () => {
        await signUp(a);
        const writer = await signUp(b);
        const third = await options.anotherClient();
        const named = await signUp(third);
        const postId = await publish(a);
        const said = await b.addComment(postId, `<@${named.uid}> 看這裡`);
        const theirs = inboxOf(third, named.uid);
        await expect.poll(() => told(theirs.last())).toEqual([`mention ${writer.uid} ${said}`]);
        await b.editComment(postId, said, '不提了');
        await expect.poll(() => told(theirs.last())).toEqual([]);
        await b.editComment(postId, said, `還是要提 <@${named.uid}>`);
        await expect.poll(() => told(theirs.last())).toEqual([`mention ${writer.uid} ${said}`]);
        expect(theirs.last()?.notices[0]?.quote).toBe(`還是要提 <@${named.uid}>`);
      });

      it('the limit counts a comment as stored, each mention as its <@uid>, on its creation and its edits', async () => {
        await signUp(a);
        const writer = await signUp(b);
        const postId = await publish(a);
        const token = `<@${writer.uid}> `;
        const atLimit = token + atLength(textLimits.comment - token.length);
        expect(await codeOf(a.addComment(postId, `${atLimit}字`))).toBe('invalid-argument');
        const said = await a.addComment(postId, atLimit);
        expect(await codeOf(a.editComment(postId, said, `字${atLimit}`))).toBe('invalid-argument');
        await a.editComment(postId, said, `${atLimit.slice(0, -1)}改`);
        const stored = (await comments(a, postId)).find(({ id }) => id === said);
        expect(stored?.content).toHaveLength(textLimits.comment);
        expect(stored?.mentions).toEqual([writer.uid]);
      });
    });
  });
}
