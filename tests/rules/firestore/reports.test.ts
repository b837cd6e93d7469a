/** Reports: members report others' existing posts and comments, once each; moderators read them. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
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
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { commentId, past, postId } from './fixtures';
import {
  alice,
  bob,
  carol,
  env,
  firestoreOf,
  firestoreRulesSuite,
  moderatorDb,
  visitor,
} from './setup';

const postKey = `p_${postId}`;
const commentKey = `c_${postId}_${commentId}`;
const tally = (db: Firestore, key = postKey) => doc(db, 'reports', key);
const reportBy = (db: Firestore, uid: string, key = postKey) => doc(db, 'reports', key, 'by', uid);

interface ReportOptions {
  reason?: string;
  /** How the tally's count moves (the adapter: 1 on a member's first report, 0 on a second). */
  count?: unknown;
  /** Fields of the tally to change or add. */
  tallyChanges?: DocumentData;
  /** Leave the member's by/{uid} out of the batch. */
  withoutBy?: boolean;
  key?: string;
  /**
   * The report's `firstAt`: by default as the adapter sends it, the server's time on a member's first
   * report, the one stored (or its `createdAt`) on a second.
   */
  firstAt?: unknown;
}

/** A report as the adapter's `report` writes it: by/{uid} and the tally, in one batch. */
async function report(
  db: Firestore,
  uid: string,
  item: { postId: string; commentId?: string },
  {
    reason = 'spam',
    count = increment(1),
    tallyChanges = {},
    withoutBy,
    key,
    firstAt,
  }: ReportOptions = {},
) {
  const commentPart = item.commentId ?? '';
  const itemKey = key ?? (commentPart ? `c_${item.postId}_${commentPart}` : `p_${item.postId}`);
  const mine = reportBy(db, uid, itemKey);
  let first = firstAt;
  if (first === undefined) {
    // Someone else's report is not theirs to read: then the write is refused anyway.
    const previous = await getDoc(mine).catch(() => undefined);
    first = previous?.exists()
      ? ((previous.get('firstAt') as unknown) ?? previous.get('createdAt'))
      : serverTimestamp();
  }
  const batch = writeBatch(db);
  if (!withoutBy) {
    batch.set(mine, { reason, createdAt: serverTimestamp(), firstAt: first });
  }
  batch.set(
    tally(db, itemKey),
    {
      kind: commentPart ? 'comment' : 'post',
      postId: item.postId,
      commentId: commentPart,
      count,
      lastReportedAt: serverTimestamp(),
      ...tallyChanges,
    },
    { merge: true },
  );
  return batch.commit();
}

const stored = async (key = postKey) => {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(tally(firestoreOf(context), key))).data();
  });
  return data;
};

const queue = (db: Firestore, max = 50) =>
  getDocs(query(collection(db, 'reports'), orderBy('count', 'desc'), limit(max)));

