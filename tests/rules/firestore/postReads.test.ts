/** Reading posts: by everyone, in bounded queries, never by e-mail, never with an offset. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { emailOf, emulatorHost, post, rulesProjectId } from './fixtures';
import { firestoreRulesSuite, visitor } from './setup';

firestoreRulesSuite(() => {
  describe('posts: reading', () => {
    it('visitors read a post and limited feed, topic, author and search queries', async () => {
      const posts = collection(visitor, 'posts');
      const newest = orderBy('createdAt', 'desc');
      const shown = where('hidden', '==', false);
      await assertSucceeds(getDoc(post(visitor)));
      await assertSucceeds(getDocs(query(posts, shown, newest, limit(4))));
      await assertSucceeds(
        getDocs(query(posts, shown, where('topic', '==', '生活'), newest, limit(4))),
      );
      await assertSucceeds(
        getDocs(query(posts, shown, where('uid', '==', 'alice'), newest, limit(4))),
      );
      await assertSucceeds(
        getDocs(
          query(posts, shown, where('searchTokens', 'array-contains', '雨'), newest, limit(20)),
        ),
      );
    });

    it('a query without a limit, or over 200, is refused', async () => {
      const posts = collection(visitor, 'posts');
      const shown = where('hidden', '==', false);
      await assertFails(getDocs(query(posts, shown, orderBy('createdAt', 'desc'))));
      await assertFails(getDocs(query(posts, shown, limit(201))));
      await assertSucceeds(getDocs(query(posts, shown, limit(200))));
    });

    it("an author's posts are counted (the author page) within the list's limit, and only so", async () => {
      const byAlice = query(
        collection(visitor, 'posts'),
        where('hidden', '==', false),
        where('uid', '==', 'alice'),
      );
      const counted = await assertSucceeds(getCountFromServer(query(byAlice, limit(200))));
      expect(counted.data().count).toBeGreaterThan(0);
      await assertFails(getCountFromServer(byAlice));
      await assertFails(getCountFromServer(query(byAlice, limit(201))));
    });

    it('no post holds an e-mail address, so none can be looked up by one', async () => {
      const posts = await getDocs(
        query(collection(visitor, 'posts'), where('hidden', '==', false), limit(200)),
      );
      expect(JSON.stringify(posts.docs.map((stored) => stored.data()))).not.toContain('@');
      const byEmail = query(
        collection(visitor, 'posts'),
        where('hidden', '==', false),
        where('author.email', '==', emailOf('alice')),
        limit(4),
      );
      expect((await getDocs(byEmail)).size).toBe(0);
    });
  });

  // The group's name from round two of the rules (docs/security.md), kept so each test keeps its name.
  describe('round two: floods, offsets, providers, seed pictures, production pictures', () => {
    it('a list with an offset is refused, on every collection: Firestore bills each skipped document', async () => {
      const runQuery = (collectionId: string, extra: object) =>
        fetch(
          `http://${emulatorHost}/v1/projects/${rulesProjectId}/databases/(default)/documents:runQuery`,
          {
            method: 'POST',
            body: JSON.stringify({ structuredQuery: { from: [{ collectionId }], ...extra } }),
          },
        );
      // Posts are listed for everyone only as not hidden (moderation.test.ts).
      const shown = {
        where: {
          fieldFilter: {
            field: { fieldPath: 'hidden' },
            op: 'EQUAL',
            value: { booleanValue: false },
          },
        },
      };
      for (const [collectionId, max, filter] of [
        ['posts', 200, shown],
        ['topics', 100, {}],
        // Profiles are never listed (profiles.test.ts), with an offset or without.
      ] as const) {
        const extra = { ...filter, limit: max };
        expect((await runQuery(collectionId, { ...extra, offset: 1000000 })).status).toBe(403);
        expect((await runQuery(collectionId, { ...extra, offset: 1 })).status).toBe(403);
        expect((await runQuery(collectionId, extra)).status).toBe(200);
      }
    });
  });
});
