/**
 * Mentions (issue 39): a comment or reply may list the members its text names as `<@uid>`, 1 to 10,
 * each once and each in the text; the member mentioned lists what mentions them, no one else's.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collectionGroup,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { commentId, idOf, newComment } from './fixtures';
import { bob, carol, firestoreRulesSuite } from './setup';
import { commentBatch } from './writes';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `member${i}`);
const text = (mentions: string[]) => `${mentions.map((uid) => `<@${uid}>`).join(' ')} 你們好`;
const mentioning = (uid: string, mentions: string[], content = text(mentions)) =>
  newComment(uid, { content, mentions });

firestoreRulesSuite(() => {
  describe('mentions', () => {
    it('a comment lists the members its text names, up to 10', async () => {
      await assertSucceeds(commentBatch(carol, mentioning('carol', ['alice', 'bob'])));
      await assertSucceeds(commentBatch(carol, mentioning('carol', ids(10)), { id: idOf('c3') }));
    });

    it('more than 10, or an empty list, is refused', async () => {
      await assertFails(commentBatch(carol, mentioning('carol', ids(11))));
      await assertFails(commentBatch(carol, mentioning('carol', [], '你好')));
      await assertSucceeds(commentBatch(carol, mentioning('carol', ids(10))));
    });

    it('a list that does not match the text is refused: an id it does not name, twice, or no uid', async () => {
      await assertFails(commentBatch(carol, mentioning('carol', ['alice', 'dave'], '<@alice> 嗨')));
      await assertFails(commentBatch(carol, mentioning('carol', ['alice', 'alice'])));
      await assertFails(commentBatch(carol, mentioning('carol', ['.*'], '<@.*> 嗨')));
      await assertFails(commentBatch(carol, mentioning('carol', [5] as unknown as string[])));
      await assertFails(
        commentBatch(carol, newComment('carol', { content: '<@alice>', mentions: 'alice' })),
      );
      await assertSucceeds(commentBatch(carol, mentioning('carol', ['alice'], '<@alice>\n嗨')));
    });

    it('a reply lists its mentions by the same terms', async () => {
      const reply = (mentions: string[]) =>
        newComment('carol', {
          replyTo: commentId,
          answerOf: commentId,
          answers: 'bob',
          content: text(mentions),
          mentions,
        });
      await assertFails(commentBatch(carol, reply(ids(11))));
      await assertSucceeds(commentBatch(carol, reply(['alice'])));
    });

    // 通知 reads the inbox (notices.test.ts): no one lists comments across posts, so nothing of a
    // hidden thread can be found that way (issue 48).
    it('no one lists what mentions them across posts, not even they', async () => {
      await assertSucceeds(commentBatch(carol, mentioning('carol', ['bob'])));
      const mentions = (db: Firestore, uid: string, max = 50) =>
        getDocs(
          query(
            collectionGroup(db, 'comments'),
            where('mentions', 'array-contains', uid),
            where('hidden', '==', false),
            orderBy('createdAt', 'desc'),
            limit(max),
          ),
        );
      await assertFails(mentions(carol, 'bob'));
      await assertFails(mentions(bob, 'bob'));
    });
  });
});
