/** Editing a post: its author's, within the limits, never the counters or who wrote it. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { characters, post, postId, storageUrl } from './fixtures';
import { alice, bob, env, firestoreOf, firestoreRulesSuite, visitor } from './setup';

firestoreRulesSuite(() => {
  describe('posts: editing', () => {
    it('the author edits title, content, topic, picture and search tokens', async () => {
      await assertSucceeds(
        updateDoc(post(alice), {
          title: '晴天的咖啡廳',
          content: '雨停了。',
          topic: '美食',
          imageUrl: storageUrl(postId, '9d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60'),
          thumbUrl: storageUrl(`${postId}_thumb`, '9d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f61'),
          searchTokens: ['晴', '天', '晴天'],
        }),
      );
    });

    it('the author moves a post only to a topic of `topics`', async () => {
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'topics', '美食', 'x', 'y'), { name: 'y', order: 9 }),
      );
      await assertFails(updateDoc(post(alice), { topic: '音樂' }));
      await assertFails(updateDoc(post(alice), { topic: '美食/x/y' }));
      await assertSucceeds(updateDoc(post(alice), { topic: '美食' }));
    });

    it('a post whose topic was removed keeps it through other edits', async () => {
      await env.withSecurityRulesDisabled((context) =>
        deleteDoc(doc(firestoreOf(context), 'topics', '生活')),
      );
      await assertFails(updateDoc(post(alice), { topic: '音樂' }));
      await assertSucceeds(updateDoc(post(alice), { title: '新標題' }));
    });

    it("no one edits another member's post", async () => {
      await assertFails(updateDoc(post(bob), { title: 'pwned' }));
      await assertFails(updateDoc(post(bob), { content: 'pwned', searchTokens: [] }));
      await assertFails(updateDoc(post(visitor), { title: 'pwned' }));
      await assertSucceeds(updateDoc(post(alice), { title: 'mine' }));
    });

    it('the author cannot change uid, author or createdAt', async () => {
      await assertFails(updateDoc(post(alice), { uid: 'bob' }));
      await assertFails(updateDoc(post(alice), { 'author.displayName': 'Someone else' }));
      await assertFails(updateDoc(post(alice), { 'author.uid': 'bob' }));
      await assertFails(updateDoc(post(alice), { createdAt: Timestamp.now() }));
      await assertFails(updateDoc(post(alice), { createdAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(post(alice), { title: '新標題' }));
    });

    it('the author cannot set the counters or add fields', async () => {
      await assertFails(updateDoc(post(alice), { commentsCount: 99 }));
      await assertFails(updateDoc(post(alice), { likeCount: 99 }));
      await assertFails(updateDoc(post(alice), { likeBy: ['carol', 'bob', 'dave'] }));
      await assertFails(updateDoc(post(alice), { title: '新標題', pinned: true }));
      await assertSucceeds(updateDoc(post(alice), { title: '新標題' }));
    });

    it('edits keep the size limits', async () => {
      await assertFails(updateDoc(post(alice), { title: characters(101) }));
      await assertFails(updateDoc(post(alice), { content: characters(5001) }));
      await assertFails(updateDoc(post(alice), { title: '' }));
      await assertFails(updateDoc(post(alice), { title: ' \n ' }));
      await assertFails(
        updateDoc(post(alice), { searchTokens: [characters(5000), characters(5001)] }),
      );
      await assertSucceeds(
        updateDoc(post(alice), { title: characters(100), content: characters(5000) }),
      );
    });

    it("a new picture is one of the post's own; an unchanged one is kept as it is", async () => {
      await assertFails(updateDoc(post(alice), { imageUrl: 'https://tracker.example/p.gif' }));
      await assertFails(updateDoc(post(alice), { imageUrl: storageUrl('other') }));
      await assertFails(updateDoc(post(alice), { thumbUrl: 'https://tracker.example/p.gif' }));
      await assertFails(updateDoc(post(alice), { thumbUrl: storageUrl(postId) }));
      await env.withSecurityRulesDisabled(async (context) => {
        // A post stored before pictures were checked.
        await updateDoc(post(firestoreOf(context)), { imageUrl: 'https://old.example/p.jpg' });
      });
      await assertSucceeds(updateDoc(post(alice), { title: '只改標題' }));
      await assertSucceeds(updateDoc(post(alice), { imageUrl: storageUrl(postId, 'a1b2') }));
      await assertSucceeds(updateDoc(post(alice), { thumbUrl: storageUrl(`${postId}_thumb`) }));
    });
  });
});
