/**
 * A hidden post and its thread take no new comment, reply or like from anyone but its author and the
 * moderators (issue 48); and a comment or reply is made only at an id of the shape the adapters draw,
 * so a report's key names exactly one item. Each refusal sits beside the same write allowed.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, updateDoc, writeBatch, type DocumentData } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { comment, commentId, idOf, newComment, post } from './fixtures';
import { alice, bob, carol, env, firestoreOf, firestoreRulesSuite, moderatorDb } from './setup';
import { commentBatch, likeBatch } from './writes';

/** A reply as addReply writes it: under the stored comment (bob's), answering it. */
const newReply = (uid: string, changes: DocumentData = {}) =>
  newComment(uid, { replyTo: commentId, answerOf: commentId, answers: 'bob', ...changes });

/** Sets the stored post's `hidden`, as a moderator does. */
async function setHidden(hidden: boolean) {
  await env.withSecurityRulesDisabled(async (context) => {
    await updateDoc(post(firestoreOf(context)), { hidden });
  });
}

/** The moderator, with a profile and name claim like every member's (their author snapshot needs it). */
async function moderator() {
  await env.withSecurityRulesDisabled(async (context) => {
    const batch = writeBatch(firestoreOf(context));
    batch.set(doc(firestoreOf(context), 'users', 'mod'), {
      uid: 'mod',
      displayName: 'mod',
      photoURL: '',
    });
    batch.set(doc(firestoreOf(context), 'names', 'mod'), { uid: 'mod' });
    await batch.commit();
  });
  return moderatorDb();
}

firestoreRulesSuite(() => {
  describe('a hidden thread', () => {
    it("a hidden post takes no member's comment; its author's and a moderator's, and the same comment once restored", async () => {
      await setHidden(true);
      await assertFails(commentBatch(carol, newComment('carol')));
      await assertFails(
        commentBatch(bob, newComment('bob', { content: '<@bob> 你好', mentions: ['bob'] })),
      );
      await assertSucceeds(commentBatch(alice, newComment('alice'), { id: idOf('a1') }));
      const mod = await moderator();
      await assertSucceeds(commentBatch(mod, newComment('mod'), { id: idOf('m1') }));
      await setHidden(false);
      await assertSucceeds(commentBatch(carol, newComment('carol')));
    });

    it("a hidden post's thread takes no member's reply; its author's, and the same reply once restored", async () => {
      await setHidden(true);
      await assertFails(commentBatch(carol, newReply('carol')));
      await assertSucceeds(commentBatch(alice, newReply('alice'), { id: idOf('a1') }));
      await setHidden(false);
      await assertSucceeds(commentBatch(carol, newReply('carol')));
    });

    it("a hidden post takes no member's like; its author's, a moderator's, an unlike, and the same like once restored", async () => {
      await setHidden(true);
      await assertFails(likeBatch(bob, 'bob'));
      await assertSucceeds(likeBatch(alice, 'alice'));
      await assertSucceeds(likeBatch(moderatorDb(), 'mod'));
      await assertSucceeds(likeBatch(carol, 'carol', { delta: -1 }));
      await setHidden(false);
      await assertSucceeds(likeBatch(bob, 'bob'));
    });
  });

  describe('a hidden comment', () => {
    /** Sets `hidden` on the stored comment (bob's) or on a reply, as a moderator does. */
    async function hide(id: string, hidden = true) {
      await env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(comment(firestoreOf(context), id), { hidden });
      });
    }

    it("takes no member's reply under it; its author's and a moderator's, and the same reply once restored", async () => {
      await hide(commentId);
      await assertFails(commentBatch(carol, newReply('carol')));
      await assertSucceeds(commentBatch(bob, newReply('bob'), { id: idOf('b1') }));
      const mod = await moderator();
      await assertSucceeds(commentBatch(mod, newReply('mod'), { id: idOf('m1') }));
      await hide(commentId, false);
      await assertSucceeds(commentBatch(carol, newReply('carol')));
    });

    it("takes no member's answer to a reply in its conversation, nor to a hidden reply", async () => {
      const reply = idOf('r1');
      await assertSucceeds(commentBatch(alice, newReply('alice'), { id: reply }));
      const answer = newReply('carol', { answerOf: reply, answers: 'alice' });
      await hide(commentId);
      await assertFails(commentBatch(carol, answer));
      await hide(commentId, false);
      await hide(reply);
      await assertFails(commentBatch(carol, answer));
      await hide(reply, false);
      await assertSucceeds(commentBatch(carol, answer));
    });
  });

  describe("comment ids have the client's shape", () => {
    it('a comment or reply at an id that is not 20 of [A-Za-z0-9] is refused; at one that is, taken', async () => {
      const underscored = `c_${'0'.repeat(18)}`;
      for (const id of [underscored, 'c2', idOf('c2') + '0', `${'0'.repeat(19)}-`]) {
        await assertFails(commentBatch(bob, newComment('bob'), { id }));
        await assertFails(commentBatch(carol, newReply('carol'), { id }));
      }
      await assertSucceeds(commentBatch(bob, newComment('bob'), { id: idOf('c2') }));
      await assertSucceeds(commentBatch(carol, newReply('carol'), { id: idOf('r2') }));
    });
  });
});
