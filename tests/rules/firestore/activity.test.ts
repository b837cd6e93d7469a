/**
 * Activity (issue 30): the comments that notify a member, their posts by the latest like, and when
 * they last looked; and memberSince. Each refusal beside the legitimate write or read it bends.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { idOf, newComment, past } from './fixtures';
import { alice, bob, firestoreRulesSuite, member } from './setup';
import { commentBatch, likeBatch } from './writes';

const commentsFor = (db: Firestore, uid: string, size = 50) =>
  query(
    collectionGroup(db, 'comments'),
    where('notify', '==', uid),
    where('hidden', '==', false),
    orderBy('createdAt', 'desc'),
    limit(size),
  );

const likedPostsOf = (db: Firestore, uid: string) =>
  query(
    collection(db, 'posts'),
    where('uid', '==', uid),
    orderBy('lastLikedAt', 'desc'),
    limit(50),
  );

const seen = (db: Firestore, uid: string) => doc(db, 'activitySeen', uid);

firestoreRulesSuite(() => {
  describe('activity', () => {
    it("a comment notifies the post's author, and no one else", async () => {
      await assertFails(
        commentBatch(bob, newComment('bob', { notify: 'bob' }), { id: idOf('c2') }),
      );
      await assertFails(commentBatch(bob, newComment('bob', { notify: '' }), { id: idOf('c2') }));
      const silent = newComment('bob');
      delete silent.notify;
      await assertFails(commentBatch(bob, silent, { id: idOf('c2') }));
      await assertSucceeds(commentBatch(bob, newComment('bob'), { id: idOf('c2') }));
    });

    it('the author commenting on their own post notifies no one', async () => {
      await assertFails(
        commentBatch(alice, newComment('alice', { notify: 'alice' }), { id: idOf('c2') }),
      );
      await assertSucceeds(commentBatch(alice, newComment('alice'), { id: idOf('c2') }));
    });

    it('a like stamps lastLikedAt with its time; an unlike leaves it', async () => {
      await assertFails(likeBatch(bob, 'bob', { likedAt: Timestamp.fromMillis(Date.now() + 1e9) }));
      await assertFails(likeBatch(bob, 'bob', { likedAt: null }));
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertFails(likeBatch(bob, 'bob', { delta: -1, likedAt: serverTimestamp() }));
      await assertSucceeds(likeBatch(bob, 'bob', { delta: -1 }));
    });

    it('a member lists the comments that notify them, no one else does', async () => {
      await assertSucceeds(commentBatch(bob, newComment('bob'), { id: idOf('c2') }));
      await assertSucceeds(getDocs(commentsFor(alice, 'alice')));
      await assertFails(getDocs(commentsFor(bob, 'alice')));
      await assertFails(getDocs(commentsFor(alice, 'alice', 51)));
      // Without hidden == false it could hold comments a moderator hid.
      await assertFails(
        getDocs(
          query(collectionGroup(alice, 'comments'), where('notify', '==', 'alice'), limit(5)),
        ),
      );
    });

    it('a member lists their own posts by their last like, no one else does', async () => {
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertSucceeds(getDocs(likedPostsOf(alice, 'alice')));
      await assertFails(getDocs(likedPostsOf(bob, 'alice')));
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
