/**
 * Reports (issue 29, round four in issue 48): a member writes only their own report of another's
 * item, once, paced, and their own pace; no write tells them whether or how often an item was
 * reported; moderators read and clear the reports.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
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
import { describe, expect, it } from 'vitest';
import { commentId, past, postId } from './fixtures';
import {
  alice,
  bob,
  carol,
  env,
  firestoreOf,
  firestoreRulesSuite,
  moderatorDb,
  uids,
  visitor,
} from './setup';

const postKey = `p_${postId}`;
const commentKey = `c_${postId}_${commentId}`;
const tally = (db: Firestore, key = postKey) => doc(db, 'reports', key);
const reportBy = (db: Firestore, uid: string, key = postKey) => doc(db, 'reports', key, 'by', uid);
const paceOf = (db: Firestore, uid: string) => doc(db, 'reportPaces', uid);

interface ReportOptions {
  reason?: string;
  /** Fields of the report to change or add. */
  changes?: DocumentData;
  /** The item the pace stamp names (by default the key reported); false: no stamp. */
  paceOn?: string | false;
  /** Unless false, the member's last report was a minute ago. */
  pace?: boolean;
}

/** Puts the member's last report a minute back: a member reporting at a person's pace. */
async function paced(uid: string) {
  await env.withSecurityRulesDisabled(async (context) => {
    const aMinuteAgo = Timestamp.fromMillis(Date.now() - 60_000);
    await setDoc(paceOf(firestoreOf(context), uid), { reportAt: aMinuteAgo, reportOn: 'p_x' });
  });
}

/** A report as the adapters' `report` writes it: by/{uid} and the member's pace, in one batch. */
async function report(
  db: Firestore,
  key: string,
  { reason = 'spam', changes = {}, paceOn = key, pace = true }: ReportOptions = {},
) {
  const uid = uids.get(db) ?? 'visitor';
  if (pace) await paced(uid);
  const batch = writeBatch(db);
  const now = serverTimestamp();
  batch.set(reportBy(db, uid, key), { reason, createdAt: now, firstAt: now, ...changes });
  if (paceOn !== false) batch.set(paceOf(db, uid), { reportAt: now, reportOn: paceOn });
  return batch.commit();
}

/** How many reports the item has, read with the owner's rights. */
const reportsOf = async (key = postKey) => {
  let count = 0;
  await env.withSecurityRulesDisabled(async (context) => {
    count = (await getDocs(collection(firestoreOf(context), 'reports', key, 'by'))).size;
  });
  return count;
};

/** What every write a member could try on the item's tally answers: each refused or not. */
async function probes(db: Firestore): Promise<boolean[]> {
  const answers: boolean[] = [];
  const tallyOf = (count: number) => ({
    kind: 'post',
    postId,
    commentId: '',
    count,
    lastReportedAt: serverTimestamp(),
  });
  const tries = [
    ...[0, 1, 2, 3].map((count) => () => setDoc(tally(db), tallyOf(count))),
    ...[1, 2, 3].map((count) => () => updateDoc(tally(db), { count })),
    () => setDoc(tally(db), { lastReportedAt: serverTimestamp() }, { merge: true }),
    () => getDoc(tally(db)),
    () => getDoc(reportBy(db, 'carol')),
  ];
  for (const attempt of tries) {
    answers.push(
      await attempt().then(
        () => true,
        () => false,
      ),
    );
  }
  return answers;
}

const queue = (db: Firestore, max = 50) =>
  getDocs(query(collectionGroup(db, 'by'), orderBy('createdAt', 'desc'), limit(max)));

