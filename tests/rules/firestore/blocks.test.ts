/** Blocks: a member's own, private list of members they no longer see. */
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
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { past } from './fixtures';
import { alice, bob, carol, env, firestoreOf, firestoreRulesSuite, visitor } from './setup';

const blocks = (db: Firestore, uid: string) => collection(db, 'users', uid, 'blocks');
const block = (db: Firestore, uid: string, blocked: string) => doc(blocks(db, uid), blocked);
const newestFirst = orderBy('createdAt', 'desc');
const list = (db: Firestore, uid: string, max = 200) =>
  getDocs(query(blocks(db, uid), newestFirst, limit(max)));

firestoreRulesSuite(() => {
  describe('blocks', () => {
    // carol has blocked alice.
    beforeEach(async () => {
      await env.withSecurityRulesDisabled((context) =>
        setDoc(block(firestoreOf(context), 'carol', 'alice'), { createdAt: past }),
      );
    });

    it('a member blocks another member and unblocks them, in their own list', async () => {
      await assertSucceeds(setDoc(block(bob, 'bob', 'alice'), { createdAt: serverTimestamp() }));
      await assertSucceeds(list(bob, 'bob'));
      await assertSucceeds(getDoc(block(bob, 'bob', 'alice')));
      await assertSucceeds(deleteDoc(block(bob, 'bob', 'alice')));
      await assertSucceeds(deleteDoc(block(carol, 'carol', 'alice')));
    });

    it("no one else reads or lists a member's blocks, not even the member blocked", async () => {
      await assertFails(list(bob, 'carol'));
      await assertFails(list(alice, 'carol'));
      await assertFails(list(visitor, 'carol'));
      await assertFails(getDoc(block(alice, 'carol', 'alice')));
      await assertFails(getDoc(block(visitor, 'carol', 'alice')));
      await assertSucceeds(list(carol, 'carol'));
      await assertSucceeds(getDoc(block(carol, 'carol', 'alice')));
    });

    it("writing or deleting another member's blocks is refused", async () => {
      await assertFails(setDoc(block(bob, 'carol', 'bob'), { createdAt: serverTimestamp() }));
      await assertFails(setDoc(block(visitor, 'carol', 'bob'), { createdAt: serverTimestamp() }));
      await assertFails(deleteDoc(block(alice, 'carol', 'alice')));
      await assertSucceeds(setDoc(block(carol, 'carol', 'bob'), { createdAt: serverTimestamp() }));
    });

    it('a block names another member, with the server time only, and is not changed', async () => {
      await assertFails(setDoc(block(bob, 'bob', 'bob'), { createdAt: serverTimestamp() }));
      await assertFails(setDoc(block(bob, 'bob', 'alice'), { createdAt: past }));
      await assertFails(
        setDoc(block(bob, 'bob', 'alice'), { createdAt: serverTimestamp(), note: '!' }),
      );
      await assertFails(
        updateDoc(block(carol, 'carol', 'alice'), { createdAt: serverTimestamp() }),
      );
      await assertSucceeds(setDoc(block(bob, 'bob', 'alice'), { createdAt: serverTimestamp() }));
    });

    it('the list is bounded: no query without a limit, or over 200', async () => {
      await assertFails(getDocs(query(blocks(carol, 'carol'), newestFirst)));
      await assertFails(list(carol, 'carol', 201));
      await assertSucceeds(list(carol, 'carol', 200));
    });
  });
});
