import { describe, expect, it } from 'vitest';
import type { Notices, Unread } from '../../../../src/backend/core/inboxApi';
import type { Backend, Profile } from '../../../../src/backend/types';
import { codeOf } from '../../../support/codeOf';
import { dataContractHarness, type DataContractOptions, type MakeBackends } from './harness';

/** What each notice says, without its times: what, by whom, on which post. */
const shown = (inbox: Notices | undefined) =>
  inbox?.notices.map((notice) =>
    notice.kind === 'likes'
      ? `likes ${notice.postId} ${notice.title} ${notice.likeCount}`
      : `${notice.kind} ${notice.postId} ${notice.from}`,
  );

/**
 * 通知 as an inbox (issue 47): the acts of others write notices to the member they concern, in the
 * same batch; the member reads a window of them and one count, and marks them seen.
 */
export function activityContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { record, once, signUp, publish, tabOf } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );
    const inboxOf = (backend: Backend, uid: string, newest?: number) =>
      record<Notices>((next, onError) => backend.watchNotices(uid, next, onError, newest));
    const unreadOf = (backend: Backend, uid: string) =>
      record<Unread>((next, onError) => backend.watchUnread(uid, next, onError));

    describe('inbox', () => {
      it("tells the member of others' comments and likes on their posts, newest first, live", async () => {
        const me = await signUp(a);
        const other = await signUp(b);
        const postId = await publish(a, { title: '我的文章' });
        const live = inboxOf(a, me.uid);
        const unread = unreadOf(a, me.uid);
        await expect.poll(() => shown(live.last())).toEqual([]);
        await expect.poll(() => unread.last()?.count).toBe(0);

        await a.addComment(postId, '自己的留言');
        await b.addComment(postId, '別人的留言');
        await expect.poll(() => shown(live.last())).toEqual([`comment ${postId} ${other.uid}`]);
        await b.setLike(postId, true);
        await expect
          .poll(() => shown(live.last()))
          .toEqual([`likes ${postId} 我的文章 1`, `comment ${postId} ${other.uid}`]);
        await expect.poll(() => unread.last()?.count).toBe(2);
        expect(live.last()?.notices[1]).toMatchObject({ title: '我的文章', quote: '別人的留言' });
        expect(live.errors).toEqual([]);
        expect(unread.errors).toEqual([]);
      });

      it("keeps the comment's first 80 characters, which the list cuts to its first line", async () => {
        const me = await signUp(a);
        await signUp(b);
        const postId = await publish(a, { title: '我的文章' });
        const live = inboxOf(a, me.uid);
        await b.addComment(postId, `${'長'.repeat(79)}😀尾`);
        await b.addComment(postId, '\n  第一行的話  \n第二行');
        await expect
          .poll(() => live.last()?.notices.map((notice) => notice.quote))
          .toEqual(['\n  第一行的話  \n第二行', '長'.repeat(79)]);
      });

      it("one notice per liked post, one more like each time; an unlike or one's own like tells nothing", async () => {
        const me = await signUp(a);
        await signUp(b);
        const mine = await publish(a, { title: '我的' });
        const theirs = await publish(b, { title: '別人的' });
        await b.setLike(mine, true);
        await b.setLike(mine, false);
        await a.setLike(mine, true);
        await a.addComment(theirs, '我在別人的文章留言');
        await a.setLike(theirs, true);

        const inbox = await once<Notices>((next, onError) => a.watchNotices(me.uid, next, onError));
        expect(shown(inbox)).toEqual([`likes ${mine} 我的 1`]);
        await b.setLike(mine, true);
        const again = await once<Notices>((next, onError) => a.watchNotices(me.uid, next, onError));
        expect(shown(again)).toEqual([`likes ${mine} 我的 2`]);
      });

      it('marking seen counts nothing new, on every tab of the member', async () => {
        const me = await signUp(a);
        await signUp(b);
        const postId = await publish(a);
        await b.addComment(postId, '第一則');
        const tab = await tabOf(a);
        const here = unreadOf(a, me.uid);
        const there = unreadOf(tab, me.uid);
        await expect.poll(() => there.last()?.count).toBe(1);

        await a.markActivitySeen();
        await expect.poll(() => here.last()?.count).toBe(0);
        await expect.poll(() => there.last()?.count).toBe(0);
        await b.addComment(postId, '第二則');
        await expect.poll(() => there.last()?.count).toBe(1);
        const inbox = await once<Notices>((next, onError) =>
          tab.watchNotices(me.uid, next, onError),
        );
        expect(inbox.notices).toHaveLength(2);
        expect(inbox.notices[0]!.at).toBeGreaterThan(inbox.seenAt);
        expect(inbox.notices[1]!.at).toBeLessThanOrEqual(inbox.seenAt);
      });

      it('counts nothing from the members left out (those the member blocked)', async () => {
        const me = await signUp(a);
        const other = await signUp(b);
        const third = await options.anotherClient();
        await signUp(third);
        const postId = await publish(a);
        await b.addComment(postId, '一');
        await third.addComment(postId, '二');
        const count = (except?: string[]) =>
          once<Unread>((next, onError) => a.watchUnread(me.uid, next, onError, except));
        expect((await count()).count).toBe(2);
        expect((await count([other.uid])).count).toBe(1);
      });

      it('reads a window of the newest, and says when there are more', async () => {
        const me = await signUp(a);
        await signUp(b);
        const postId = await publish(a);
        for (const text of ['一', '二', '三']) await b.addComment(postId, text);
        const two = await once<Notices>((next, onError) =>
          a.watchNotices(me.uid, next, onError, 2),
        );
        expect(two.notices.map((notice) => notice.quote)).toEqual(['三', '二']);
        expect(two.more).toBe(true);
        const all = await once<Notices>((next, onError) =>
          a.watchNotices(me.uid, next, onError, 20),
        );
        expect(all.notices.map((notice) => notice.quote)).toEqual(['三', '二', '一']);
        expect(all.more).toBe(false);
      });

      it('leaves out a notice of a post hidden since, and shows it again once restored', async () => {
        const me = await signUp(a);
        const { uid } = await signUp(b);
        if (!options.makeModerator) throw new Error('this case needs makeModerator');
        const postId = await publish(a, { title: '會被隱藏' });
        const other = await publish(a, { title: '留著' });
        await b.addComment(postId, '藏起來的留言');
        await b.addComment(other, '看得到的留言');
        await options.makeModerator(uid);
        const mod = await tabOf(b);
        await mod.setHidden({ postId }, true);
        const hidden = await once<Notices>((next, onError) =>
          a.watchNotices(me.uid, next, onError),
        );
        expect(hidden.notices.map((notice) => notice.title)).toEqual(['留著']);
        await mod.setHidden({ postId }, false);
        const back = await once<Notices>((next, onError) => a.watchNotices(me.uid, next, onError));
        // Both written in the same millisecond, maybe: their order is not the point here.
        expect(back.notices.map((notice) => notice.title).sort()).toEqual(
          ['會被隱藏', '留著'].sort(),
        );
      });

      it("refuses another member's inbox and count, and a visitor's mark", async () => {
        await signUp(a);
        const other = await signUp(b);
        const read = once<Notices>((next, onError) => a.watchNotices(other.uid, next, onError));
        expect(await codeOf(read)).toBe('permission-denied');
        const count = once<Unread>((next, onError) => a.watchUnread(other.uid, next, onError));
        expect(await codeOf(count)).toBe('permission-denied');
        await a.signOut();
        expect(await codeOf(a.markActivitySeen())).toBe('unauthenticated');
      });
    });
  });
}

/** memberSince: when the member registered, on their profile; later profile writes keep it. */
export function memberSinceContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    const { once, signUp } = dataContractHarness(makeBackends, options, (...clients) => {
      [a] = clients;
    });

    it('a new member joined when they registered, and a rename keeps it', async () => {
      const before = Date.now();
      const me = await signUp(a, `新人${Math.floor(Math.random() * 1e6)}`);
      const joinedAt = async () =>
        (
          await once<Map<string, Profile>>((next, onError) =>
            a.watchProfiles([me.uid], next, onError),
          )
        ).get(me.uid)?.joinedAt;
      const joined = await joinedAt();
      // The server's clock (Firebase) may differ from this one by a little.
      expect(joined).toBeGreaterThan(before - 60_000);
      await a.updateDisplayName(`改名${Math.floor(Math.random() * 1e6)}`);
      expect(await joinedAt()).toBe(joined);
    });
  });
}
