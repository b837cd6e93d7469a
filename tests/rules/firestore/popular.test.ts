/** 熱門: a post's `hot` starts at its day (within a day of the server's) and moves only with likes. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  doc,
  collection,
  getDoc,
  getDocs,
  query,
  where,
  increment,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { hotDayMs, hotOf, likesPerDay } from '../../../src/lib/limits';
import { keyAt, windowOf } from '../../../src/backend/firebase/postWindow';
import { cursorOf } from '../../../src/backend/firebase/postRecords';
import { idOf, like, newPost, post, storedPost } from './fixtures';
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
import { editPost, likeStamp, paced, publish, stampOn } from './writes';

const today = Math.floor(Date.now() / hotDayMs);
const hotOn = (day: number) => day * likesPerDay;
const bare = { imageUrl: '', thumbUrl: '' };

/** The stored post of the fixtures with `hot` (or, with null, without it, as before 熱門). */
async function storeHot(hot: number | null) {
  const data: DocumentData = { ...storedPost(), ...(hot !== null && { hot }) };
  await env.withSecurityRulesDisabled((context) => setDoc(post(firestoreOf(context)), data));
}

/** setLike's write, with `hot` moved by `hotBy` (undefined: not written). */
async function like1(db: Firestore, uid: string, delta: 1 | -1, hotBy?: number) {
  await paced(db);
  const batch = writeBatch(db);
  if (delta === 1) batch.set(like(db, uid), { createdAt: serverTimestamp() });
  else batch.delete(like(db, uid));
  batch.update(post(db), {
    likeCount: increment(delta),
    ...(hotBy !== undefined && { hot: increment(hotBy) }),
  });
  stampOn(batch, db, post(db).id, likeStamp());
  return batch.commit();
}

const hotNow = async () => (await getDoc(post(visitor))).get('hot') as unknown;

firestoreRulesSuite(() => {
  describe('熱門: hot', () => {
    it("a new post's hot is its day times likesPerDay: the server's day, or one day off, no more", async () => {
      const publishes = (hot: unknown) => publish(bob, idOf('new'), newPost('bob', { hot }));
      await assertFails(publishes(hotOn(today + 2)));
      await assertFails(publishes(hotOn(today - 2)));
      await assertFails(publishes(hotOn(today) + 1));
      await assertFails(publishes(hotOn(today) + 0.5));
      await assertFails(publishes(String(hotOn(today))));
      await assertFails(publishes(null));
      await assertSucceeds(publishes(hotOf(Date.now(), 0)));
    });

    it('a clock a day ahead or behind still publishes', async () => {
      await assertSucceeds(
        publish(bob, idOf('ahead'), newPost('bob', { ...bare, hot: hotOn(today + 1) })),
      );
      await paced(carol);
      await assertSucceeds(
        publish(carol, idOf('behind'), newPost('carol', { ...bare, hot: hotOn(today - 1) })),
      );
    });

    it('a post without hot is refused', async () => {
      const without = newPost('bob');
      delete without.hot;
      await assertFails(publish(bob, idOf('new'), without));
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });

    it('a like moves hot by exactly what it moves likeCount', async () => {
      await storeHot(hotOn(today - 3) + 1);
      await assertFails(like1(bob, 'bob', 1));
      await assertFails(like1(bob, 'bob', 1, 2));
      await assertFails(like1(bob, 'bob', 1, -1));
      await assertSucceeds(like1(bob, 'bob', 1, 1));
      expect(await hotNow()).toBe(hotOn(today - 3) + 2);
      await assertFails(like1(carol, 'carol', -1));
      await assertFails(like1(carol, 'carol', -1, 1));
      await assertSucceeds(like1(carol, 'carol', -1, -1));
      expect(await hotNow()).toBe(hotOn(today - 3) + 1);
    });

    it('a post from before hot is liked without it, and gains none that way', async () => {
      await storeHot(null);
      await assertFails(like1(bob, 'bob', 1, 1));
      await assertSucceeds(like1(bob, 'bob', 1));
      expect(await hotNow()).toBeUndefined();
    });

    it('hot moved on its own, or in an edit, is refused beside the legitimate edit', async () => {
      await storeHot(hotOn(today));
      await assertFails(editPost(alice, { title: '新標題', hot: hotOn(today) + 50 }));
      await assertFails(editPost(alice, { hot: increment(1) }));
      await assertFails(setDoc(post(bob), { hot: hotOn(today) + 1 }, { merge: true }));
      await assertSucceeds(editPost(alice, { title: '新標題' }));
      expect(await hotNow()).toBe(hotOn(today));
    });

    it("anyone lists 熱門 by the adapter's query: hidden == false, hot first, paged by its cursors", async () => {
      await env.withSecurityRulesDisabled(async (context) => {
        const db = firestoreOf(context);
        const at = (hours: number) => Timestamp.fromMillis(Date.now() - hours * 3_600_000);
        const stored = (title: string, hours: number, hot: number, topic = '運動') =>
          setDoc(doc(db, 'posts', idOf(title)), {
            ...storedPost(),
            title,
            topic,
            createdAt: at(hours),
            hot,
          });
        await stored('a', 1, hotOn(today));
        await stored('b', 2, hotOn(today) + 2);
        await stored('c', 3, hotOn(today));
        await stored('d', 4, hotOn(today) + 5, '生活');
      });
      const page = async (db: Firestore, range: Parameters<typeof windowOf>[0]) => {
        const filter = [where('hidden', '==', false), where('topic', '==', '運動')];
        const snapshot = await getDocs(
          query(collection(db, 'posts'), ...filter, ...windowOf(range, 'popular')),
        );
        return snapshot.docs;
      };
      const first = await page(visitor, { limit: 2 });
      expect(first.map((d) => d.get('title') as unknown)).toEqual(['b', 'a']);
      const after = cursorOf(keyAt(first[1]!, 'popular'));
      const second = await page(bob, { after, limit: 2 });
      expect(second.map((d) => d.get('title') as unknown)).toEqual(['c']);
      const until = await page(visitor, { until: after, limit: 10 });
      expect(until.map((d) => d.get('title') as unknown)).toEqual(['b', 'a']);
    });

    it('a moderator hiding a post leaves hot as it is, and may not move it', async () => {
      await storeHot(hotOn(today));
      const mod = moderatorDb();
      await assertFails(setDoc(post(mod), { hidden: true, hot: 0 }, { merge: true }));
      await assertSucceeds(setDoc(post(mod), { hidden: true }, { merge: true }));
      expect(await getDoc(post(mod)).then((s) => s.get('hot') as unknown)).toBe(hotOn(today));
    });
  });
});
