/** Profiles (users/{uid}): a member's own, of exactly their fields; who counts as a member. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { idOf, newComment, newPost, repeat, storageUrl } from './fixtures';
import { alice, bob, firestoreRulesSuite, member, visitor } from './setup';
import { commentBatch, likeBatch, publish, saveProfile } from './writes';

firestoreRulesSuite(() => {
  describe('users', () => {
    it('are read by id, by visitors and members, and listed by no one: no member directory', async () => {
      await assertSucceeds(getDoc(doc(visitor, 'users', 'alice')));
      await assertSucceeds(getDoc(doc(bob, 'users', 'alice')));
      for (const reader of [visitor, bob]) {
        const users = collection(reader, 'users');
        await assertFails(getDocs(query(users, where(documentId(), 'in', ['alice']), limit(30))));
        await assertFails(getDocs(query(users, limit(1))));
      }
    });

    it('a member writes their own profile, as saveProfile does', async () => {
      await assertSucceeds(saveProfile(bob, 'bob', 'Bob'));
      await assertSucceeds(
        saveProfile(bob, 'bob', '阿哲', { previous: 'Bob', photoURL: storageUrl('bob') }),
      );
    });

    it("no one writes another member's profile", async () => {
      await assertFails(
        setDoc(doc(bob, 'users', 'alice'), { uid: 'alice', displayName: 'pwned', photoURL: '' }),
      );
      await assertFails(updateDoc(doc(bob, 'users', 'alice'), { displayName: 'pwned' }));
      await assertFails(
        setDoc(doc(visitor, 'users', 'alice'), {
          uid: 'alice',
          displayName: 'pwned',
          photoURL: '',
        }),
      );
      await assertSucceeds(saveProfile(bob, 'bob', 'Bob'));
    });

    it('a profile holds only uid, displayName and photoURL, with its own uid', async () => {
      const mine = doc(bob, 'users', 'bob');
      await assertFails(
        setDoc(mine, { uid: 'bob', displayName: 'bob', photoURL: '', admin: true }),
      );
      await assertFails(setDoc(mine, { uid: 'bob', displayName: 'bob' }));
      await assertFails(setDoc(mine, { uid: 'alice', displayName: 'bob', photoURL: '' }));
      await assertFails(updateDoc(doc(alice, 'users', 'alice'), { role: 'admin' }));
      await assertSucceeds(setDoc(mine, { uid: 'bob', displayName: 'bob', photoURL: '' }));
    });

    // Names hold no character beyond the Basic Multilingual Plane (src/lib/storedNames.ts), so their
    // characters are their UTF-16 units.
    it('a display name is a string of at most 30 characters', async () => {
      await assertFails(saveProfile(bob, 'bob', repeat(31)));
      await assertFails(
        setDoc(doc(bob, 'users', 'bob'), { uid: 'bob', displayName: 42, photoURL: '' }),
      );
      await assertSucceeds(saveProfile(bob, 'bob', repeat(30)));
    });

    it("a profile picture is a Storage download URL of the member's own avatar, or none", async () => {
      const mine = doc(bob, 'users', 'bob');
      const as = (photoURL: string) => setDoc(mine, { uid: 'bob', displayName: 'bob', photoURL });
      await assertFails(as('https://tracker.example/pixel.gif'));
      await assertFails(as(storageUrl('alice')));
      await assertFails(as(`${storageUrl('bob')}&x=https://tracker.example`));
      await assertFails(as('data:image/svg+xml,<svg/>'));
      await assertSucceeds(as(storageUrl('bob')));
      await assertSucceeds(as(''));
    });

    it('a profile is not deleted', async () => {
      await assertFails(deleteDoc(doc(alice, 'users', 'alice')));
      await assertFails(deleteDoc(doc(bob, 'users', 'alice')));
    });
  });

  // The group's name from round two of the rules (docs/security.md), kept so each test keeps its name.
  describe('round two: floods, offsets, providers, seed pictures, production pictures', () => {
    it('an anonymous (or any other provider) session is not a member', async () => {
      const anonymous = member('anon', 'anonymous');
      const custom = member('cust', 'custom');
      await assertFails(publish(anonymous, idOf('new'), newPost('anon')));
      await assertFails(publish(custom, idOf('new'), newPost('cust')));
      await assertFails(commentBatch(anonymous, newComment('anon')));
      await assertFails(
        setDoc(doc(anonymous, 'users', 'anon'), { uid: 'anon', displayName: '', photoURL: '' }),
      );
      await assertFails(likeBatch(anonymous, 'anon'));
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });
  });
});
