/** Editing a post: its author's, within the limits, never the counters or who wrote it. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { characters, idOf, post, postId, storageUrl, throttle } from './fixtures';
import { alice, bob, env, firestoreOf, firestoreRulesSuite, visitor } from './setup';
import { editPost, editStamp, paced } from './writes';

firestoreRulesSuite(() => {
  describe('posts: editing', () => {
    it('the author edits title, content, topic, picture and search tokens', async () => {
      await assertSucceeds(
        editPost(alice, {
          title: '晴天的咖啡廳',
          content: '雨停了。',
          topic: '美食',
          imageUrl: storageUrl(postId, '9d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60'),
          thumbUrl: storageUrl(`${postId}_thumb`, '9d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f61'),
          searchTokens: ['晴', '天', '晴天'],
        }),
      );
    });

    it('an edit is paced: without its stamp, or within 2 s of the last one, it is refused', async () => {
      await assertFails(editPost(alice, { title: '沒蓋章' }, { stamp: false }));
      // A stamp naming another post lets no edit of this one through.
      await paced(alice);
      const elsewhere = writeBatch(alice);
      elsewhere.update(post(alice), { title: '別處的章' });
      elsewhere.set(throttle(alice, 'alice'), editStamp(idOf('other')), { merge: true });
      await assertFails(elsewhere.commit());
      await assertSucceeds(editPost(alice, { title: '第一次改' }));
      // Title and topic hopping: at once again.
      await assertFails(editPost(alice, { title: '第二次改', topic: '美食' }, { pace: false }));
      await assertSucceeds(editPost(alice, { title: '第二次改', topic: '美食' }));
    });

    it('the author moves a post only to a topic of `topics`', async () => {
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'topics', '美食', 'x', 'y'), { name: 'y', order: 9 }),
      );
      await assertFails(editPost(alice, { topic: '音樂' }));
      await assertFails(editPost(alice, { topic: '美食/x/y' }));
      await assertSucceeds(editPost(alice, { topic: '美食' }));
    });

    it('a post whose topic was removed keeps it through other edits', async () => {
      await env.withSecurityRulesDisabled((context) =>
        deleteDoc(doc(firestoreOf(context), 'topics', '生活')),
      );
      await assertFails(editPost(alice, { topic: '音樂' }));
      await assertSucceeds(editPost(alice, { title: '新標題' }));
    });

    it("no one edits another member's post", async () => {
      await assertFails(editPost(bob, { title: 'pwned' }));
      await assertFails(editPost(bob, { content: 'pwned', searchTokens: [] }));
      await assertFails(editPost(visitor, { title: 'pwned' }));
      await assertSucceeds(editPost(alice, { title: 'mine' }));
    });

    it('the author cannot change uid, author or createdAt', async () => {
      await assertFails(editPost(alice, { uid: 'bob' }));
      await assertFails(editPost(alice, { 'author.displayName': 'Someone else' }));
      await assertFails(editPost(alice, { 'author.uid': 'bob' }));
      await assertFails(editPost(alice, { createdAt: Timestamp.now() }));
      await assertFails(editPost(alice, { createdAt: serverTimestamp() }));
      await assertSucceeds(editPost(alice, { title: '新標題' }));
    });

    it('the author cannot set the counters or add fields', async () => {
      await assertFails(editPost(alice, { commentsCount: 99 }));
      await assertFails(editPost(alice, { likeCount: 99 }));
      await assertFails(editPost(alice, { likeBy: ['carol', 'bob', 'dave'] }));
      await assertFails(editPost(alice, { title: '新標題', pinned: true }));
      await assertSucceeds(editPost(alice, { title: '新標題' }));
    });

    it('edits keep the size limits', async () => {
      await assertFails(editPost(alice, { title: characters(101) }));
      await assertFails(editPost(alice, { content: characters(5001) }));
      await assertFails(editPost(alice, { title: '' }));
      await assertFails(editPost(alice, { title: ' \n ' }));
      await assertFails(editPost(alice, { searchTokens: [characters(5000), characters(5001)] }));
      await assertSucceeds(editPost(alice, { title: characters(100), content: characters(5000) }));
    });

    it("a new picture is one of the post's own; an unchanged one is kept as it is", async () => {
      await assertFails(editPost(alice, { imageUrl: 'https://tracker.example/p.gif' }));
      await assertFails(editPost(alice, { imageUrl: storageUrl('other') }));
      await assertFails(editPost(alice, { thumbUrl: 'https://tracker.example/p.gif' }));
      await assertFails(editPost(alice, { thumbUrl: storageUrl(postId) }));
      await env.withSecurityRulesDisabled(async (context) => {
        // A post stored before pictures were checked.
        await updateDoc(post(firestoreOf(context)), { imageUrl: 'https://old.example/p.jpg' });
      });
      await assertSucceeds(editPost(alice, { title: '只改標題' }));
      await assertSucceeds(editPost(alice, { imageUrl: storageUrl(postId, 'a1b2') }));
      await assertSucceeds(editPost(alice, { thumbUrl: storageUrl(`${postId}_thumb`) }));
    });
  });
});
