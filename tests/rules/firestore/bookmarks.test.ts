/** Bookmarks: a member's own list, bounded, of existing posts. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { bookmark, past, post } from './fixtures';
import { alice, bob, carol, firestoreRulesSuite, visitor } from './setup';
import { deletePostBatch, likeBatch } from './writes';

firestoreRulesSuite(() => {
  describe('bookmarks', () => {
    const bookmarks = (db: Firestore, uid: string) => collection(db, 'users', uid, 'bookmarks');
    const newestFirst = orderBy('createdAt', 'desc');

    it('a member bookmarks an existing post and removes the bookmark, in their own list', async () => {
      await assertSucceeds(setDoc(bookmark(bob, 'bob'), { createdAt: serverTimestamp() }));
      await assertSucceeds(getDocs(query(bookmarks(bob, 'bob'), newestFirst, limit(4))));
      await assertSucceeds(deleteDoc(bookmark(bob, 'bob')));
      await assertSucceeds(deleteDoc(bookmark(carol, 'carol')));
    });

    it("reading or listing another member's bookmarks is refused", async () => {
      await assertFails(getDocs(query(bookmarks(bob, 'carol'), newestFirst, limit(4))));
      await assertFails(getDocs(query(bookmarks(visitor, 'carol'), newestFirst, limit(4))));
      await assertFails(getDoc(bookmark(bob, 'carol')));
      await assertFails(getDoc(bookmark(alice, 'carol')));
      await assertSucceeds(getDocs(query(bookmarks(carol, 'carol'), newestFirst, limit(4))));
      await assertSucceeds(getDoc(bookmark(carol, 'carol')));
    });

    it('the list is bounded: no query without a limit, or over 200', async () => {
      await assertFails(getDocs(query(bookmarks(carol, 'carol'), newestFirst)));
      await assertFails(getDocs(query(bookmarks(carol, 'carol'), newestFirst, limit(201))));
      await assertSucceeds(getDocs(query(bookmarks(carol, 'carol'), newestFirst, limit(200))));
    });

    it("writing or deleting another member's bookmark is refused", async () => {
      await assertFails(setDoc(bookmark(bob, 'dave'), { createdAt: serverTimestamp() }));
      await assertFails(deleteDoc(bookmark(bob, 'carol')));
      await assertFails(setDoc(bookmark(visitor, 'dave'), { createdAt: serverTimestamp() }));
      await assertSucceeds(setDoc(bookmark(bob, 'bob'), { createdAt: serverTimestamp() }));
    });

    it('a bookmark holds the server time only, is not moved, and names an existing post', async () => {
      await assertFails(setDoc(bookmark(bob, 'bob'), { createdAt: past }));
      await assertFails(
        setDoc(bookmark(bob, 'bob'), { createdAt: serverTimestamp(), title: '雨天' }),
      );
      await assertFails(
        setDoc(bookmark(bob, 'bob', 'no-such-post'), { createdAt: serverTimestamp() }),
      );
      await assertFails(updateDoc(bookmark(carol, 'carol'), { createdAt: serverTimestamp() }));
      await assertSucceeds(setDoc(bookmark(bob, 'bob'), { createdAt: serverTimestamp() }));
    });

    it('a deleted post takes no new bookmark; an old one its member may still delete', async () => {
      await assertSucceeds(deletePostBatch(alice));
      await assertFails(setDoc(bookmark(bob, 'bob'), { createdAt: serverTimestamp() }));
      await assertSucceeds(deleteDoc(bookmark(carol, 'carol')));
    });

    it('no one can write who liked or bookmarked into the post, which everyone reads', async () => {
      await assertFails(updateDoc(post(bob), { likeBy: arrayUnion('bob') }));
      await assertFails(updateDoc(post(bob), { collectedBy: arrayUnion('bob') }));
      await assertFails(updateDoc(post(alice), { collectedBy: ['carol'] }));
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertSucceeds(setDoc(bookmark(bob, 'bob'), { createdAt: serverTimestamp() }));
      const stored = JSON.stringify((await getDoc(post(visitor))).data());
      expect(stored).not.toContain('bob');
      expect(stored).not.toContain('carol');
    });
  });
});