firestoreRulesSuite(() => {
  describe('reports', () => {
    it("a member reports another's post and another's comment, each counted once", async () => {
      await assertSucceeds(report(bob, 'bob', { postId }));
      await assertSucceeds(report(alice, 'alice', { postId, commentId }, { reason: 'harassment' }));
      await assertSucceeds(report(carol, 'carol', { postId }, { reason: 'other' }));
      const post = await stored();
      const comment = await stored(commentKey);
      if (post?.count !== 2 || comment?.count !== 1 || comment.kind !== 'comment') {
        throw new Error(`counted ${JSON.stringify([post, comment])}`);
      }
    });

    it('a second report by the same member replaces the reason and moves the time, not the count', async () => {
      await assertSucceeds(report(bob, 'bob', { postId }));
      await assertFails(report(bob, 'bob', { postId }, { reason: 'misinformation' }));
      await assertSucceeds(
        report(bob, 'bob', { postId }, { reason: 'misinformation', count: increment(0) }),
      );
      if ((await stored())?.count !== 1) throw new Error('a second report counted again');
    });

    it('the count moves only with a new by/{uid}: a forged count, or one without the report, is refused', async () => {
      await assertFails(report(bob, 'bob', { postId }, { count: 5 }));
      await assertFails(report(bob, 'bob', { postId }, { count: increment(2) }));
      await assertFails(report(bob, 'bob', { postId }, { withoutBy: true }));
      await assertFails(
        setDoc(reportBy(bob, 'bob'), {
          reason: 'spam',
          createdAt: serverTimestamp(),
          firstAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(report(bob, 'bob', { postId }));
      await assertFails(updateDoc(tally(bob), { count: increment(-1) }));
      await assertFails(deleteDoc(tally(bob)));
      await assertFails(deleteDoc(reportBy(bob, 'bob')));
    });

    it("a member cannot report their own post or comment, nor in another member's name", async () => {
      await assertFails(report(alice, 'alice', { postId }));
      await assertFails(report(bob, 'bob', { postId, commentId }));
      await assertFails(report(carol, 'bob', { postId }));
      await assertFails(report(visitor, 'carol', { postId }));
      await assertSucceeds(report(bob, 'bob', { postId }));
      await assertSucceeds(report(alice, 'alice', { postId, commentId }));
    });

    it('a missing post or comment cannot be reported', async () => {
      await assertFails(report(bob, 'bob', { postId: 'no-such-post0000000' }));
      await assertFails(report(alice, 'alice', { postId, commentId: 'no-such-comment' }));
      await assertSucceeds(report(alice, 'alice', { postId, commentId }));
    });

    it('the tally names the item its key names, with only its fields, and they stay', async () => {
      await assertFails(report(bob, 'bob', { postId }, { key: 'p_other' }));
      await assertFails(report(bob, 'bob', { postId }, { tallyChanges: { kind: 'comment' } }));
      await assertFails(report(bob, 'bob', { postId }, { tallyChanges: { commentId: commentId } }));
      await assertFails(report(bob, 'bob', { postId }, { tallyChanges: { note: '!' } }));
      await assertFails(report(bob, 'bob', { postId }, { tallyChanges: { lastReportedAt: past } }));
      await assertSucceeds(report(bob, 'bob', { postId }));
      await assertFails(
        report(carol, 'carol', { postId }, { tallyChanges: { kind: 'comment', commentId } }),
      );
      await assertSucceeds(report(carol, 'carol', { postId }));
    });

    it('a reason is one of the five, with the server time and nothing else', async () => {
      await assertFails(report(bob, 'bob', { postId }, { reason: 'boring' }));
      await assertFails(report(bob, 'bob', { postId }, { reason: '' }));
      const batch = writeBatch(bob);
      batch.set(reportBy(bob, 'bob'), { reason: 'spam', createdAt: past, firstAt: past });
      batch.set(
        tally(bob),
        {
          kind: 'post',
          postId,
          commentId: '',
          count: increment(1),
          lastReportedAt: serverTimestamp(),
        },
        { merge: true },
      );
      await assertFails(batch.commit());
      await assertSucceeds(report(bob, 'bob', { postId }, { reason: 'spam' }));
      for (const reason of ['harassment', 'misinformation', 'sexualOrViolent', 'other']) {
        await assertSucceeds(report(bob, 'bob', { postId }, { reason, count: increment(0) }));
      }
    });

    it('only moderators read and list the tallies; a member reads their own report alone', async () => {
      await assertSucceeds(report(bob, 'bob', { postId }));
      await assertSucceeds(report(carol, 'carol', { postId }));
      const mod = moderatorDb();
      await assertSucceeds(getDoc(tally(mod)));
      await assertSucceeds(queue(mod));
      await assertSucceeds(getDoc(reportBy(mod, 'bob')));
      await assertSucceeds(getDoc(reportBy(bob, 'bob')));
      await assertFails(getDoc(reportBy(carol, 'bob')));
      await assertFails(getDoc(reportBy(alice, 'bob')));
      await assertFails(getDoc(tally(bob)));
      await assertFails(getDoc(tally(alice)));
      await assertFails(getDoc(tally(visitor)));
      await assertFails(queue(bob));
      await assertFails(queue(visitor));
      await assertFails(queue(moderatorDb('true')));
      await assertFails(getDoc(tally(moderatorDb(false))));
    });

    it('firstAt is the server time on a first report and stays on a second', async () => {
      await assertFails(report(bob, 'bob', { postId }, { firstAt: past }));
      await assertSucceeds(report(bob, 'bob', { postId }));
      // A second report moving its first time, or dropping it, is refused; keeping it is not.
      const again = { count: increment(0), reason: 'other' };
      await assertFails(report(bob, 'bob', { postId }, { ...again, firstAt: serverTimestamp() }));
      await assertFails(report(bob, 'bob', { postId }, { ...again, firstAt: past }));
      await assertSucceeds(report(bob, 'bob', { postId }, again));
    });

    it('firstAt of a report from before it existed is its createdAt', async () => {
      await env.withSecurityRulesDisabled(async (context) => {
        const db = firestoreOf(context);
        await setDoc(tally(db), {
          kind: 'post',
          postId,
          commentId: '',
          count: 1,
          lastReportedAt: past,
        });
        await setDoc(reportBy(db, 'bob'), { reason: 'spam', createdAt: past });
      });
      const again = { count: increment(0), reason: 'other' };
      await assertFails(report(bob, 'bob', { postId }, { ...again, firstAt: serverTimestamp() }));
      await assertSucceeds(report(bob, 'bob', { postId }, { ...again, firstAt: past }));
    });

    it('only a moderator clears an item’s reports (略過): the tally and each report; reported again, it counts from one', async () => {
      await assertSucceeds(report(bob, 'bob', { postId }));
      await assertSucceeds(report(carol, 'carol', { postId }));
      // The reporters, the author, a visitor and a claim that is not `true` may not.
      for (const db of [bob, carol, alice, visitor, moderatorDb('true')]) {
        await assertFails(deleteDoc(tally(db)));
        await assertFails(deleteDoc(reportBy(db, 'bob')));
      }
      const mod = moderatorDb();
      await assertSucceeds(deleteDoc(reportBy(mod, 'bob')));
      await assertSucceeds(deleteDoc(reportBy(mod, 'carol')));
      await assertSucceeds(deleteDoc(tally(mod)));
      if ((await stored()) !== undefined) throw new Error('the tally stayed');
      await assertSucceeds(report(bob, 'bob', { postId }));
      if ((await stored())?.count !== 1) throw new Error('a cleared item did not count from one');
    });

    it("the moderators' queue is bounded: no query without a limit, or over 50", async () => {
      const mod = moderatorDb();
      await assertFails(getDocs(query(collection(mod, 'reports'), orderBy('count', 'desc'))));
      await assertFails(queue(mod, 51));
      await assertSucceeds(queue(mod, 50));
    });
  });
});
