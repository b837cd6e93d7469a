/**
 * The largest batch a comment makes (issue 47's known limit, issue 49's typed mentions): a reply that
 * names the most members a comment may name tells each of them, whom it answers and the post's
 * author, in one batch. Each notice's rule looks up the same post and comment (get, getAfter, exists),
 * so the batch stays within Firestore's 20 document lookups only if a document looked up again is
 * not counted again: this is the emulator's word on that, beside the batch one notice too many; and
 * that the emulator counts lookups at all, beside a batch of 25 distinct ones, which it refuses.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { maxMentions } from '../../../src/lib/mentions';
import { commentId, newComment, storedPost } from './fixtures';
import { c2, commentWithNotices, told } from './noticeWrites';
import { bob, carol, env, firestoreOf, firestoreRulesSuite } from './setup';

const named = Array.from({ length: maxMentions }, (_, i) => `member${i}`);
const content = `${named.map((uid) => `<@${uid}>`).join(' ')} 一起來`;
const reply = newComment('carol', {
  content,
  replyTo: commentId,
  answerOf: commentId,
  answers: 'bob',
  mentions: named,
});
const quote = content.slice(0, 80);

firestoreRulesSuite(() => {
  describe('notices: the largest batch', () => {
    it(`a reply naming ${maxMentions} members tells all ${maxMentions + 2} in one batch, and not one more`, async () => {
      const notices: [string, ReturnType<typeof told>][] = [
        ['alice', told('carol', c2, { quote })],
        ['bob', told('carol', c2, { kind: 'reply', quote })],
        ...named.map((uid): [string, ReturnType<typeof told>] => [
          uid,
          told('carol', c2, { kind: 'mention', quote }),
        ]),
      ];
      // One more, to a member it does not name: refused, so the batch above is checked whole.
      const stranger = told('carol', c2, { kind: 'mention', quote });
      await assertFails(commentWithNotices(carol, reply, [...notices, ['stranger', stranger]]));
      await assertSucceeds(commentWithNotices(carol, reply, notices));
    });

    it('the emulator counts lookups: a batch of 25 bookmarks, each looking up its own post, is refused; 20 are taken', async () => {
      const ids = Array.from({ length: 25 }, (_, i) => `lookup${String(i).padStart(14, '0')}`);
      await env.withSecurityRulesDisabled(async (context) => {
        for (const id of ids) await setDoc(doc(firestoreOf(context), 'posts', id), storedPost());
      });
      const bookmarks = (few: string[]) => {
        const batch = writeBatch(bob);
        for (const id of few) {
          batch.set(doc(bob, 'users', 'bob', 'bookmarks', id), { createdAt: serverTimestamp() });
        }
        return batch.commit();
      };
      await assertFails(bookmarks(ids));
      await assertSucceeds(bookmarks(ids.slice(0, 20)));
    });
  });
});
