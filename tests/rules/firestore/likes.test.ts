/** Likes: one record per member beside a count moved by exactly one. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paceBudgets } from '../../../src/lib/limits';
import { idOf, like, past, post, postId, postThrottle, storedPost } from './fixtures';
import { alice, bob, carol, env, firestoreOf, firestoreRulesSuite, visitor } from './setup';
import { deletePostBatch, likeBatch, likeCountOf, likeStamp, paced, stampOn } from './writes';

firestoreRulesSuite(() => {
  describe('likes', () => {
    it('a member likes with their own record and +1, and unlikes with its deletion and -1', async () => {
      await assertSucceeds(likeBatch(bob, 'bob'));
      expect(await likeCountOf()).toBe(2);
      await assertSucceeds(getDoc(like(bob, 'bob')));
      await assertSucceeds(likeBatch(bob, 'bob', { delta: -1 }));
      expect(await likeCountOf()).toBe(1);
      await assertSucceeds(likeBatch(carol, 'carol', { delta: -1 }));
      expect(await likeCountOf()).toBe(0);
    });

    it('the author likes their own post like anyone', async () => {
      await assertSucceeds(likeBatch(alice, 'alice'));
    });

    it('a second +1 with the one record is refused', async () => {
      await assertFails(likeBatch(carol, 'carol'));
      await assertFails(likeBatch(carol, 'carol', { record: 'none' }));
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertFails(likeBatch(bob, 'bob'));
      expect(await likeCountOf()).toBe(2);
    });

    it('a count moved without its record is refused, either way', async () => {
      await assertFails(likeBatch(bob, 'bob', { record: 'none' }));
      await assertFails(likeBatch(carol, 'carol', { delta: -1, record: 'none' }));
      await assertFails(likeBatch(bob, 'bob', { counted: 0 }));
      await assertFails(likeBatch(carol, 'carol', { delta: -1, counted: 0 }));
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertSucceeds(likeBatch(carol, 'carol', { delta: -1 }));
    });

    it('a count moved by 2, or the wrong way, is refused', async () => {
      await assertFails(likeBatch(bob, 'bob', { counted: 2 }));
      await assertFails(likeBatch(bob, 'bob', { counted: -1 }));
      await assertFails(likeBatch(carol, 'carol', { delta: -1, counted: -2 }));
      await assertFails(likeBatch(carol, 'carol', { delta: -1, counted: 1 }));
      await assertSucceeds(likeBatch(bob, 'bob'));
    });

    it('the count never goes below 0', async () => {
      await assertSucceeds(likeBatch(carol, 'carol', { delta: -1 }));
      await assertFails(updateDoc(post(bob), { likeCount: increment(-1) }));
      await assertFails(likeBatch(carol, 'carol', { delta: -1 }));
      expect(await likeCountOf()).toBe(0);
    });

    it("a record for another member, or deleting another member's, is refused", async () => {
      await assertFails(likeBatch(bob, 'dave'));
      await assertFails(likeBatch(bob, 'carol', { delta: -1 }));
      await assertFails(likeBatch(visitor, 'dave'));
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertSucceeds(likeBatch(carol, 'carol', { delta: -1 }));
    });

    it('a like or unlike is paced: without its stamp, under a stamp naming another post, or past the budget of 10 in the window, it is refused', async () => {
      await assertFails(likeBatch(bob, 'bob', { stamp: false }));
      await assertFails(likeBatch(carol, 'carol', { delta: -1, stamp: false }));
      await paced(bob);
      const elsewhere = writeBatch(bob);
      elsewhere.set(like(bob, 'bob'), { createdAt: serverTimestamp() });
      elsewhere.update(post(bob), { likeCount: increment(1) });
      stampOn(elsewhere, bob, idOf('other'), likeStamp());
      await assertFails(elsewhere.commit());
      await assertSucceeds(likeBatch(bob, 'bob'));
      // Toggles sent back to back (a queue replayed) are counted in the window the first opened.
      for (let i = 1; i < paceBudgets.like.writes; i++) {
        await assertSucceeds(
          likeBatch(bob, 'bob', { delta: i % 2 ? -1 : 1, pace: false, more: true }),
        );
      }
      expect(await likeCountOf()).toBe(1);
      // The toggle flood: one more in the window, counted or opening another, is refused.
      await assertFails(likeBatch(bob, 'bob', { pace: false, more: true }));
      await assertFails(likeBatch(bob, 'bob', { pace: false }));
      expect(await likeCountOf()).toBe(1);
      await env.withSecurityRulesDisabled((context) =>
        setDoc(
          postThrottle(firestoreOf(context), 'bob'),
          { likeAt: Timestamp.fromMillis(Date.now() - (paceBudgets.like.seconds + 1) * 1000) },
          { merge: true },
        ),
      );
      await assertSucceeds(likeBatch(bob, 'bob', { pace: false }));
      expect(await likeCountOf()).toBe(2);
    });

    it("the pace is the post's: a like of another post at once goes through, as two likes queued offline are sent back to back", async () => {
      const other = idOf('other');
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'posts', other), { ...storedPost(), likeCount: 0 }),
      );
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertSucceeds(likeBatch(bob, 'bob', { id: other, pace: false }));
      // The same post again at once: a second window is refused, one more in the first is taken.
      await assertFails(likeBatch(bob, 'bob', { id: other, delta: -1, pace: false }));
      await assertSucceeds(
        likeBatch(bob, 'bob', { id: other, delta: -1, pace: false, more: true }),
      );
    });

    it('a record holds its time only, and is not changed afterwards', async () => {
      const write = async (data: DocumentData) => {
        await paced(bob);
        const batch = writeBatch(bob);
        batch.set(like(bob, 'bob'), data);
        batch.update(post(bob), { likeCount: increment(1) });
        stampOn(batch, bob, postId, likeStamp());
        return batch.commit();
      };
      await assertFails(write({ createdAt: serverTimestamp(), uid: 'bob' }));
      await assertFails(write({ createdAt: past }));
      await assertFails(updateDoc(like(carol, 'carol'), { createdAt: serverTimestamp() }));
      await assertSucceeds(write({ createdAt: serverTimestamp() }));
    });

    it('a like on a deleted post is refused', async () => {
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertSucceeds(likeBatch(bob, 'bob', { delta: -1 }));
      await assertSucceeds(deletePostBatch(alice));
      await assertFails(likeBatch(bob, 'bob'));
      await assertFails(setDoc(like(bob, 'bob'), { createdAt: serverTimestamp() }));
    });

    it('a like cannot carry other changes', async () => {
      const withExtra = async (changes: DocumentData) => {
        await paced(bob);
        const batch = writeBatch(bob);
        batch.set(like(bob, 'bob'), { createdAt: serverTimestamp() });
        batch.update(post(bob), { likeCount: increment(1), ...changes });
        stampOn(batch, bob, postId, likeStamp());
        return batch.commit();
      };
      await assertFails(withExtra({ title: 'pwned' }));
      await assertFails(withExtra({ commentsCount: increment(1) }));
      await assertFails(withExtra({ lastCommentId: 'x' }));
      await assertSucceeds(withExtra({}));
    });

    it('are read by their member only: no one lists who liked', async () => {
      const likes = (db: Firestore) => collection(db, 'posts', postId, 'likes');
      await assertFails(getDoc(like(bob, 'carol')));
      await assertFails(getDoc(like(visitor, 'carol')));
      await assertFails(getDocs(query(likes(alice), limit(10))));
      await assertFails(getDocs(query(likes(carol), limit(10))));
      await assertSucceeds(getDoc(like(carol, 'carol')));
      await assertSucceeds(getDoc(like(bob, 'bob')));
    });
  });
});
