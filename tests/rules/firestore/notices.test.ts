/**
 * 通知 as an inbox (issue 47): a notice is written only beside the act it tells of, by the member who
 * acts, to the member it concerns, with the act's own text; only its member reads it. Each refusal
 * beside the write or read it bends.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  getCountFromServer,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { commentId, like, newComment, post, postId } from './fixtures';
import { c2, commentWithNotices, notice, title, told } from './noticeWrites';
import { alice, bob, carol, firestoreRulesSuite } from './setup';
import { likeStamp, paced, stampOn } from './writes';

/** The batch setLike commits, with the likes notice to alice (`fields` bend it). */
async function likeWithNotice(db: Firestore, uid: string, fields: DocumentData = {}, liked = true) {
  await paced(db);
  const batch = writeBatch(db);
  if (liked) {
    batch.set(like(db, uid), { createdAt: serverTimestamp() });
    batch.update(post(db), { likeCount: increment(1) });
    stampOn(batch, db, postId, likeStamp());
  }
  const likes = { kind: 'likes', postId, title, commentId: '', from: '', quote: '' };
  batch.set(
    notice(db, 'alice', `l${postId}`),
    { ...likes, likeCount: increment(1), at: serverTimestamp(), ...fields },
    { merge: true },
  );
  return batch.commit();
}

firestoreRulesSuite(() => {
  describe('notices', () => {
    it("a comment tells the post's author, only in the batch that makes it", async () => {
      // No act: a notice naming the stored comment c1 (its own text), or no comment at all.
      const c1 = told('bob', commentId, { quote: '好想知道是哪一間！' });
      await assertFails(commentWithNotices(bob, null, [['alice', c1]], commentId));
      await assertFails(commentWithNotices(bob, null, [['alice', told('bob', c2)]]));
      await assertSucceeds(
        commentWithNotices(bob, newComment('bob'), [['alice', told('bob', c2)]]),
      );
    });

    it('goes to the member the act concerns, from the member who acts', async () => {
      await assertFails(commentWithNotices(bob, newComment('bob'), [['carol', told('bob', c2)]]));
      await assertFails(commentWithNotices(bob, newComment('bob'), [['alice', told('carol', c2)]]));
      // Nobody tells themselves.
      const own = newComment('alice');
      await assertFails(commentWithNotices(alice, own, [['alice', told('alice', c2)]]));
      await assertSucceeds(
        commentWithNotices(bob, newComment('bob'), [['alice', told('bob', c2)]]),
      );
    });

    it("holds the act's own text: the comment's beginning and the post's title", async () => {
      const made = newComment('bob');
      await assertFails(
        commentWithNotices(bob, made, [['alice', told('bob', c2, { quote: '假的內容' })]]),
      );
      await assertFails(
        commentWithNotices(bob, made, [['alice', told('bob', c2, { title: '別的標題' })]]),
      );
      await assertFails(
        commentWithNotices(bob, made, [['alice', told('bob', c2, { extra: 'x' })]]),
      );
      const long = newComment('bob', { content: '長'.repeat(100) });
      await assertFails(
        commentWithNotices(bob, long, [['alice', told('bob', c2, { quote: '長'.repeat(81) })]]),
      );
      await assertSucceeds(
        commentWithNotices(bob, long, [['alice', told('bob', c2, { quote: '長'.repeat(80) })]]),
      );
    });

    it('a reply tells whom it answers, and a mention whom it names', async () => {
      const reply = newComment('carol', {
        content: '<@dave> 同意',
        replyTo: commentId,
        answerOf: commentId,
        answers: 'bob',
        mentions: ['dave'],
      });
      const quote = '<@dave> 同意';
      // alice's post, bob's comment c1: bob is answered, dave named; alice is told of a comment.
      await assertFails(
        commentWithNotices(carol, reply, [['alice', told('carol', c2, { kind: 'reply', quote })]]),
      );
      await assertFails(
        commentWithNotices(carol, reply, [['bob', told('carol', c2, { kind: 'mention', quote })]]),
      );
      await assertSucceeds(
        commentWithNotices(carol, reply, [
          ['alice', told('carol', c2, { quote })],
          ['bob', told('carol', c2, { kind: 'reply', quote })],
          ['dave', told('carol', c2, { kind: 'mention', quote })],
        ]),
      );
    });

    it('a comment notice is written once, never rewritten or deleted', async () => {
      await assertSucceeds(
        commentWithNotices(bob, newComment('bob'), [['alice', told('bob', c2)]]),
      );
      await assertFails(setDoc(notice(bob, 'alice', `c${c2}`), told('bob', c2)));
      await assertFails(deleteDoc(notice(bob, 'alice', `c${c2}`)));
      await assertFails(deleteDoc(notice(alice, 'alice', `c${c2}`)));
    });

    it("a like tells the post's author beside the like record, one more each time", async () => {
      await assertFails(likeWithNotice(bob, 'bob', {}, false));
      await assertFails(likeWithNotice(bob, 'bob', { likeCount: 2 }));
      await assertFails(likeWithNotice(bob, 'bob', { from: 'bob' }));
      await assertSucceeds(likeWithNotice(bob, 'bob'));
      // carol's stored like: she unlikes, then likes again; the notice counts one more.
      const unlike = writeBatch(carol);
      unlike.delete(like(carol, 'carol'));
      unlike.update(post(carol), { likeCount: increment(-1) });
      stampOn(unlike, carol, postId, likeStamp());
      await paced(carol);
      await assertSucceeds(unlike.commit());
      await assertFails(likeWithNotice(carol, 'carol', { likeCount: 3 }));
      await assertSucceeds(likeWithNotice(carol, 'carol'));
    });

    it('only its member reads their inbox, a bounded window or a count', async () => {
      await assertSucceeds(
        commentWithNotices(bob, newComment('bob'), [['alice', told('bob', c2)]]),
      );
      const inbox = (db: Firestore, size?: number) =>
        query(
          collection(db, 'users', 'alice', 'notices'),
          orderBy('at', 'desc'),
          ...(size === undefined ? [] : [limit(size)]),
        );
      await assertSucceeds(getDocs(inbox(alice, 20)));
      await assertSucceeds(getCountFromServer(inbox(alice, 21)));
      await assertFails(getDocs(inbox(bob, 20)));
      await assertFails(getCountFromServer(inbox(bob, 21)));
      await assertFails(getDocs(inbox(alice)));
      await assertFails(getDocs(inbox(alice, 201)));
    });
  });
});
