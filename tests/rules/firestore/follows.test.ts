/** Follows (issue 39): a member's own, private, bounded document; and the 追蹤中 query it feeds. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  and,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { idOf, postId, topicNames } from './fixtures';
import { alice, bob, carol, env, firestoreOf, firestoreRulesSuite, visitor } from './setup';

const follows = (db: Firestore, uid: string) => doc(db, 'follows', uid);
const ids = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);
const postIds = (count: number) => Array.from({ length: count }, (_, i) => idOf(`p${i}`));

firestoreRulesSuite(() => {
  describe('follows', () => {
    // carol follows alice, 電影 and the fixture post.
    beforeEach(async () => {
      await env.withSecurityRulesDisabled((context) =>
        setDoc(follows(firestoreOf(context), 'carol'), {
          authors: ['alice'],
          topics: ['電影'],
          posts: [postId],
        }),
      );
    });

    it('a member follows and leaves authors, topics and posts in their own document', async () => {
      await assertSucceeds(setDoc(follows(bob, 'bob'), { authors: arrayUnion('alice') }));
      await assertSucceeds(
        setDoc(follows(bob, 'bob'), { topics: arrayUnion('運動') }, { merge: true }),
      );
      await assertSucceeds(
        setDoc(follows(bob, 'bob'), { posts: arrayUnion(postId) }, { merge: true }),
      );
      await assertSucceeds(getDoc(follows(bob, 'bob')));
      await assertSucceeds(
        setDoc(follows(carol, 'carol'), { authors: arrayRemove('alice') }, { merge: true }),
      );
      await assertSucceeds(deleteDoc(follows(bob, 'bob')));
    });

    it("no one else reads a member's follows, not even the members followed", async () => {
      await assertFails(getDoc(follows(alice, 'carol')));
      await assertFails(getDoc(follows(bob, 'carol')));
      await assertFails(getDoc(follows(visitor, 'carol')));
      await assertFails(getDocs(query(collection(bob, 'follows'), limit(10))));
      await assertFails(
        getDocs(
          query(collection(bob, 'follows'), where('authors', 'array-contains', 'alice'), limit(10)),
        ),
      );
      await assertSucceeds(getDoc(follows(carol, 'carol')));
    });

    it("writing or deleting another member's follows is refused", async () => {
      await assertFails(
        setDoc(follows(bob, 'carol'), { authors: arrayUnion('bob') }, { merge: true }),
      );
      await assertFails(setDoc(follows(visitor, 'carol'), { authors: [] }));
      await assertFails(setDoc(follows(bob, 'alice'), { authors: ['bob'] }));
      await assertFails(deleteDoc(follows(alice, 'carol')));
      await assertSucceeds(
        setDoc(follows(carol, 'carol'), { authors: arrayUnion('bob') }, { merge: true }),
      );
    });

    it('a follow document holds the three lists only, each of its kind of id', async () => {
      const write = (data: object) => setDoc(follows(bob, 'bob'), data);
      // Another field: refused.
      await assertFails(write({ authors: ['alice'], followers: ['carol'] }));
      await assertFails(write({ authors: ['alice'], since: 0 }));
      // Not a list, or not strings, or ids of the wrong shape.
      await assertFails(write({ authors: 'alice' }));
      await assertFails(write({ authors: [1, 2] }));
      await assertFails(write({ authors: [{ uid: 'alice' }] }));
      await assertFails(write({ authors: ['alice bob'] }));
      await assertFails(write({ authors: [''] }));
      await assertFails(write({ posts: ['short'] }));
      await assertFails(write({ posts: [`${postId} ${postId}`] }));
      await assertFails(write({ topics: ['運動/x'] }));
      await assertFails(write({ topics: ['字'.repeat(51)] }));
      // Themself: refused.
      await assertFails(write({ authors: ['bob'] }));
      await assertSucceeds(
        write({ authors: ['alice', 'carol'], topics: ['運動', '美食 小吃'], posts: [postId] }),
      );
    });

    it('a followed post may carry when it was followed: digits, for followed posts only', async () => {
      const write = (data: object) => setDoc(follows(bob, 'bob'), data);
      const other = idOf('other');
      await assertSucceeds(write({ posts: [postId], followedAt: { [postId]: '1764384000000' } }));
      await assertSucceeds(
        setDoc(
          follows(bob, 'bob'),
          { posts: arrayUnion(other), followedAt: { [other]: '1764384000001' } },
          { merge: true },
        ),
      );
      // A post not followed, or a time that is not a string of digits: refused.
      await assertFails(write({ posts: [postId], followedAt: { [other]: '1764384000000' } }));
      await assertFails(write({ posts: [postId], followedAt: { [postId]: 1764384000000 } }));
      await assertFails(write({ posts: [postId], followedAt: { [postId]: '1 2' } }));
      await assertFails(write({ posts: [postId], followedAt: { [postId]: '9'.repeat(16) } }));
      await assertFails(write({ posts: [postId], followedAt: [postId] }));
    });

    it('authors and topics together are at most 30, posts at most 50', async () => {
      const write = (data: object) => setDoc(follows(bob, 'bob'), data);
      await assertFails(write({ authors: ids(31, 'a') }));
      await assertFails(write({ authors: ids(16, 'a'), topics: ids(15, 't') }));
      await assertSucceeds(write({ authors: ids(15, 'a'), topics: ids(15, 't') }));
      await assertFails(
        setDoc(follows(bob, 'bob'), { authors: arrayUnion('alice') }, { merge: true }),
      );
      await assertFails(write({ posts: postIds(51) }));
      await assertSucceeds(write({ posts: postIds(50) }));
    });

    it('追蹤中 asks for posts of followed authors or topics, not hidden, bounded', async () => {
      const posts = collection(visitor, 'posts');
      const followed = or(where('uid', 'in', ['alice', 'bob']), where('topic', 'in', topicNames));
      const newest = orderBy('createdAt', 'desc');
      await assertFails(getDocs(query(posts, followed, newest, limit(4))));
      await assertFails(
        getDocs(query(posts, and(where('hidden', '==', false), followed), newest, limit(201))),
      );
      await assertSucceeds(
        getDocs(query(posts, and(where('hidden', '==', false), followed), newest, limit(4))),
      );
    });
  });
});
