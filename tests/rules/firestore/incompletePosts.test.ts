/** Incomplete posts: the reservation of an id while its pictures upload, its author’s alone. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  characters,
  idOf,
  newPost,
  newReservation,
  past,
  postId,
  reservation,
  storageUrl,
} from './fixtures';
import { alice, bob, env, firestoreOf, firestoreRulesSuite, visitor } from './setup';
import { addProfile, paced, publish, reserve } from './writes';

firestoreRulesSuite(() => {
  describe('posts: incomplete (a reservation while the pictures upload)', () => {
    const id = idOf('res');
    const text = { imageUrl: '', thumbUrl: '' };
    const pictures = { imageUrl: storageUrl(id), thumbUrl: storageUrl(`${id}_thumb`) };

    /** The post's batch as publishPost writes it after the upload, `close` deciding the reservation. */
    async function closingBatch(db: Firestore, uid: string, data: DocumentData, close = true) {
      await paced(db);
      const batch = writeBatch(db);
      batch.set(doc(db, 'posts', id), data);
      addProfile(batch, db, { uid, displayName: uid, photoURL: '' });
      if (close) batch.delete(reservation(db, id));
      return batch.commit();
    }

    it('a member reserves an id with a stamp; only they can read or list it', async () => {
      await assertSucceeds(reserve(bob, id));
      await assertSucceeds(getDoc(reservation(bob, id)));
      await assertFails(getDoc(reservation(alice, id)));
      await assertFails(getDoc(reservation(visitor, id)));
      const mine = (db: Firestore, uid: string, max = 20) =>
        getDocs(
          query(
            collection(db, 'pendingPosts'),
            where('uid', '==', uid),
            orderBy('createdAt', 'desc'),
            limit(max),
          ),
        );
      await assertSucceeds(mine(bob, 'bob'));
      await assertFails(mine(alice, 'bob'));
      await assertFails(mine(bob, 'bob', 21));
      await assertFails(getDocs(query(collection(alice, 'pendingPosts'), limit(20))));
      // One that is not there, for whoever asks (finishing a post another tab finished).
      await assertSucceeds(getDoc(reservation(alice, idOf('none'))));
    });

    it('a reservation needs its stamp, a free id, texts within the limits and exactly its fields', async () => {
      const unstamped = () => setDoc(reservation(bob, id), newReservation('bob'));
      await paced(bob);
      await assertFails(unstamped());
      await assertFails(reserve(bob, id, newReservation('alice')));
      await assertFails(reserve(bob, id, newReservation('bob', { title: characters(101) })));
      await assertFails(reserve(bob, id, newReservation('bob', { content: ' ' })));
      await assertFails(reserve(bob, id, newReservation('bob', { topic: '音樂' })));
      await assertFails(reserve(bob, id, newReservation('bob', { createdAt: past })));
      await assertFails(reserve(bob, id, newReservation('bob', { imageUrl: storageUrl(id) })));
      await assertFails(reserve(bob, 'X|.*', newReservation('bob')));
      // The id of a post, or of a deleted one.
      await assertFails(reserve(bob, postId, newReservation('bob')));
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'deletedPosts', idOf('gone')), { uid: 'bob' }),
      );
      await assertFails(reserve(bob, idOf('gone'), newReservation('bob')));
      await assertSucceeds(reserve(bob, id, newReservation('bob')));
    });

    it('a post with pictures is written only in the batch that closes its author’s reservation', async () => {
      // Without a reservation, even stamped: a post with pictures cannot come on its own.
      await assertFails(
        publish(bob, id, newPost('bob', pictures), { reserved: false, pace: true }),
      );
      await assertSucceeds(reserve(bob, id));
      // Another member cannot close it, nor publish over it.
      await assertFails(closingBatch(alice, 'alice', newPost('alice', pictures)));
      await assertFails(publish(alice, id, newPost('alice', text), { reserved: false }));
      // Its author, keeping the reservation: the post would be whole while still listed incomplete.
      await assertFails(closingBatch(bob, 'bob', newPost('bob', pictures), false));
      await assertSucceeds(closingBatch(bob, 'bob', newPost('bob', pictures)));
      expect((await getDoc(doc(visitor, 'posts', id))).get('imageUrl')).toBe(pictures.imageUrl);
    });

    it('an incomplete post cannot be made visible by hand: never changed, never a post but whole', async () => {
      await assertSucceeds(reserve(bob, id));
      await assertFails(updateDoc(reservation(bob, id), { title: '改了' }));
      await assertFails(updateDoc(reservation(bob, id), { uid: 'alice' }));
      // Its author's text post at its id, without closing it.
      await assertFails(publish(bob, id, newPost('bob', text), { reserved: false }));
      // Closing it with a post that misses its card copy, or another post's picture.
      await assertFails(closingBatch(bob, 'bob', newPost('bob', { ...pictures, thumbUrl: '' })));
      await assertFails(
        closingBatch(bob, 'bob', newPost('bob', { ...pictures, imageUrl: storageUrl(postId) })),
      );
      await assertSucceeds(closingBatch(bob, 'bob', newPost('bob', text)));
    });

    it('its author, and no one else, discards it', async () => {
      await assertSucceeds(reserve(bob, id));
      await assertFails(deleteDoc(reservation(alice, id)));
      await assertFails(deleteDoc(reservation(visitor, id)));
      await assertSucceeds(deleteDoc(reservation(bob, id)));
    });
  });
});
