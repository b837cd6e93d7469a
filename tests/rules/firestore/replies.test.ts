/**
 * Replies (issue 39): a reply is a comment of the same post naming the comment it sits under, the one
 * it answers and whom it answers; a comment with replies is deleted by clearing it, keeping its place.
 * Each refusal beside the write it bends.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { comment, commentId, newComment, postId } from './fixtures';
import { alice, bob, carol, env, firestoreOf, firestoreRulesSuite } from './setup';
import { commentBatch, countOf, editBatch, paced, publish, recountBatch } from './writes';
import { newPost, idOf } from './fixtures';

/** A reply as addReply writes it: under c1 (bob's), answering `answerOf` (c1 unless said). */
function newReply(uid: string, changes: DocumentData = {}): DocumentData {
  return newComment(uid, { replyTo: commentId, answerOf: commentId, answers: 'bob', ...changes });
}

/** The soft delete deleteComment writes for a comment with replies, counted down (issue 49). */
const softDelete = (db: Firestore, id = commentId, changes: DocumentData = {}) =>
  recountBatch(db, { content: '', deleted: true, ...changes }, { id, step: -1 });

firestoreRulesSuite(() => {
  describe('replies', () => {
    it('a member replies to a comment, counted on the post as a comment', async () => {
      await assertSucceeds(commentBatch(carol, newReply('carol')));
      expect(await countOf()).toBe(2);
      expect((await getDoc(comment(carol, idOf('c2')))).get('replyTo')).toBe(commentId);
    });

    it('a reply to a reply sits under the same comment and names whom it answers', async () => {
      await assertSucceeds(commentBatch(carol, newReply('carol')));
      // Under c2 (itself a reply): refused; under c1, answering carol's c2: taken.
      await assertFails(
        commentBatch(
          alice,
          newReply('alice', { replyTo: idOf('c2'), answerOf: idOf('c2'), answers: 'carol' }),
          {
            id: idOf('c3'),
          },
        ),
      );
      await assertFails(
        commentBatch(alice, newReply('alice', { answerOf: idOf('c2'), answers: 'bob' }), {
          id: idOf('c3'),
        }),
      );
      await assertSucceeds(
        commentBatch(alice, newReply('alice', { answerOf: idOf('c2'), answers: 'carol' }), {
          id: idOf('c3'),
        }),
      );
    });

    it('a reply answers a comment of its own thread: not another comment of the post', async () => {
      // c2: carol's comment of her own, not under c1.
      await assertSucceeds(commentBatch(carol, newComment('carol')));
      await paced(carol);
      await assertFails(
        commentBatch(alice, newReply('alice', { answerOf: idOf('c2'), answers: 'carol' }), {
          id: idOf('c3'),
        }),
      );
      await assertSucceeds(
        commentBatch(
          alice,
          newReply('alice', { replyTo: idOf('c2'), answerOf: idOf('c2'), answers: 'carol' }),
          {
            id: idOf('c3'),
          },
        ),
      );
    });

    it('a reply names its real comment: not a missing one, not one of another post', async () => {
      await assertFails(
        commentBatch(carol, newReply('carol', { replyTo: idOf('c9'), answerOf: idOf('c9') })),
      );
      // Another post with a comment c7 by bob: a reply here to c7 names nothing in this thread.
      const other = idOf('other');
      await paced(alice, other);
      await assertSucceeds(publish(alice, other, newPost('alice', { imageUrl: '', thumbUrl: '' })));
      await env.withSecurityRulesDisabled(async (context) => {
        const owner = firestoreOf(context);
        const stored = { ...newComment('bob'), createdAt: new Date() };
        await writeBatch(owner)
          .set(doc(owner, 'posts', other, 'comments', idOf('c7')), stored)
          .commit();
      });
      await assertFails(
        commentBatch(
          carol,
          newReply('carol', { replyTo: idOf('c7'), answerOf: idOf('c7'), answers: 'bob' }),
        ),
      );
      await assertSucceeds(commentBatch(carol, newReply('carol')));
    });

    it('whom a reply answers is the author of the comment it answers', async () => {
      await assertFails(commentBatch(carol, newReply('carol', { answers: 'alice' })));
      await assertFails(commentBatch(carol, newReply('carol', { answers: '' })));
      await assertSucceeds(commentBatch(carol, newReply('carol')));
    });

    it("a reply has a comment's terms and exactly the reply's fields", async () => {
      await assertFails(commentBatch(carol, newReply('carol', { createdAt: new Date() })));
      await assertFails(commentBatch(carol, newReply('carol', { notify: '' })));
      await assertFails(commentBatch(carol, newReply('carol', { uid: 'bob' })));
      await assertFails(commentBatch(carol, newReply('carol', { content: '  ' })));
      await assertFails(commentBatch(carol, newReply('carol', { mentions: ['alice'] })));
      await assertFails(commentBatch(carol, newReply('carol', { replyTo: 5 })));
      const unanswered = newReply('carol');
      delete unanswered.answerOf;
      await assertFails(commentBatch(carol, unanswered));
      await assertSucceeds(commentBatch(carol, newReply('carol')));
    });

    it('a reply without its +1, or without its stamp, is refused', async () => {
      await assertFails(commentBatch(carol, newReply('carol'), { delta: 0 }));
      await paced(carol);
      const unstamped = writeBatch(carol);
      unstamped.set(comment(carol, idOf('c2')), newReply('carol'));
      await assertFails(unstamped.commit());
      await assertSucceeds(commentBatch(carol, newReply('carol')));
    });

    it('a comment with replies is cleared by its author, keeping its place, counted down', async () => {
      await assertSucceeds(commentBatch(carol, newReply('carol')));
      await assertFails(softDelete(carol));
      await assertFails(softDelete(alice));
      await assertSucceeds(softDelete(bob));
      const kept = await getDoc(comment(bob));
      expect(kept.get('content')).toBe('');
      expect(kept.get('deleted')).toBe(true);
      // Readers see its reply, not it (src/backend/core/commentCount.ts).
      expect(await countOf()).toBe(1);
    });

    it('clearing changes nothing else and leaves no text or notice behind', async () => {
      await assertFails(softDelete(bob, commentId, { content: '還在' }));
      await assertFails(softDelete(bob, commentId, { notify: 'alice' }));
      await assertFails(softDelete(bob, commentId, { deleted: 'yes' }));
      await assertFails(softDelete(bob, commentId, { uid: 'carol' }));
      await assertSucceeds(softDelete(bob));
    });

    it('a reply is removed, not cleared; a cleared comment is never edited again', async () => {
      await assertSucceeds(commentBatch(carol, newReply('carol')));
      await assertFails(softDelete(carol, idOf('c2')));
      const edit = (db: Firestore) =>
        editBatch(db, comment(db), `${postId}/${commentId}`, {
          content: '復活',
          editedAt: serverTimestamp(),
        });
      await assertSucceeds(edit(bob));
      await assertSucceeds(softDelete(bob));
      await assertFails(edit(bob));
    });

    // 通知 reads the inbox (notices.test.ts): no one lists comments across posts (issue 48).
    it('no one lists the replies that answer them across posts, not even they', async () => {
      await assertSucceeds(commentBatch(carol, newReply('carol')));
      const answering = (db: Firestore, uid: string, max = 50) =>
        getDocs(
          query(
            collectionGroup(db, 'comments'),
            where('answers', '==', uid),
            where('hidden', '==', false),
            orderBy('createdAt', 'desc'),
            limit(max),
          ),
        );
      await assertFails(answering(carol, 'bob'));
      await assertFails(answering(bob, 'bob'));
    });

    it('whether a comment has replies is one small read for a member', async () => {
      const replies = (db: Firestore, shown = true) =>
        getDocs(
          query(
            collection(db, 'posts', postId, 'comments'),
            where('replyTo', '==', commentId),
            ...(shown ? [where('hidden', '==', false)] : []),
            limit(1),
          ),
        );
      await assertFails(replies(bob, false));
      await assertSucceeds(replies(bob));
    });
  });
});
