/**
 * Rate limits: up to 3 posts in a window of 30 s and one edit per 2 s per member; up to 5 comments and 10 likes or
 * unlikes in a window of 10 s per member and post; each let through by the throttle stamp in its own
 * batch. The like and edit cases beside their writes are in likes.test.ts, postEditing.test.ts and
 * comments.test.ts.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { paceBudgets, postBudget } from '../../../src/lib/limits';
import {
  comment,
  commentId,
  idOf,
  like,
  newComment,
  newPost,
  past,
  post,
  postId,
  postThrottle,
  storedPost,
  throttle,
} from './fixtures';
import { bob, carol, env, firestoreOf, firestoreRulesSuite } from './setup';
import {
  addProfile,
  commentBatch,
  commentStamp,
  editStamp,
  likeBatch,
  likeStamp,
  paced,
  postStamp,
  publish,
  stampOn,
} from './writes';

const commentWindow = paceBudgets.comment.seconds;

/** A time `seconds` before now, as the server's clock (this machine's) reads it. */
const secondsAgo = (seconds: number) => Timestamp.fromMillis(Date.now() - seconds * 1000);

/** Sets `uid`'s budgets on the fixtures' post, with the owner rights no rule judges. */
const budgetsAt = (uid: string, data: DocumentData) =>
  env.withSecurityRulesDisabled((context) => setDoc(postThrottle(firestoreOf(context), uid), data));

