/**
 * Moderation (docs/security.md, "Moderation model"): only a moderator (the ID token's `moderator`
 * claim) hides or restores a post or comment; a hidden one is its author's and the moderators' alone,
 * and a list for anyone else must ask for hidden == false.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { comment, idOf, newComment, newPost, post, postId } from './fixtures';
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
import { commentBatch, publish, recountBatch } from './writes';

/** Hides the stored post (alice's) and comment (bob's on it), as a moderator would. */
async function hideStored({ thePost = true, theComment = true } = {}) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    if (thePost) await updateDoc(post(db), { hidden: true });
    if (theComment) await updateDoc(comment(db), { hidden: true });
  });
}

const newest = orderBy('createdAt', 'desc');
const shown = where('hidden', '==', false);
const posts = (db: Firestore, ...constraints: Parameters<typeof query>[1][]) =>
  getDocs(query(collection(db, 'posts'), ...constraints, newest, limit(4)));
const thread = (db: Firestore, ...constraints: Parameters<typeof query>[1][]) =>
  getDocs(query(collection(db, 'posts', postId, 'comments'), ...constraints, newest, limit(50)));

firestoreRulesSuite(() => {
  describe('moderation', () => {
    it('a moderator hides and restores a post; its author and other members cannot', async () => {
      await assertFails(updateDoc(post(alice), { hidden: true }));
      await assertFails(updateDoc(post(bob), { hidden: true }));
      await assertFails(updateDoc(post(moderatorDb('true')), { hidden: true }));
      await assertFails(updateDoc(post(moderatorDb(false)), { hidden: true }));
      await assertSucceeds(updateDoc(post(moderatorDb()), { hidden: true }));
      await assertSucceeds(updateDoc(post(moderatorDb()), { hidden: false }));
    });

    it('a moderator changes hidden alone, to a boolean', async () => {
      const mod = moderatorDb();
      await assertFails(updateDoc(post(mod), { hidden: true, title: '改過的標題' }));
      await assertFails(updateDoc(post(mod), { hidden: 'yes' }));
      await assertFails(updateDoc(post(mod), { title: '改過的標題' }));
      await assertSucceeds(updateDoc(post(mod), { hidden: true }));
    });

    it('a moderator hides and restores a comment; its author cannot', async () => {
      await assertFails(recountBatch(bob, { hidden: true }, { step: -1 }));
      await assertFails(recountBatch(alice, { hidden: true }, { step: -1 }));
      await assertFails(
        recountBatch(moderatorDb(), { hidden: true, content: '改過' }, { step: -1 }),
      );
      // Counted down as it is hidden, up as it comes back (commentCount.test.ts).
      await assertSucceeds(recountBatch(moderatorDb(), { hidden: true }, { step: -1 }));
      await assertSucceeds(recountBatch(moderatorDb(), { hidden: false }, { step: 1 }));
    });

    it('new posts and comments are written not hidden', async () => {
      const bare = { imageUrl: '', thumbUrl: '' };
      const id = idOf('hid');
      await assertFails(publish(alice, id, newPost('alice', { ...bare, hidden: true })));
      await assertFails(publish(alice, id, newPost('alice', { ...bare, hidden: 'no' })));
      await assertSucceeds(publish(alice, id, newPost('alice', bare)));
      await assertFails(commentBatch(carol, newComment('carol', { hidden: true })));
      await assertSucceeds(commentBatch(carol, newComment('carol')));
    });

    it('a hidden post is read by its author and moderators, not by other members or visitors', async () => {
      await assertSucceeds(getDoc(post(bob)));
      await assertSucceeds(getDoc(post(visitor)));
      await hideStored();
      await assertFails(getDoc(post(bob)));
      await assertFails(getDoc(post(visitor)));
      await assertSucceeds(getDoc(post(alice)));
      await assertSucceeds(getDoc(post(moderatorDb())));
    });

    it("a list for others asks for hidden == false; the author's own and a moderator's need not", async () => {
      await assertFails(posts(visitor));
      await assertSucceeds(posts(visitor, shown));
      await assertFails(posts(bob, where('topic', '==', '生活')));
      await assertSucceeds(posts(bob, shown, where('topic', '==', '生活')));
      await assertFails(posts(bob, where('uid', '==', 'alice')));
      await assertSucceeds(posts(alice, where('uid', '==', 'alice')));
      await assertSucceeds(posts(moderatorDb()));
    });

    it("a hidden comment is read by its author and moderators; others' threads ask for hidden == false", async () => {
      await assertSucceeds(getDoc(comment(carol)));
      await hideStored({ thePost: false });
      await assertFails(getDoc(comment(carol)));
      await assertSucceeds(getDoc(comment(bob)));
      await assertSucceeds(getDoc(comment(moderatorDb())));
      await assertFails(thread(carol));
      await assertSucceeds(thread(carol, shown));
      // The author's own hidden comments: the second, small query of the post page.
      const ownHidden = [where('uid', '==', 'bob'), where('hidden', '==', true)];
      await assertFails(thread(carol, ...ownHidden));
      await assertSucceeds(thread(bob, ...ownHidden));
      await assertSucceeds(thread(moderatorDb()));
    });

    it("a hidden post's comments are its author's and the moderators' to read, as the post is", async () => {
      await assertSucceeds(thread(carol, shown));
      await assertSucceeds(getDoc(comment(carol)));
      await hideStored({ theComment: false });
      await assertFails(thread(carol, shown));
      await assertFails(getDoc(comment(carol)));
      // bob wrote the comment, not the post: the post is gone for him, and its thread with it.
      await assertFails(getDoc(comment(bob)));
      await assertSucceeds(thread(alice, shown));
      await assertSucceeds(thread(moderatorDb()));
    });
  });
});
