/**
 * A post's commentsCount counts what readers can see (issue 49, src/backend/core/commentCount.ts): a
 * moderator's hide counts the post down and a restore up, its author's clearing (kept for its replies)
 * down, each in the batch that makes the change; a comment no longer counted leaves without a -1.
 * Each refusal beside the write it bends.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, increment, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { comment, commentId, newComment, post } from './fixtures';
import { alice, bob, carol, firestoreRulesSuite, moderatorDb } from './setup';
import { commentBatch, countOf, recountBatch, uncommentBatch } from './writes';

const reply = (uid: string) =>
  newComment(uid, { replyTo: commentId, answerOf: commentId, answers: 'bob' });
const cleared = { content: '', deleted: true };

firestoreRulesSuite(() => {
  describe('the comment count counts what readers see', () => {
    it('a moderator hides a comment with the -1 and restores it with the +1, not without', async () => {
      const mod = moderatorDb();
      await assertFails(updateDoc(comment(mod), { hidden: true }));
      await assertFails(recountBatch(mod, { hidden: true }, { step: 1 }));
      await assertSucceeds(recountBatch(mod, { hidden: true }, { step: -1 }));
      expect(await countOf()).toBe(0);
      await assertFails(updateDoc(comment(mod), { hidden: false }));
      await assertFails(recountBatch(mod, { hidden: false }, { step: -1 }));
      await assertSucceeds(recountBatch(mod, { hidden: false }, { step: 1 }));
      expect(await countOf()).toBe(1);
    });

    it('a step naming a comment that stays as readers saw it is refused', async () => {
      const mod = moderatorDb();
      // hidden set to what it already is: nothing to count.
      await assertFails(recountBatch(mod, { hidden: false }, { step: -1 }));
      await assertFails(recountBatch(mod, { hidden: false }, { step: 1 }));
      for (const step of [-1, 1]) {
        await assertFails(
          updateDoc(post(carol), { commentsCount: increment(step), lastCommentId: commentId }),
        );
      }
      await assertSucceeds(recountBatch(mod, { hidden: false }, { step: 0 }));
      expect(await countOf()).toBe(1);
    });

    it('clearing a comment with replies counts it down in the same batch', async () => {
      await assertSucceeds(commentBatch(carol, reply('carol')));
      expect(await countOf()).toBe(2);
      await assertFails(recountBatch(bob, cleared, { step: 0 }));
      await assertSucceeds(recountBatch(bob, cleared, { step: -1 }));
      expect(await countOf()).toBe(1);
    });

    it('a hidden comment, no longer counted, is deleted by its author without a -1', async () => {
      // Another comment, so that a -1 would not fall below zero (refused for that alone).
      await assertSucceeds(commentBatch(carol, newComment('carol')));
      await assertSucceeds(recountBatch(moderatorDb(), { hidden: true }, { step: -1 }));
      expect(await countOf()).toBe(1);
      await assertFails(uncommentBatch(bob));
      await assertFails(deleteDoc(comment(alice)));
      await assertSucceeds(deleteDoc(comment(bob)));
      expect(await countOf()).toBe(1);
    });

    it('hiding or restoring a cleared comment moves nothing', async () => {
      await assertSucceeds(commentBatch(carol, reply('carol')));
      await assertSucceeds(recountBatch(bob, cleared, { step: -1 }));
      const mod = moderatorDb();
      await assertFails(recountBatch(mod, { hidden: true }, { step: -1 }));
      await assertSucceeds(recountBatch(mod, { hidden: true }, { step: 0 }));
      await assertFails(recountBatch(mod, { hidden: false }, { step: 1 }));
      await assertSucceeds(recountBatch(mod, { hidden: false }, { step: 0 }));
      expect(await countOf()).toBe(1);
    });
  });
});