firestoreRulesSuite(() => {
  // The group's name from round two of the rules (docs/security.md), kept so each test keeps its name.
  describe('round two: floods, offsets, providers, seed pictures, production pictures', () => {
    it('posts are a budget: 3 sent back to back are taken (two tabs), a fourth within the window is refused, a window passed takes it', async () => {
      const text = { imageUrl: '', thumbUrl: '' };
      // A first post ever: no throttle yet, so it opens a window.
      await assertSucceeds(publish(bob, idOf('a'), newPost('bob', text), { pace: false }));
      for (const id of ['b', 'c'].slice(0, postBudget.writes - 1)) {
        await assertSucceeds(
          publish(bob, idOf(id), newPost('bob', text), { pace: false, more: true }),
        );
      }
      // The flood: the budget is spent, and the window is open, so neither move is allowed.
      const fourth = newPost('bob', text);
      await assertFails(publish(bob, idOf('d'), fourth, { pace: false, more: true }));
      await assertFails(publish(bob, idOf('d'), fourth, { pace: false }));
      // Once the window has passed, a new one opens.
      await env.withSecurityRulesDisabled((context) =>
        setDoc(
          throttle(firestoreOf(context), 'bob'),
          { postAt: secondsAgo(postBudget.seconds + 1) },
          { merge: true },
        ),
      );
      await assertFails(publish(bob, idOf('d'), fourth, { pace: false, more: true }));
      await assertSucceeds(publish(bob, idOf('d'), fourth, { pace: false }));
    });

    it("a post budget's count moves by one: a count jumped, a window not moving with its count, or a stamp from before the budget counted, is refused", async () => {
      const text = { imageUrl: '', thumbUrl: '' };
      // A stamp from before the budget: a time, no count. It only opens a new window.
      await paced(bob);
      await assertFails(publish(bob, idOf('a'), newPost('bob', text), { pace: false, more: true }));
      await assertSucceeds(publish(bob, idOf('a'), newPost('bob', text), { pace: false }));
      const jumped = writeBatch(bob);
      jumped.set(doc(bob, 'posts', idOf('b')), newPost('bob', text));
      addProfile(jumped, bob, { uid: 'bob', displayName: 'bob', photoURL: '' });
      jumped.set(
        throttle(bob, 'bob'),
        { postCount: increment(2), postId: idOf('b') },
        { merge: true },
      );
      await assertFails(jumped.commit());
      // A new window's count other than 1.
      await assertFails(
        setDoc(throttle(bob, 'bob'), { ...postStamp(idOf('b')), postCount: 0 }, { merge: true }),
      );
      await assertSucceeds(
        publish(bob, idOf('b'), newPost('bob', text), { pace: false, more: true }),
      );
      // A count spent in a batch of its own names a post it did not let through: that post, sent
      // later without moving the stamp, is refused; moving it, taken.
      await assertSucceeds(
        setDoc(throttle(bob, 'bob'), postStamp(idOf('c'), true), { merge: true }),
      );
      const unmoved = writeBatch(bob);
      unmoved.set(doc(bob, 'posts', idOf('c')), newPost('bob', text));
      addProfile(unmoved, bob, { uid: 'bob', displayName: 'bob', photoURL: '' });
      await assertFails(unmoved.commit());
      await env.withSecurityRulesDisabled((context) =>
        setDoc(throttle(firestoreOf(context), 'bob'), { postAt: secondsAgo(60) }, { merge: true }),
      );
      await assertSucceeds(publish(bob, idOf('c'), newPost('bob', text), { pace: false }));
    });

    it('a post without its throttle stamp, or with a forged one, is refused', async () => {
      const text = newPost('bob', { imageUrl: '', thumbUrl: '' });
      await assertFails(setDoc(doc(bob, 'posts', idOf('new')), text));
      const forged = writeBatch(bob);
      forged.set(doc(bob, 'posts', idOf('new')), text);
      forged.set(throttle(bob, 'bob'), { postAt: past, postId: idOf('new') });
      await assertFails(forged.commit());
      await assertSucceeds(publish(bob, idOf('new'), text));
    });

    it("the throttle is its member's: stamped only with the server time, never turned back or deleted", async () => {
      await paced(bob);
      const stamp = postStamp(idOf('new'));
      await assertFails(setDoc(throttle(bob, 'bob'), { ...stamp, postAt: past }, { merge: true }));
      await assertFails(setDoc(throttle(bob, 'bob'), { ...stamp, x: 1 }, { merge: true }));
      // The post a stamp names moves only with its window or count.
      await assertFails(setDoc(throttle(bob, 'bob'), { postId: idOf('other') }, { merge: true }));
      await assertFails(setDoc(throttle(carol, 'bob'), stamp, { merge: true }));
      await assertFails(deleteDoc(throttle(bob, 'bob')));
      await assertFails(getDoc(throttle(carol, 'bob')));
      await assertSucceeds(getDoc(throttle(bob, 'bob')));
      await assertSucceeds(setDoc(throttle(bob, 'bob'), stamp, { merge: true }));
    });

    it('one stamp lets one post through: a batch of two new posts is refused', async () => {
      const text = { imageUrl: '', thumbUrl: '' };
      const profile = { uid: 'bob', displayName: 'bob', photoURL: '' };
      await paced(bob);
      const two = writeBatch(bob);
      two.set(doc(bob, 'posts', idOf('a')), newPost('bob', text));
      two.set(doc(bob, 'posts', idOf('b')), newPost('bob', text));
      addProfile(two, bob, profile);
      two.set(throttle(bob, 'bob'), postStamp(idOf('a')), { merge: true });
      await assertFails(two.commit());
      // Nor one post under a stamp that names another.
      const elsewhere = writeBatch(bob);
      elsewhere.set(doc(bob, 'posts', idOf('a')), newPost('bob', text));
      addProfile(elsewhere, bob, profile);
      elsewhere.set(throttle(bob, 'bob'), postStamp(idOf('b')), { merge: true });
      await assertFails(elsewhere.commit());
      await assertSucceeds(publish(bob, idOf('a'), newPost('bob', text)));
    });

    it("one stamp lets one comment through: comments on two posts in one batch under the first post's stamp are refused", async () => {
      const other = 'post2000000000000000';
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'posts', other), { ...storedPost(), commentsCount: 0 }),
      );
      await paced(carol);
      const two = writeBatch(carol);
      two.set(comment(carol, idOf('c2')), newComment('carol'));
      two.update(post(carol), { commentsCount: increment(1), lastCommentId: idOf('c2') });
      two.set(doc(carol, 'posts', other, 'comments', idOf('c2')), newComment('carol'));
      two.update(doc(carol, 'posts', other), {
        commentsCount: increment(1),
        lastCommentId: idOf('c2'),
      });
      // Stamped on the first post only.
      stampOn(two, carol, postId, commentStamp());
      await assertFails(two.commit());
      await assertSucceeds(commentBatch(carol, newComment('carol'), { id: idOf('c2') }));
    });

    it('comments are a budget per post: 5 sent back to back are taken (a queue replayed), a sixth within the window is refused, a window passed takes it', async () => {
      await assertSucceeds(commentBatch(carol, newComment('carol'), { id: idOf('c2') }));
      for (const id of ['c3', 'c4', 'c5', 'c6'].map(idOf)) {
        await assertSucceeds(
          commentBatch(carol, newComment('carol'), { id, pace: false, more: true }),
        );
      }
      // The flood: a sixth, counted in the window or opening another.
      const sixth = { id: idOf('c7'), pace: false };
      await assertFails(commentBatch(carol, newComment('carol'), { ...sixth, more: true }));
      await assertFails(commentBatch(carol, newComment('carol'), sixth));
      await budgetsAt('carol', { commentAt: secondsAgo(commentWindow + 1), commentCount: 5 });
      await assertSucceeds(commentBatch(carol, newComment('carol'), sixth));
    });

    it('a comment stamped again without counting is refused beside the one that counts', async () => {
      await paced(carol);
      const batch = writeBatch(carol);
      batch.set(comment(carol, idOf('c2')), newComment('carol'));
      batch.update(post(carol), { commentsCount: increment(1), lastCommentId: idOf('c2') });
      stampOn(batch, carol, postId, { commentCount: 1 });
      await assertFails(batch.commit());
      await assertSucceeds(
        commentBatch(carol, newComment('carol'), { id: idOf('c2'), more: true }),
      );
    });

    it("a budget's stamps: a new window only once the last has passed and with a count of 1; one more keeps the window's start and counts exactly one, up to the budget; a stamp from before the budgets only opens a window", async () => {
      const stamps = (data: DocumentData) =>
        setDoc(postThrottle(bob, 'bob'), data, { merge: true });
      const open = { commentAt: secondsAgo(commentWindow - 1), commentCount: 2 };
      await budgetsAt('bob', open);
      await assertFails(stamps(commentStamp()));
      await assertFails(stamps({ commentAt: past, commentCount: increment(1) }));
      await assertFails(stamps({ commentCount: 0 }));
      await assertFails(stamps({ commentCount: 4 }));
      await assertSucceeds(stamps(commentStamp(true)));
      await budgetsAt('bob', { ...open, commentCount: 5 });
      await assertFails(stamps(commentStamp(true)));
      await budgetsAt('bob', { commentAt: secondsAgo(commentWindow + 1), commentCount: 5 });
      await assertFails(stamps({ commentAt: serverTimestamp(), commentCount: 0 }));
      await assertSucceeds(stamps(commentStamp()));
      // Before the budgets: a time and no count.
      await budgetsAt('bob', { commentAt: secondsAgo(1) });
      await assertFails(stamps(commentStamp(true)));
      await budgetsAt('bob', { commentAt: secondsAgo(commentWindow + 1) });
      await assertSucceeds(stamps(commentStamp()));
    });

    it("the comment pace is the post's: a comment on another post at once goes through, as two comments queued offline are sent back to back", async () => {
      const other = 'post2000000000000000';
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'posts', other), { ...storedPost(), commentsCount: 0 }),
      );
      await assertSucceeds(commentBatch(carol, newComment('carol'), { id: idOf('c2') }));
      const elsewhere = writeBatch(carol);
      elsewhere.set(doc(carol, 'posts', other, 'comments', idOf('c2')), newComment('carol'));
      elsewhere.update(doc(carol, 'posts', other), {
        commentsCount: increment(1),
        lastCommentId: idOf('c2'),
      });
      stampOn(elsewhere, carol, other, commentStamp());
      await assertSucceeds(elsewhere.commit());
      // A comment stamped on another post than its own: refused.
      const misstamped = writeBatch(carol);
      misstamped.set(comment(carol, idOf('c3')), newComment('carol'));
      misstamped.update(post(carol), { commentsCount: increment(1), lastCommentId: idOf('c3') });
      stampOn(misstamped, carol, idOf('third'), commentStamp());
      await assertFails(misstamped.commit());
    });

    it("one stamp lets one like through: likes of two posts in one batch under the first post's stamp are refused", async () => {
      const other = 'post2000000000000000';
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'posts', other), { ...storedPost(), likeCount: 0 }),
      );
      await paced(bob);
      const two = writeBatch(bob);
      two.set(like(bob, 'bob'), { createdAt: serverTimestamp() });
      two.update(post(bob), { likeCount: increment(1) });
      two.set(like(bob, 'bob', other), { createdAt: serverTimestamp() });
      two.update(doc(bob, 'posts', other), { likeCount: increment(1) });
      stampOn(two, bob, postId, likeStamp());
      await assertFails(two.commit());
      await assertSucceeds(likeBatch(bob, 'bob', { id: other }));
    });

    it('the edit stamp: the server time only, never turned back, what it names moving only with it and bounded', async () => {
      await paced(bob);
      const stamp = (data: DocumentData) => setDoc(throttle(bob, 'bob'), data, { merge: true });
      await assertFails(stamp({ ...editStamp(postId), editAt: past }));
      await assertFails(stamp({ editOn: idOf('other') }));
      await assertFails(stamp(editStamp('x'.repeat(101))));
      await assertSucceeds(stamp(editStamp(`${postId}/${commentId}`)));
      // And within its interval, no new stamp.
      await assertFails(stamp(editStamp(idOf('other'))));
    });

    it("the member's old like and comment stamps on throttles/{uid} stay as they are; a post stamp still goes beside them", async () => {
      await env.withSecurityRulesDisabled((context) =>
        setDoc(throttle(firestoreOf(context), 'bob'), { likeAt: past, likeOn: postId }),
      );
      const stamp = (data: DocumentData) => setDoc(throttle(bob, 'bob'), data, { merge: true });
      await assertFails(stamp({ likeAt: serverTimestamp(), likeOn: postId }));
      await assertFails(stamp({ commentAt: serverTimestamp(), commentOn: postId }));
      await assertFails(stamp({ likeOn: idOf('other') }));
      await assertSucceeds(stamp(postStamp(idOf('new'))));
    });

    it("a post's like and comment stamps: their member's, the server time only, never turned back, nothing else, never deleted", async () => {
      await paced(bob);
      const stamps = (db: typeof bob, data: DocumentData) =>
        setDoc(postThrottle(db, 'bob'), data, { merge: true });
      await assertFails(stamps(bob, { likeAt: past }));
      await assertFails(stamps(bob, { commentAt: past }));
      await assertFails(stamps(bob, { ...likeStamp(), x: 1 }));
      await assertFails(stamps(carol, likeStamp()));
      await assertFails(deleteDoc(postThrottle(bob, 'bob')));
      await assertFails(getDoc(postThrottle(carol, 'bob')));
      await assertSucceeds(getDoc(postThrottle(bob, 'bob')));
      await assertSucceeds(stamps(bob, { ...likeStamp(), ...commentStamp() }));
      // And within their intervals, no new stamp.
      await assertFails(stamps(bob, likeStamp()));
      await assertFails(stamps(bob, commentStamp()));
    });

    it('a comment without its throttle stamp is refused', async () => {
      const unstamped = () => {
        const batch = writeBatch(bob);
        batch.set(comment(bob, idOf('c2')), newComment('bob'));
        batch.update(post(bob), { commentsCount: increment(1), lastCommentId: idOf('c2') });
        return batch.commit();
      };
      await assertFails(unstamped());
      // Nor beside budgets the member already has.
      await paced(bob);
      await assertFails(unstamped());
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });
  });
});
