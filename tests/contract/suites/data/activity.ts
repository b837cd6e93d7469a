import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../../src/backend/core/activityApi';
import type { Backend, Profile } from '../../../../src/backend/types';
import { codeOf } from '../../../support/codeOf';
import { dataContractHarness, type DataContractOptions, type MakeBackends } from './harness';

/** What each item says, without its times and ids: who or how many, on which post. */
const shown = (activity: Activity | undefined) =>
  activity?.items.map((item) =>
    item.kind === 'likes'
      ? `likes ${item.postId} ${item.title} ${item.likeCount}`
      : `${item.kind} ${item.postId} ${item.uid}`,
  );

const news = (activity: Activity | undefined) =>
  activity?.items.filter((item) => item.at > activity.seenAt).length;

/** Activity on a member's posts (issue 30): comments by others and likes, and what they have seen. */
export function activityContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { record, once, signUp, publish, tabOf } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );
    const activityOf = (backend: Backend, uid: string) =>
      record<Activity>((next, onError) => backend.watchActivity(uid, next, onError));

    describe('activity', () => {
      it("lists others' comments and likes on the member's posts, newest first, live", async () => {
        const me = await signUp(a);
        const other = await signUp(b);
        const postId = await publish(a, { title: '我的文章' });
        const live = activityOf(a, me.uid);
        await expect.poll(() => shown(live.last())).toEqual([]);

        await a.addComment(postId, '自己的留言');
        await b.addComment(postId, '別人的留言');
        await expect.poll(() => shown(live.last())).toEqual([`comment ${postId} ${other.uid}`]);
        await b.setLike(postId, true);
        await expect
          .poll(() => shown(live.last()))
          .toEqual([`likes ${postId} 我的文章 1`, `comment ${postId} ${other.uid}`]);
        expect(news(live.last())).toBe(2);
        expect(live.errors).toEqual([]);
      });

      it("quotes a comment's first line, trimmed and cut to 60 characters", async () => {
        const me = await signUp(a);
        await signUp(b);
        const postId = await publish(a, { title: '我的文章' });
        const live = activityOf(a, me.uid);
        await b.addComment(postId, '\n  第一行的話  \n第二行');
        await b.addComment(postId, '長'.repeat(61));
        await expect
          .poll(() => live.last()?.items.map((item) => (item.kind === 'comment' ? item.quote : '')))
          .toEqual([`${'長'.repeat(60)}…`, '第一行的話']);
      });

      it('an unlike leaves the post where its last like put it; nothing of others shows', async () => {
        const me = await signUp(a);
        await signUp(b);
        const mine = await publish(a, { title: '我的' });
        const theirs = await publish(b, { title: '別人的' });
        await b.setLike(mine, true);
        await a.addComment(theirs, '我在別人的文章留言');
        await a.setLike(theirs, true);
        await b.setLike(mine, false);

        const activity = await once<Activity>((next, onError) =>
          a.watchActivity(me.uid, next, onError),
        );
        expect(shown(activity)).toEqual([`likes ${mine} 我的 0`]);
      });

      it('marking seen counts nothing new, on every tab of the member', async () => {
        const me = await signUp(a);
        await signUp(b);
        const postId = await publish(a);
        await b.addComment(postId, '第一則');
        const tab = await tabOf(a);
        const here = activityOf(a, me.uid);
        const there = activityOf(tab, me.uid);
        await expect.poll(() => news(there.last())).toBe(1);

        await a.markActivitySeen();
        await expect.poll(() => news(here.last())).toBe(0);
        await expect.poll(() => news(there.last())).toBe(0);
        await b.addComment(postId, '第二則');
        await expect.poll(() => news(there.last())).toBe(1);
        expect(there.last()?.items).toHaveLength(2);
      });

      it("refuses another member's activity, and a visitor's mark", async () => {
        await signUp(a);
        const other = await signUp(b);
        const read = once<Activity>((next, onError) => a.watchActivity(other.uid, next, onError));
        expect(await codeOf(read)).toBe('permission-denied');
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
