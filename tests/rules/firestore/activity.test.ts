/**
 * Activity (issue 30): whom a comment notifies, a like's time on its post, and when the member last
 * looked (the inbox of issue 47 is notices.test.ts); and memberSince. Each refusal beside the legitimate write or read it bends.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { idOf, newComment, past } from './fixtures';
import { alice, bob, firestoreRulesSuite, member } from './setup';
import { commentBatch, likeBatch } from './writes';

const seen = (db: Firestore, uid: string) => doc(db, 'activitySeen', uid);

firestoreRulesSuite(() => {
  describe('activity', () => {
    // 通知 reads the inbox (notices.test.ts): the fields issue 30's activity read by are not written.
    it('a comment carries no `notify`, a like stamps no `lastLikedAt`', async () => {
      await assertFails(
        commentBatch(bob, newComment('bob', { notify: 'alice' }), { id: idOf('c2') }),
      );
      await assertSucceeds(commentBatch(bob, newComment('bob'), { id: idOf('c2') }));
      await assertFails(likeBatch(bob, 'bob', { likedAt: serverTimestamp() }));
      await assertSucceeds(likeBatch(bob, 'bob'));
    });

    it("activitySeen is its member's alone: the server time, nothing else, never listed or deleted", async () => {
      await assertFails(setDoc(seen(alice, 'alice'), { seenAt: past }));
      await assertFails(setDoc(seen(alice, 'alice'), { seenAt: serverTimestamp(), x: 1 }));
      await assertFails(setDoc(seen(bob, 'alice'), { seenAt: serverTimestamp() }));
      await assertSucceeds(setDoc(seen(alice, 'alice'), { seenAt: serverTimestamp() }));
      await assertSucceeds(setDoc(seen(alice, 'alice'), { seenAt: serverTimestamp() }));
      await assertSucceeds(getDoc(seen(alice, 'alice')));
      await assertFails(getDoc(seen(bob, 'alice')));
      await assertFails(getDocs(query(collection(alice, 'activitySeen'), limit(1))));
      await assertFails(deleteDoc(seen(alice, 'alice')));
    });
  });

  describe('memberSince', () => {
    const register = (db: Firestore, uid: string, joinedAt: unknown) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'users', uid), { uid, displayName: uid, photoURL: '', joinedAt });
      batch.set(doc(db, 'names', uid), { uid });
      return batch.commit();
    };

    it('a new profile joins at the server time; no later write changes it', async () => {
      const dave = member('dave');
      await assertFails(register(dave, 'dave', past));
      await assertSucceeds(register(dave, 'dave', serverTimestamp()));
      const kept = { uid: 'dave', displayName: 'dave', photoURL: '' };
      await assertSucceeds(setDoc(doc(dave, 'users', 'dave'), kept, { merge: true }));
      await assertFails(
        setDoc(
          doc(dave, 'users', 'dave'),
          { ...kept, joinedAt: serverTimestamp() },
          { merge: true },
        ),
      );
      await assertFails(setDoc(doc(dave, 'users', 'dave'), kept));
    });
  });
});
