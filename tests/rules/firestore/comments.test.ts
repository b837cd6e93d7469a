/**
 * Comments: read by members, added and deleted with their +1 or -1 on the post in the same batch,
 * edited by their author only, within the limits.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
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
  comment,
  commentId,
  idOf,
  newComment,
  past,
  post,
  postId,
  repeat,
  throttle,
} from './fixtures';
import { alice, bob, carol, firestoreRulesSuite, visitor } from './setup';
import {
  commentBatch,
  countOf,
  deletePostBatch,
  editBatch,
  editStamp,
  paced,
  uncommentBatch,
} from './writes';

firestoreRulesSuite(() => {
  describe('comments', () => {
    it('are read by signed-in members only, with a limit', async () => {
      const thread = (db: Firestore) => collection(db, 'posts', postId, 'comments');
      const oldestFirst = orderBy('createdAt', 'asc');
      const shown = where('hidden', '==', false);
      await assertFails(getDoc(comment(visitor)));
      await assertFails(getDocs(query(thread(visitor), shown, oldestFirst, limit(500))));
      await assertFails(getDocs(query(thread(carol), shown, oldestFirst)));
      await assertFails(getDocs(query(thread(carol), shown, oldestFirst, limit(501))));
      await assertSucceeds(getDoc(comment(carol)));
      await assertSucceeds(getDocs(query(thread(carol), shown, oldestFirst, limit(500))));
    });

    it('a member comments with the +1 on the post in the same batch', async () => {
      await assertSucceeds(commentBatch(bob, newComment('bob')));
      expect(await countOf()).toBe(2);
      await assertSucceeds(commentBatch(carol, newComment('carol'), { id: idOf('c3') }));
      expect(await countOf()).toBe(3);
    });

    it('comments of up to 1,000 characters are accepted, one more refused', async () => {
      await assertFails(commentBatch(bob, newComment('bob', { content: characters(1001) })));
      await assertSucceeds(commentBatch(bob, newComment('bob', { content: characters(1000) })));
    });

    it('a comment without the +1 is refused', async () => {
      await assertFails(setDoc(comment(bob, idOf('c2')), newComment('bob')));
      const batch = writeBatch(bob);
      batch.set(comment(bob, idOf('c2')), newComment('bob'));
      batch.update(post(bob), { lastCommentId: idOf('c2') });
      await assertFails(batch.commit());
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('bumping commentsCount without a new comment is refused', async () => {
      await assertFails(updateDoc(post(bob), { commentsCount: increment(1) }));
      await assertFails(
        updateDoc(post(bob), { commentsCount: increment(1), lastCommentId: 'missing' }),
      );
      // c1 exists already: it is not created by this write.
      await assertFails(
        updateDoc(post(bob), { commentsCount: increment(1), lastCommentId: commentId }),
      );
      await assertFails(updateDoc(post(alice), { commentsCount: 2, lastCommentId: 'missing' }));
      await assertSucceeds(commentBatch(bob, newComment('bob')));
      expect(await countOf()).toBe(2);
    });

    it('the count moves by exactly one, naming exactly this comment', async () => {
      await assertFails(commentBatch(bob, newComment('bob'), { delta: 2 }));
      await assertFails(commentBatch(bob, newComment('bob'), { delta: 0 }));
      await assertFails(commentBatch(bob, newComment('bob'), { names: idOf('c9') }));
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('two comments cannot share one +1', async () => {
      const batch = writeBatch(bob);
      batch.set(comment(bob, idOf('c2')), newComment('bob'));
      batch.set(comment(bob, idOf('c3')), newComment('bob'));
      batch.update(post(bob), { commentsCount: increment(1), lastCommentId: idOf('c2') });
      await assertFails(batch.commit());
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('commenting as someone else, or under a forged name, is refused', async () => {
      await assertFails(commentBatch(bob, newComment('carol')));
      await assertFails(commentBatch(bob, newComment('bob', { uid: 'carol' })));
      await assertFails(
        commentBatch(
          bob,
          newComment('bob', { author: { uid: 'carol', displayName: 'c', photoURL: '' } }),
        ),
      );
      await assertFails(
        commentBatch(
          bob,
          newComment('bob', { author: { uid: 'bob', displayName: 'alice', photoURL: '' } }),
        ),
      );
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('a visitor cannot comment', async () => {
      await assertFails(commentBatch(visitor, newComment('bob')));
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('an over-long, empty or whitespace-only comment is refused', async () => {
      await assertFails(commentBatch(bob, newComment('bob', { content: repeat(1001) })));
      await assertFails(commentBatch(bob, newComment('bob', { content: '' })));
      await assertFails(commentBatch(bob, newComment('bob', { content: '   \n\t  ' })));
      await assertFails(commentBatch(bob, newComment('bob', { content: 5 })));
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('a comment has the server time and exactly the fields of the data model', async () => {
      await assertFails(commentBatch(bob, newComment('bob', { createdAt: past })));
      await assertFails(commentBatch(bob, newComment('bob', { likes: 100 })));
      const withoutAuthor = newComment('bob');
      delete withoutAuthor.author;
      await assertFails(commentBatch(bob, withoutAuthor));
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('a comment on a post that does not exist is refused', async () => {
      const batch = writeBatch(bob);
      batch.set(doc(bob, 'posts', 'missing', 'comments', idOf('c2')), newComment('bob'));
      await assertFails(batch.commit());
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    /** The batch editComment commits, stamped as an edit of `postId/commentId`. */
    const edit = (
      db: Firestore,
      changes: DocumentData = {},
      options: { pace?: boolean; stamp?: boolean } = {},
    ) =>
      editBatch(
        db,
        comment(db),
        `${postId}/${commentId}`,
        { content: '改過了', editedAt: serverTimestamp(), ...changes },
        options,
      );

    it('its author edits the content, stamped with the server time, again and again at a normal pace', async () => {
      await assertSucceeds(edit(bob));
      expect((await getDoc(comment(bob))).get('content')).toBe('改過了');
      await assertSucceeds(edit(bob, { content: '又改了一次' }));
    });

    it('an edit is paced: without its stamp, under a stamp naming another comment, or within 2 s of the last, it is refused', async () => {
      await assertFails(edit(bob, {}, { stamp: false }));
      await paced(bob);
      const elsewhere = writeBatch(bob);
      elsewhere.update(comment(bob), { content: '別處的章', editedAt: serverTimestamp() });
      elsewhere.set(throttle(bob, 'bob'), editStamp(`${postId}/other`), { merge: true });
      await assertFails(elsewhere.commit());
      await assertSucceeds(edit(bob, { content: '第一次改' }));
      await assertFails(edit(bob, { content: '第二次改' }, { pace: false }));
      expect((await getDoc(comment(bob))).get('content')).toBe('第一次改');
      await assertSucceeds(edit(bob, { content: '第二次改' }));
    });

    it("no one else edits a member's comment, the post's author included", async () => {
      await assertFails(edit(carol));
      await assertFails(edit(alice));
      await assertFails(edit(visitor));
      await assertSucceeds(edit(bob));
    });

    it('an edit changes the content only, and always says when', async () => {
      await assertFails(edit(bob, { editedAt: deleteField() }));
      await assertFails(edit(bob, { editedAt: past }));
      await assertFails(edit(bob, { createdAt: serverTimestamp() }));
      await assertFails(edit(bob, { author: { uid: 'bob', displayName: 'carol', photoURL: '' } }));
      await assertFails(edit(bob, { likes: 100 }));
      await assertSucceeds(edit(bob));
    });

    it('an edited comment keeps the limits: up to 1,000 characters, not blank', async () => {
      await assertFails(edit(bob, { content: characters(1001) }));
      await assertFails(edit(bob, { content: '   ' }));
      await assertFails(edit(bob, { content: 42 }));
      await assertSucceeds(edit(bob, { content: characters(1000) }));
    });

    it("once the post is gone, its comments are no one's to edit", async () => {
      await assertSucceeds(edit(bob));
      await assertSucceeds(deletePostBatch(alice));
      await assertFails(edit(bob, { content: '再改一次' }));
    });

    it('its author deletes it with the -1 in the same batch', async () => {
      await assertSucceeds(uncommentBatch(bob));
      expect(await countOf()).toBe(0);
    });

    it("no one else deletes a member's comment, the post's author included", async () => {
      await assertFails(uncommentBatch(carol));
      await assertFails(uncommentBatch(alice));
      await assertFails(deleteDoc(comment(visitor)));
      await assertSucceeds(uncommentBatch(bob));
    });

    it('deleting without the -1, or the -1 without deleting, is refused', async () => {
      await assertFails(deleteDoc(comment(bob)));
      await assertFails(
        updateDoc(post(bob), { commentsCount: increment(-1), lastCommentId: commentId }),
      );
      await assertFails(updateDoc(post(bob), { commentsCount: increment(-1), lastCommentId: 'x' }));
      await assertSucceeds(uncommentBatch(bob));
    });

    it('once the post is gone, whoever deleted it sweeps up its comments; no one else reads them', async () => {
      await assertSucceeds(deletePostBatch(alice));
      const thread = (db: Firestore) =>
        getDocs(query(collection(db, 'posts', postId, 'comments'), limit(500)));
      await assertFails(getDoc(comment(bob)));
      await assertFails(thread(bob));
      await assertFails(deleteDoc(comment(carol)));
      await assertFails(deleteDoc(comment(visitor)));
      expect((await thread(alice)).size).toBe(1);
      await assertSucceeds(deleteDoc(comment(alice)));
      expect((await thread(alice)).size).toBe(0);
    });
  });

  // The group's name from round two of the rules (docs/security.md), kept so each test keeps its name.
  describe('round two: floods, offsets, providers, seed pictures, production pictures', () => {
    it('the newest comments are listed, newest first, however many came before', async () => {
      const newestFirst = orderBy('createdAt', 'desc');
      const thread = collection(carol, 'posts', postId, 'comments');
      const shown = where('hidden', '==', false);
      await assertSucceeds(getDocs(query(thread, shown, newestFirst, limit(50))));
    });
  });
});
