/** Topics: read by everyone, written by no client. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { alice, firestoreRulesSuite, visitor } from './setup';

firestoreRulesSuite(() => {
  describe('topics', () => {
    it('are read by visitors', async () => {
      await assertSucceeds(getDoc(doc(visitor, 'topics', '電影')));
      await assertSucceeds(getDocs(query(collection(visitor, 'topics'), limit(100))));
    });

    it('take no client writes', async () => {
      await assertFails(setDoc(doc(alice, 'topics', '音樂'), { name: '音樂', order: 7 }));
      await assertFails(updateDoc(doc(alice, 'topics', '電影'), { order: 0 }));
      await assertFails(deleteDoc(doc(alice, 'topics', '電影')));
      await assertFails(setDoc(doc(visitor, 'topics', '音樂'), { name: '音樂', order: 7 }));
    });
  });
});
