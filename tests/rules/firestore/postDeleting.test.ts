/** Deleting a post: its author’s, with the tombstone that retires its id. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, getDoc, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { idOf, newPost, post, postId, tombstone } from './fixtures';
import { alice, bob, env, firestoreOf, firestoreRulesSuite, visitor } from './setup';
import { countOf, deletePostBatch, publish, uncommentBatch } from './writes';

firestoreRulesSuite(() => {
  describe('posts: deleting', () => {
    it('the author deletes their post only together with the tombstone that retires its id', async () => {
      await assertFails(deleteDoc(post(alice)));
      await assertSucceeds(deletePostBatch(alice));
      expect((await getDoc(post(visitor))).exists()).toBe(false);
    });

    it("no one else deletes a member's post, or retires its id", async () => {
      await assertFails(deletePostBatch(bob));
      await assertFails(deleteDoc(post(bob)));
      await assertFails(deleteDoc(post(visitor)));
      await assertFails(setDoc(tombstone(bob), { uid: 'bob' }));
      await assertFails(setDoc(tombstone(alice), { uid: 'alice' }));
      await assertSucceeds(deletePostBatch(alice));
    });

    it('a tombstone is written once, names its author, and is read by no one', async () => {
      await assertFails(
        (() => {
          const batch = writeBatch(alice);
          batch.delete(post(alice));
          batch.set(tombstone(alice), { uid: 'alice', title: 'x'.repeat(10_000) });
          return batch.commit();
        })(),
      );
      await assertSucceeds(deletePostBatch(alice));
      await assertFails(getDoc(tombstone(alice)));
      await assertFails(setDoc(tombstone(alice), { uid: 'alice' }));
      await assertFails(deleteDoc(tombstone(alice)));
    });

    it('a deleted id is never used again, so its comments cannot be re-attached', async () => {
      await assertSucceeds(deletePostBatch(alice));
      await assertFails(publish(alice, postId, newPost('alice', { imageUrl: '', thumbUrl: '' })));
      await assertFails(publish(bob, postId, newPost('bob', { imageUrl: '', thumbUrl: '' })));
      // The attack this stops: recreate, then count down a comment of the old post to -1.
      await assertFails(uncommentBatch(bob));
      await assertSucceeds(publish(alice, idOf('new'), newPost('alice')));
    });

    it('commentsCount never goes below zero', async () => {
      await env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(post(firestoreOf(context)), { commentsCount: 0 });
      });
      await assertFails(uncommentBatch(bob));
      await env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(post(firestoreOf(context)), { commentsCount: 1 });
      });
      await assertSucceeds(uncommentBatch(bob));
      expect(await countOf()).toBe(0);
    });
  });
});
