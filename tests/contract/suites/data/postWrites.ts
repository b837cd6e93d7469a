import { describe, expect, it } from 'vitest';
import type { Backend, PostPatch } from '../../../../src/backend/types';
import { postBudget, textLimits } from '../../../../src/lib/limits';
import { codeOf } from '../../../support/codeOf';
import { autoId } from '../../../../src/backend/core/ids';
import {
  dataContractHarness,
  unique,
  atLength,
  ids,
  type DataContractOptions,
  type MakeBackends,
} from './harness';

/** Post writes: publishing, editing and deleting, by their author, within the limits. */
export function postWritesContract(makeBackends: MakeBackends, options: DataContractOptions) {
  const { repeatPostId, addTopic } = options;
  describe('data contract', () => {
    let a: Backend;
    let b: Backend;
    const { newTopic, pacedMember, posts, post, comments, likeCount, profilesOf, signUp, publish } =
      dataContractHarness(makeBackends, options, (...clients) => ([a, b] = clients));

    describe('publishing and editing', () => {
      it('writes the complete post in one write with the author profile, without pictures', async () => {
        const writerName = unique('寫手');
        const writer = await signUp(a, writerName);
        const before = Date.now();
        const draft = { title: '標題', content: '內容', topic: '美食' };
        const id = await a.publishPost(draft, null);

        const written = await post(b, id);
        expect(written).toEqual({
          id,
          ...draft,
          createdAt: expect.any(Number),
          author: { uid: writer.uid, displayName: writerName, photoURL: writer.photoURL },
          imageUrl: '',
          thumbUrl: '',
          uid: writer.uid,
          likeCount: 0,
          commentsCount: 0,
          hidden: false,
        });
        // Server clocks may differ from this one a little.
        expect(Math.abs((written?.createdAt ?? 0) - before)).toBeLessThan(60_000);

        const profiles = await profilesOf(b, [writer.uid, unique('nobody')]);
        expect([...profiles.values()]).toEqual([
          {
            uid: writer.uid,
            displayName: writerName,
            photoURL: writer.photoURL,
            // memberSince: stamped when they registered (activity.ts checks it).
            joinedAt: expect.any(Number) as number,
          },
        ]);
      });

      it('writes a text post once when it is sent twice with the id chosen for it', async () => {
        await signUp(b);
        const writer = await signUp(a);
        const chosen = autoId();
        const draft = { title: unique('一次'), content: '內容', topic: '美食' };

        expect(await a.publishPost(draft, null, undefined, { id: chosen })).toBe(chosen);
        expect(await a.publishPost(draft, null, undefined, { id: chosen })).toBe(chosen);

        expect(await post(b, chosen)).toMatchObject(draft);
        expect(await b.countAuthorPosts(writer.uid)).toBe(1);
        // Other texts at that id, or another member's post there, are no resend.
        const other = { ...draft, content: '別的內容' };
        expect(await codeOf(a.publishPost(other, null, undefined, { id: chosen }))).not.toBe(
          'resolved',
        );
        expect(await codeOf(b.publishPost(draft, null, undefined, { id: chosen }))).not.toBe(
          'resolved',
        );
        expect(await post(b, chosen)).toMatchObject(draft);
      });

      it('needs a signed-in member', async () => {
        expect(await codeOf(publish(b))).toBe('unauthenticated');
      });

      it("keeps the author's e-mail address out of what visitors and other members read", async () => {
        const writer = await signUp(a, unique('寫手'));
        const id = await publish(a);
        await a.addComment(id, '留言');
        const visible = async () =>
          JSON.stringify([await post(b, id), await posts(b, { kind: 'all' }, { limit: 4 })]);
        expect(await visible()).toContain(writer.uid);
        expect(await visible()).not.toContain(writer.email);
        const reader = await signUp(b);
        expect(await visible()).not.toContain(writer.email);
        const seen = JSON.stringify([
          await comments(b, id),
          await profilesOf(b, [writer.uid, reader.uid]),
        ]);
        expect(seen).toContain('留言');
        expect(seen).not.toContain(writer.email);
      });

      it('never gives a deleted post id to a new post, even when the draw repeats it', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a, { title: '會被刪掉' });
        await b.addComment(id, '舊留言');
        await a.deletePost(id);
        repeatPostId(id);
        expect(await codeOf(publish(a, { title: '冒名頂替' }))).toBe('permission-denied');
        repeatPostId(id);
        expect(await codeOf(publish(b, { title: '冒名頂替' }))).toBe('permission-denied');
        expect(await codeOf(a.updatePost(id, { title: '復活' }, null))).toBe('not-found');
        expect(await post(b, id)).toBeNull();
        expect(await comments(b, id)).toEqual([]);
      });

      it('takes no picture address from the caller, only from its own uploads', async () => {
        await signUp(a);
        const pixel = { imageUrl: 'https://tracker.example/pixel.gif', thumbUrl: '/seed/x.svg' };
        // As a caller outside TypeScript could pass them.
        const draft = { title: '追蹤', content: '內容', topic: '生活', ...pixel };
        const id = await a.publishPost(draft, null);
        expect(await post(b, id)).toMatchObject({ title: '追蹤', imageUrl: '', thumbUrl: '' });
        await a.updatePost(id, { title: '改過', ...pixel } as PostPatch, null);
        expect(await post(b, id)).toMatchObject({ title: '改過', imageUrl: '', thumbUrl: '' });
      });

      it('refuses blank and over-long texts, leaving nothing behind', async () => {
        await signUp(a);
        const topic = await newTopic();
        for (const draft of [
          { title: '  ', topic },
          { content: '', topic },
          { title: atLength(textLimits.title + 1), topic },
          { content: atLength(textLimits.content + 1), topic },
        ]) {
          expect(await codeOf(publish(a, draft))).toBe('invalid-argument');
        }
        expect(await posts(b, { kind: 'topic', topic }, { limit: 4 })).toEqual([]);
        const id = await publish(a, { topic });
        expect(await codeOf(a.updatePost(id, { title: ' ' }, null))).toBe('invalid-argument');
        expect(
          await codeOf(a.updatePost(id, { content: atLength(textLimits.content + 1) }, null)),
        ).toBe('invalid-argument');
      });

      it(`takes a title of exactly ${textLimits.title}, a content of ${textLimits.content} and a topic of ${textLimits.topic} characters, refusing a longer topic`, async () => {
        await signUp(a);
        const [title, content] = [atLength(textLimits.title), atLength(textLimits.content)];
        const id = await publish(a, { title, content });
        expect(await post(b, id)).toMatchObject({ title, content });
        expect(await codeOf(publish(a, { topic: atLength(textLimits.topic + 1) }))).toBe(
          'invalid-argument',
        );
        const topic = atLength(textLimits.topic);
        await addTopic(topic);
        expect((await post(b, await publish(a, { topic })))?.topic).toBe(topic);
        const edited = atLength(textLimits.title, '改');
        await a.updatePost(id, { title: edited }, null);
        expect((await post(b, id))?.title).toBe(edited);
      });

      it('lets only the author edit a post, and rewrites its search tokens', async () => {
        const writer = await signUp(a);
        await signUp(b);
        const [oldWord, newWord] = [unique('Old'), unique('New')];
        const id = await publish(a, { title: oldWord, topic: '電影' });
        await b.setLike(id, true);

        expect(await codeOf(b.updatePost(id, { title: 'taken over' }, null))).toBe(
          'permission-denied',
        );
        await a.updatePost(id, { title: newWord, topic: '旅遊' }, null);

        expect(await post(b, id)).toMatchObject({
          title: newWord,
          content: '內容',
          topic: '旅遊',
          uid: writer.uid,
        });
        expect(await likeCount(b, id)).toBe(1);
        expect(ids(await b.searchPosts(newWord, 20))).toEqual([id]);
        expect(await b.searchPosts(oldWord, 20)).toEqual([]);
      });

      it(`publishes on a budget: ${postBudget.writes} posts in a row are taken (two tabs, a post finished beside a new one), one more within ${postBudget.seconds} s is rate-limited and not stored`, async () => {
        const member = await pacedMember();
        const word = unique('flood');
        const taken: string[] = [];
        for (let i = 0; i < postBudget.writes; i++)
          taken.push(await publish(member, { title: word }));
        expect(await codeOf(publish(member, { title: word }))).toBe('rate-limited');
        expect(ids(await b.searchPosts(word, 10)).sort()).toEqual(taken.sort());
      });

      it('edits at a pace: a second edit within 2 s is rate-limited and the first stands; after 2 s it goes through', async () => {
        const member = await pacedMember();
        const id = await publish(member, { title: '原本', topic: '電影' });
        await member.updatePost(id, { title: '第一次改' }, null);
        expect(
          await codeOf(member.updatePost(id, { title: '第二次改', topic: '旅遊' }, null)),
        ).toBe('rate-limited');
        expect(await post(member, id)).toMatchObject({ title: '第一次改', topic: '電影' });

        await new Promise((resolve) => setTimeout(resolve, 2100));
        await member.updatePost(id, { title: '第二次改', topic: '旅遊' }, null);
        expect(await post(member, id)).toMatchObject({ title: '第二次改', topic: '旅遊' });
      });

      it('publishes in, and moves a post to, a topic of `topics` only', async () => {
        await signUp(a);
        const topic = await newTopic();
        const nowhere = unique('nowhere');
        expect(await codeOf(publish(a, { topic: nowhere }))).toBe('permission-denied');
        // A name holding '/' is no topic, whatever a path built from it would name.
        expect(await codeOf(publish(a, { topic: `${topic}/x/y` }))).toBe('permission-denied');
        expect(await posts(b, { kind: 'topic', topic: nowhere }, { limit: 4 })).toEqual([]);
        const id = await publish(a, { topic });
        expect(ids(await posts(b, { kind: 'topic', topic }, { limit: 4 }))).toEqual([id]);

        expect(await codeOf(a.updatePost(id, { topic: nowhere }, null))).toBe('permission-denied');
        expect((await post(b, id))?.topic).toBe(topic);
        await a.updatePost(id, { topic: '美食' }, null);
        expect((await post(b, id))?.topic).toBe('美食');
      });

      it('lets only the author delete a post, with its comments', async () => {
        await signUp(a);
        await signUp(b);
        const id = await publish(a);
        await b.addComment(id, 'hello');

        expect(await codeOf(b.deletePost(id))).toBe('permission-denied');
        expect(await post(b, id)).not.toBeNull();
        await a.deletePost(id);
        expect(await post(b, id)).toBeNull();
        expect(await comments(b, id)).toEqual([]);
      });
    });
  });
}
