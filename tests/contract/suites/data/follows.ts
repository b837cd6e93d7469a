import { describe, expect, it } from 'vitest';
import type { FollowActivityItem } from '../../../../src/backend/core/followsApi';
import { followsRead, type Follows } from '../../../../src/backend/core/followsApi';
import type { Backend, PostFilter } from '../../../../src/backend/types';
import { followLimits } from '../../../../src/lib/limits';
import { codeOf } from '../../../support/codeOf';
import {
  dataContractHarness,
  titles,
  type DataContractOptions,
  type MakeBackends,
} from './harness';

/** Follows (issue 39): the member's own lists, their bounds, and the 追蹤中 list they make. */
export function followsContract(makeBackends: MakeBackends, options: DataContractOptions) {
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { newTopic, once, record, posts, comments, signUp, publish } = dataContractHarness(
      makeBackends,
      options,
      (...clients) => ([a, b] = clients),
    );
    /** The member's follows as their lists, without whether the server has them yet. */
    const followsOf = (backend: Backend, uid: string) =>
      once<Pick<Follows, 'authors' | 'topics' | 'posts'>>((next, onError) =>
        backend.watchFollows(
          uid,
          ({ authors, topics, posts }) => next({ authors, topics, posts }),
          onError,
        ),
      );

    describe('follows', () => {
      it('follows and leaves an author, a topic and a post, live, in the order followed', async () => {
        const author = await signUp(b);
        const postId = await publish(b);
        const me = await signUp(a);
        const live = record<Follows>((next, onError) => a.watchFollows(me.uid, next, onError));

        await a.setFollow('author', author.uid, true);
        await a.setFollow('topic', '電影', true);
        await a.setFollow('topic', '美食', true);
        await a.setFollow('post', postId, true);
        // Following again changes nothing.
        await a.setFollow('topic', '電影', true);
        await expect
          .poll(() => live.last() && { ...live.last(), pending: undefined })
          .toEqual({
            authors: [author.uid],
            topics: ['電影', '美食'],
            posts: [postId],
            followedAt: { [postId]: expect.any(Number) },
            pending: undefined,
          });
        await a.setFollow('topic', '電影', false);
        await a.setFollow('author', author.uid, false);
        await expect.poll(() => live.last()?.topics).toEqual(['美食']);
        await expect.poll(() => live.last()?.authors).toEqual([]);
        expect(live.errors).toEqual([]);
      });

      it("a member's follows are theirs alone, and never themself", async () => {
        const other = await signUp(b);
        const me = await signUp(a);
        expect(await followsOf(a, me.uid)).toEqual({ authors: [], topics: [], posts: [] });
        expect(await codeOf(followsOf(a, other.uid))).toBe('permission-denied');
        expect(await codeOf(a.setFollow('author', me.uid, true))).toBe('invalid-argument');
        expect(await codeOf(a.setFollow('post', 'not a post id', true))).toBe('invalid-argument');
        expect(await codeOf(a.setFollow('topic', '運動/x', true))).toBe('invalid-argument');
        await a.signOut();
        expect(await codeOf(a.setFollow('topic', '電影', true))).toBe('unauthenticated');
      });

      it('authors and topics together stop at the bound; posts keep the newest followed', async () => {
        const me = await signUp(a);
        const topics = Array.from({ length: followLimits.feed }, (_, i) => `話題${i}`);
        for (const topic of topics) await a.setFollow('topic', topic, true);
        expect(await codeOf(a.setFollow('topic', '再一個', true))).toBe('follow-limit');
        expect(await codeOf(a.setFollow('author', 'someone', true))).toBe('follow-limit');
        await a.setFollow('topic', topics[0]!, false);
        expect(await codeOf(a.setFollow('author', 'someone', true))).toBe('resolved');

        const postIds = Array.from(
          { length: followLimits.posts + 1 },
          (_, i) => `p${String(i).padStart(19, '0')}`,
        );
        for (const id of postIds) await a.setFollow('post', id, true);
        await expect.poll(async () => (await followsOf(a, me.uid)).posts).toEqual(postIds.slice(1));
      });

      it('a member follows the posts they publish', async () => {
        const me = await signUp(a);
        const postId = await publish(a);
        await expect.poll(async () => (await followsOf(a, me.uid)).posts).toEqual([postId]);
      });
    });

    describe('追蹤中', () => {
      it("lists the followed authors' posts and the followed topics', newest first", async () => {
        const author = await signUp(b);
        const topic = await newTopic();
        const other = await newTopic();
        await publish(b, { title: 'b1', topic: other });
        await publish(b, { title: 'b2', topic: other });
        await signUp(b);
        await publish(b, { title: 'a1', topic });
        await publish(b, { title: 'a2', topic: other });
        await publish(b, { title: 'a3', topic });
        await signUp(a);
        const filter: PostFilter = { kind: 'following', authors: [author.uid], topics: [topic] };

        // Both members and both topics are new: nothing else is in this list. Two members' posts
        // written in one millisecond may come either way (the tie goes by id); each one's are in order.
        const page = titles(await posts(a, filter, { limit: 4 }));
        expect([...page].sort()).toEqual(['a1', 'a3', 'b1', 'b2']);
        expect(page.indexOf('a3')).toBeLessThan(page.indexOf('a1'));
        expect(page.indexOf('b2')).toBeLessThan(page.indexOf('b1'));
        const rest = titles(await posts(a, filter, { limit: 5 }));
        expect(rest).toHaveLength(4);
        const none: PostFilter = { kind: 'following', authors: [], topics: [] };
        expect(await posts(a, none, { limit: 4 })).toEqual([]);
      });
    });

    describe('通知 of follows', () => {
      /** What each item says: whose new post, or how many new comments on which post. */
      const shown = (items: FollowActivityItem[] | undefined) =>
        items?.map((item) =>
          item.kind === 'newPost'
            ? `newPost ${item.title} ${item.uid}`
            : `followedPost ${item.title} ${item.comments.length}`,
        );

      it("a followed author's new posts, and a followed post's comments since the member's own", async () => {
        const author = await signUp(b);
        const postId = await publish(b, { title: '被追蹤的文章' });
        const me = await signUp(a);
        await a.setFollow('author', author.uid, true);
        await a.setFollow('post', postId, true);
        const followed = { uid: me.uid, authors: [author.uid], posts: [postId], followedAt: {} };
        const live = record<FollowActivityItem[]>((next, onError) =>
          a.watchFollowActivity(followed, next, onError),
        );
        await expect.poll(() => shown(live.last())).toEqual([`newPost 被追蹤的文章 ${author.uid}`]);

        await b.addComment(postId, '第一則');
        await b.addComment(postId, '第二則');
        await expect
          .poll(() => shown(live.last())?.sort())
          .toEqual(['followedPost 被追蹤的文章 2', `newPost 被追蹤的文章 ${author.uid}`]);
        // The member takes part: what came before is no longer new to them.
        await a.addComment(postId, '我也來');
        await expect.poll(() => shown(live.last())).toEqual([`newPost 被追蹤的文章 ${author.uid}`]);
        await b.publishPost({ title: '新文章', content: '內容', topic: '生活' }, null);
        await expect
          .poll(() => shown(live.last()))
          .toEqual([`newPost 新文章 ${author.uid}`, `newPost 被追蹤的文章 ${author.uid}`]);
        expect(live.errors).toEqual([]);
      });

      it('a followed post tells of the comments written after the follow only (issue 49)', async () => {
        await signUp(b);
        const postId = await publish(b, { title: '後來追蹤的文章' });
        await b.addComment(postId, '追蹤前的留言');
        const me = await signUp(a);
        // The server holds it (the other member reads it there), and the clock has moved on since.
        const [before] = await comments(a, postId);
        if (!before) throw new Error('the comment was not written');
        await expect.poll(() => Date.now()).toBeGreaterThan(before.createdAt);
        await a.setFollow('post', postId, true);
        const mine = record<Follows>((next, onError) => a.watchFollows(me.uid, next, onError));
        await expect.poll(() => mine.last()?.followedAt[postId]).toBeGreaterThan(before.createdAt);

        const followed = followsRead(me.uid, mine.last()!);
        const live = record<FollowActivityItem[]>((next, onError) =>
          a.watchFollowActivity(followed, next, onError),
        );
        await expect.poll(() => shown(live.last())).toEqual([]);
        await b.addComment(postId, '追蹤後的留言');
        await expect.poll(() => shown(live.last())).toEqual(['followedPost 後來追蹤的文章 1']);
        await a.setFollow('post', postId, false);
        await expect.poll(() => mine.last()?.followedAt).toEqual({});
        expect(live.errors).toEqual([]);
      });

      it("leaves out the member's own posts (each comment on them is told already)", async () => {
        const me = await signUp(a);
        const postId = await publish(a, { title: '我的文章' });
        await signUp(b);
        await b.addComment(postId, '留言');
        const followed = { uid: me.uid, authors: [], posts: [postId], followedAt: {} };
        const items = await once<FollowActivityItem[]>((next, onError) =>
          a.watchFollowActivity(followed, next, onError),
        );
        expect(items).toEqual([]);
      });
    });
  });
}
