/**
 * A create sent a second time under the id its sender chose once (the SDK's retry of a write whose
 * answer was lost, a second press, another tab, a replay after a reload): over the first, the same
 * `set` is an update, and the rules refuse it, so the counters move once (issue 31, item 1). The
 * adapters then read the document back and take "already there and mine" as success
 * (src/backend/core/sentAgain.ts).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { comment, idOf, newComment, newPost, postId, reservation } from './fixtures';
import { bob, carol, env, firestoreOf, firestoreRulesSuite, visitor } from './setup';
import { commentBatch, commentStamp, countOf, paced, publish, reserve, stampOn } from './writes';

/** What is stored, read past the rules (withSecurityRulesDisabled resolves with nothing). */
async function storedComments() {
  let ids: string[] = [];
  await env.withSecurityRulesDisabled(async (context) => {
    const thread = collection(firestoreOf(context), 'posts', postId, 'comments');
    ids = (await getDocs(thread)).docs.map((each) => each.id).sort();
  });
  return ids;
}
async function stored(path: string) {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(firestoreOf(context), path))).data();
  });
  return data;
}

/** The closing batch of a post with pictures: the post, its profile left as it is, the reservation gone. */
function closeReservation(db: Firestore, id: string, data: DocumentData) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'posts', id), data);
  batch.delete(reservation(db, id));
  return batch.commit();
}

firestoreRulesSuite(() => {
  describe('a create sent again under the same id', () => {
    it('a comment batch sent twice is refused the second time: one comment, commentsCount + 1', async () => {
      const sent = newComment('bob');
      await assertSucceeds(commentBatch(bob, sent));
      const first = await stored(`posts/${postId}/comments/${idOf('c2')}`);
      expect(await countOf()).toBe(2);
      // At once, as the SDK sends it again, and at a normal pace, as a second press or a replay does.
      await assertFails(commentBatch(bob, sent, { pace: false }));
      await assertFails(commentBatch(bob, sent));
      // Without the +1 (only the comment and its stamp) it is an edit without its mark: refused too.
      await paced(bob);
      const alone = writeBatch(bob);
      alone.set(comment(bob, idOf('c2')), sent);
      stampOn(alone, bob, postId, commentStamp());
      await assertFails(alone.commit());
      expect(await countOf()).toBe(2);
      expect(await storedComments()).toEqual([idOf('c1'), idOf('c2')]);
      expect(await stored(`posts/${postId}/comments/${idOf('c2')}`)).toEqual(first);
    });

    it("another member's comment at that id is refused, as is a visitor's", async () => {
      await assertSucceeds(commentBatch(bob, newComment('bob')));
      await assertFails(commentBatch(carol, newComment('carol')));
      await assertFails(commentBatch(visitor, newComment('bob')));
      expect(await countOf()).toBe(2);
      expect((await stored(`posts/${postId}/comments/${idOf('c2')}`))?.uid).toBe('bob');
    });

    it('a text post sent twice is refused the second time: one post, as first written', async () => {
      const id = idOf('again');
      const sent = newPost('bob', { imageUrl: '', thumbUrl: '' });
      await assertSucceeds(publish(bob, id, sent));
      const first = await stored(`posts/${id}`);
      await assertFails(publish(bob, id, sent, { pace: false }));
      await assertFails(publish(bob, id, sent));
      expect(await stored(`posts/${id}`)).toEqual(first);
      expect((await getDoc(doc(visitor, 'posts', id))).get('uid')).toBe('bob');
      // Nor does anyone else's post take the id.
      await assertFails(publish(carol, id, newPost('carol', { imageUrl: '', thumbUrl: '' })));
      expect(await stored(`posts/${id}`)).toEqual(first);
    });

    it('a post with pictures sent again finds no reservation to close, and none is taken anew', async () => {
      const id = idOf('pictured');
      const sent = newPost('bob', {
        imageUrl: newPost('bob').imageUrl.replace(idOf('new'), id) as string,
        thumbUrl: newPost('bob').thumbUrl.replace(idOf('new'), id) as string,
      });
      await assertSucceeds(reserve(bob, id));
      await assertSucceeds(closeReservation(bob, id, sent));
      const first = await stored(`posts/${id}`);
      await assertFails(closeReservation(bob, id, sent));
      // A reservation of a published post's id, as a second tab's send would make first: refused.
      await assertFails(reserve(bob, id));
      expect(await stored(`posts/${id}`)).toEqual(first);
    });
  });
});