firestoreRulesSuite(() => {
  describe('reports', () => {
    it("a member reports another's post and another's comment, each report their own", async () => {
      await assertSucceeds(report(bob, postKey));
      await assertSucceeds(report(alice, commentKey, { reason: 'harassment' }));
      await assertSucceeds(report(carol, postKey, { reason: 'other' }));
      expect([await reportsOf(), await reportsOf(commentKey)]).toEqual([2, 1]);
    });

    it('a second report by the same member is refused: it changes nothing', async () => {
      await assertSucceeds(report(bob, postKey));
      const first = (await getDoc(reportBy(bob, 'bob'))).data();
      await assertFails(report(bob, postKey, { reason: 'misinformation' }));
      await assertFails(report(bob, postKey));
      expect((await getDoc(reportBy(bob, 'bob'))).data()).toEqual(first);
      await assertSucceeds(report(carol, postKey, { reason: 'misinformation' }));
    });

    it('a member cannot report their own post or comment, first or after others did, nor in another member’s name', async () => {
      await assertFails(report(alice, postKey));
      await assertFails(report(bob, commentKey));
      await assertSucceeds(report(carol, postKey));
      await assertSucceeds(report(carol, commentKey));
      // Reported by others now: the author still may not.
      await assertFails(report(alice, postKey));
      await assertFails(report(bob, commentKey));
      const batch = writeBatch(carol);
      batch.set(reportBy(carol, 'dave'), { reason: 'spam', createdAt: serverTimestamp() });
      await assertFails(batch.commit());
      await assertFails(report(visitor, postKey));
      await assertSucceeds(report(bob, postKey));
      await assertSucceeds(report(alice, commentKey));
    });

    it('no write tells a member whether or how often an item was reported', async () => {
      // Every write of the tally is refused alike, reported or not, at any count.
      const before = await probes(bob);
      expect(before.every((answer) => !answer)).toBe(true);
      await assertSucceeds(report(carol, postKey));
      expect(await probes(bob)).toEqual(before);
      await assertSucceeds(report(alice, commentKey));
      expect(await probes(bob)).toEqual(before);
      // The member's own report goes through alike, whether others reported the item or not.
      await assertSucceeds(report(bob, postKey));
      await assertSucceeds(report(carol, commentKey));
    });

    it('the key names exactly one item, which must exist', async () => {
      for (const key of [
        `x_${postId}`,
        `p_${postId}_${commentId}`,
        `c_${postId}`,
        `c_${postId}_${commentId}_x`,
        'p_nosuchpost000000000',
        `c_${postId}_nosuchcomment0000000`,
      ]) {
        await assertFails(report(carol, key));
      }
      await assertSucceeds(report(bob, postKey));
      await assertSucceeds(report(alice, commentKey));
    });

    it('a reason is one of the five, with the server time and nothing else', async () => {
      await assertFails(report(bob, postKey, { reason: 'boring' }));
      await assertFails(report(bob, postKey, { reason: '' }));
      await assertFails(report(bob, postKey, { changes: { createdAt: past } }));
      await assertFails(report(bob, postKey, { changes: { firstAt: past } }));
      await assertFails(report(bob, postKey, { changes: { count: 1 } }));
      await assertSucceeds(report(bob, postKey, { reason: 'spam' }));
      await assertSucceeds(report(carol, postKey, { reason: 'sexualOrViolent' }));
    });

    it('reports are paced: one per 5 s, each stamped with its own pace', async () => {
      await assertSucceeds(report(carol, postKey));
      await assertFails(report(carol, commentKey, { pace: false }));
      await assertFails(report(bob, postKey, { paceOn: false }));
      // A stamp set back, or another member's, is refused; the member's own, a minute on, is taken.
      await assertFails(setDoc(paceOf(bob, 'bob'), { reportAt: past, reportOn: postKey }));
      const stamp = { reportAt: serverTimestamp(), reportOn: postKey };
      await assertFails(setDoc(paceOf(bob, 'dave'), stamp));
      await assertSucceeds(setDoc(paceOf(bob, 'bob'), stamp));
      await assertFails(getDoc(paceOf(bob, 'carol')));
      await assertSucceeds(report(bob, postKey));
      await assertSucceeds(report(carol, commentKey));
    });

    it('one pace stamp lets one report through', async () => {
      await paced('carol');
      const batch = writeBatch(carol);
      const now = serverTimestamp();
      batch.set(reportBy(carol, 'carol'), { reason: 'spam', createdAt: now, firstAt: now });
      batch.set(reportBy(carol, 'carol', commentKey), {
        reason: 'spam',
        createdAt: now,
        firstAt: now,
      });
      batch.set(paceOf(carol, 'carol'), { reportAt: now, reportOn: postKey });
      await assertFails(batch.commit());
      await assertFails(report(carol, postKey, { paceOn: commentKey }));
      await assertSucceeds(report(carol, postKey));
      await assertSucceeds(report(carol, commentKey));
    });

    it('only moderators read and list the tallies and reports; a member reads their own report alone', async () => {
      await assertSucceeds(report(bob, postKey));
      await assertSucceeds(report(carol, postKey));
      await env.withSecurityRulesDisabled(async (context) => {
        // A tally from before issue 48.
        await setDoc(tally(firestoreOf(context)), { kind: 'post', postId, count: 2 });
      });
      const mod = moderatorDb();
      await assertSucceeds(getDoc(tally(mod)));
      await assertSucceeds(getDocs(query(collection(mod, 'reports'), limit(50))));
      await assertSucceeds(queue(mod));
      await assertSucceeds(getDoc(reportBy(mod, 'bob')));
      await assertSucceeds(getDoc(reportBy(bob, 'bob')));
      await assertFails(getDoc(reportBy(carol, 'bob')));
      await assertFails(getDoc(reportBy(alice, 'bob')));
      await assertFails(getDoc(tally(bob)));
      await assertFails(getDoc(tally(alice)));
      await assertFails(getDoc(tally(visitor)));
      await assertFails(getDocs(query(collection(bob, 'reports'), limit(50))));
      await assertFails(queue(bob));
      await assertFails(queue(visitor));
      await assertFails(queue(moderatorDb('true')));
      await assertFails(getDoc(tally(moderatorDb(false))));
    });

    it('only a moderator clears an item’s reports (略過); reported again, it counts from one', async () => {
      await assertSucceeds(report(bob, postKey));
      await assertSucceeds(report(carol, postKey));
      for (const db of [bob, carol, alice, visitor, moderatorDb('true')]) {
        await assertFails(deleteDoc(tally(db)));
        await assertFails(deleteDoc(reportBy(db, 'bob')));
      }
      const mod = moderatorDb();
      await assertSucceeds(deleteDoc(reportBy(mod, 'bob')));
      await assertSucceeds(deleteDoc(reportBy(mod, 'carol')));
      await assertSucceeds(deleteDoc(tally(mod)));
      expect(await reportsOf()).toBe(0);
      await assertSucceeds(report(bob, postKey));
      expect(await reportsOf()).toBe(1);
    });

    it("the moderators' queue is bounded: no query without a limit, or over 50", async () => {
      const mod = moderatorDb();
      await assertFails(getDocs(query(collectionGroup(mod, 'by'), orderBy('createdAt', 'desc'))));
      await assertFails(queue(mod, 51));
      await assertSucceeds(queue(mod, 50));
    });
  });
});
