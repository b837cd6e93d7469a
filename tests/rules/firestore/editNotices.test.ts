/**
 * The notices of an edit (issue 49): an edit that names a member its comment did not name tells them
 * in its batch; one that no longer names them withdraws their mention's notice, the comment's author
 * alone, and never a notice the member holds otherwise (the post's author's, whom a reply answers).
 * Each refusal beside the write it bends. notices.test.ts holds the notices of new comments.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { comment, commentId, idOf, past, postId, storedComment } from './fixtures';
import { bob, carol, env, firestoreOf, firestoreRulesSuite } from './setup';
import { editStamp, paced, stampIn } from './writes';

const title = '雨天的咖啡廳';
const noticeId = `c${commentId}`;
const notice = (db: Firestore, to: string, id = noticeId) => doc(db, 'users', to, 'notices', id);

/** A mention's notice of comment `id` as the adapters write it, quoting `quote`. */
const mention = (quote: string, changes: DocumentData = {}, id = commentId): DocumentData => ({
  kind: 'mention',
  postId,
  title,
  commentId: id,
  from: 'bob',
  quote,
  likeCount: 0,
  at: serverTimestamp(),
  ...changes,
});

/** Stores what an earlier write left: bob's comment c1 as `fields`, and each notice `[to, kind]`. */
async function stored(fields: DocumentData, notices: [string, string][] = [], id = commentId) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await setDoc(comment(db, id), { ...storedComment('bob'), ...fields });
    for (const [to, kind] of notices) {
      await setDoc(notice(db, to, `c${id}`), {
        ...mention(fields.content as string, { kind }, id),
        at: past,
      });
    }
  });
}

/**
 * The batch editComment commits: comment `id` as `content` with `mentions` (none: the field removed),
 * its edit stamp, each notice `[to, fields]` written and each of `withdrawn` deleted.
 */
async function editWithNotices(
  db: Firestore,
  content: string,
  mentions: string[],
  {
    tell = [],
    withdrawn = [],
    id = commentId,
  }: {
    tell?: [string, DocumentData][];
    withdrawn?: string[];
    id?: string;
  } = {},
) {
  await paced(db);
  const batch = writeBatch(db);
  batch.update(comment(db, id), {
    content,
    editedAt: serverTimestamp(),
    mentions: mentions.length > 0 ? mentions : deleteField(),
  });
  stampIn(batch, db, editStamp(`${postId}/${id}`));
  for (const [to, fields] of tell) batch.set(notice(db, to, `c${id}`), fields);
  for (const to of withdrawn) batch.delete(notice(db, to, `c${id}`));
  return batch.commit();
}

firestoreRulesSuite(() => {
  describe('notices of an edit', () => {
    it('an edit lists the mentions its text makes, as a new comment does', async () => {
      await assertFails(editWithNotices(bob, '改過了', ['dave']));
      await assertSucceeds(editWithNotices(bob, '<@dave> 改過了', ['dave']));
    });

    it('an edit that names a member tells them, a mention, in its batch', async () => {
      const text = '<@dave> 你看看';
      await assertFails(editWithNotices(bob, text, ['dave'], { tell: [['carol', mention(text)]] }));
      await assertFails(
        editWithNotices(bob, text, ['dave'], {
          tell: [['dave', mention(text, { kind: 'reply' })]],
        }),
      );
      await assertFails(
        editWithNotices(bob, text, ['dave'], { tell: [['dave', mention('別的話')]] }),
      );
      await assertSucceeds(
        editWithNotices(bob, text, ['dave'], { tell: [['dave', mention(text)]] }),
      );
    });

    it('a member the comment named before is not told again by an edit', async () => {
      // Named before the inbox told anyone: no notice, and an edit that keeps the name makes none.
      await stored({ content: '<@dave> 嗨', mentions: ['dave'] });
      const text = '<@dave> 嗨嗨';
      await assertFails(editWithNotices(bob, text, ['dave'], { tell: [['dave', mention(text)]] }));
      await assertSucceeds(editWithNotices(bob, text, ['dave']));
    });

    it('an edit that no longer names a member withdraws their notice, its author only', async () => {
      await stored({ content: '<@dave> 嗨', mentions: ['dave'] }, [['dave', 'mention']]);
      // Still named: the notice stays.
      await assertFails(editWithNotices(bob, '<@dave> 改', ['dave'], { withdrawn: ['dave'] }));
      // Taken out, the notice left: no one else deletes it; its author still may.
      await assertSucceeds(editWithNotices(bob, '改了', []));
      await assertFails(deleteDoc(notice(carol, 'dave')));
      await assertSucceeds(deleteDoc(notice(bob, 'dave')));
    });

    it('withdrawing in the edit that takes the name out, or a notice that is not there', async () => {
      await stored({ content: '<@dave> 嗨', mentions: ['dave'] }, [['dave', 'mention']]);
      // carol was never told (a comment older than the inbox): deleting nothing is no harm.
      await assertSucceeds(editWithNotices(bob, '改了', [], { withdrawn: ['dave', 'carol'] }));
    });

    it("never the post's author's notice, nor whom a reply answers", async () => {
      // alice's post: named in bob's comment, she was told by a mention.
      await stored({ content: '<@alice> 嗨', mentions: ['alice'] }, [['alice', 'mention']]);
      await assertFails(editWithNotices(bob, '改了', [], { withdrawn: ['alice'] }));
      await assertSucceeds(editWithNotices(bob, '改了', []));
      // bob's reply answers carol and names her: her notice is the reply's.
      const reply = idOf('c3');
      const answering = { replyTo: idOf('c4'), answerOf: idOf('c4'), answers: 'carol' };
      await stored(
        { content: '<@carol> 好', mentions: ['carol'], ...answering },
        [['carol', 'reply']],
        reply,
      );
      await assertFails(editWithNotices(bob, '好', [], { withdrawn: ['carol'], id: reply }));
      await assertSucceeds(editWithNotices(bob, '好', [], { id: reply }));
    });
  });
});
