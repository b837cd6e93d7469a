/**
 * firestore.rules against DESIGN.md section 5: every allow and every deny, including the attacks issue 6
 * names. Runs on the Firestore emulator (`npm run test:emulators` sets FIRESTORE_EMULATOR_HOST); where it
 * is not running, the whole suite is skipped and one line says so.
 *
 * Writes are shaped exactly as src/backend/firebase writes them (serverTimestamp, increment,
 * arrayUnion/arrayRemove, the `lastCommentId` that ties a comment to its count), so an allow here is
 * an allow for the app.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  Timestamp,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = 'demo-post-wall';

if (!emulatorHost) {
  console.log(
    'SKIPPED Firestore rules suite (tests/rules/firestore.rules.test.ts): FIRESTORE_EMULATOR_HOST is not set; ' +
      'the Firestore emulator needs Java 21 and a one-time download (run `npm run test:emulators` where both exist)',
  );
}

// Members: alice wrote the post, bob commented on it, carol liked and bookmarked it, dave is a bystander.
const postId = 'post1';
const commentId = 'c1';
const past = Timestamp.fromMillis(Date.UTC(2026, 0, 1, 12));

const emailOf = (uid: string) => `${uid}@example.com`;
const repeat = (length: number) => '字'.repeat(length);

function storedPost(): DocumentData {
  return {
    title: '雨天的咖啡廳',
    content: '連下了一週的雨，乾脆找間安靜的咖啡廳窩一個下午。',
    topic: '生活',
    createdAt: past,
    author: { uid: 'alice', displayName: 'Alice', photoURL: '', email: emailOf('alice') },
    uid: 'alice',
    imageUrl: 'https://example.com/post1.jpg',
    likeBy: ['carol'],
    collectedBy: ['carol'],
    commentsCount: 1,
    searchTokens: ['雨', '天', '雨天'],
  };
}

function storedComment(uid: string): DocumentData {
  return {
    content: '好想知道是哪一間！',
    createdAt: past,
    author: { uid, displayName: uid, photoURL: '' },
    uid,
  };
}

/** A post as publishPost writes it. */
function newPost(uid: string, changes: DocumentData = {}): DocumentData {
  return {
    title: '第一次跑完半程馬拉松',
    content: '練了四個月，終於跑完二十一公里。',
    topic: '運動',
    imageUrl: 'https://example.com/new.jpg',
    createdAt: serverTimestamp(),
    author: { uid, displayName: uid, photoURL: '', email: emailOf(uid) },
    uid,
    likeBy: [],
    collectedBy: [],
    commentsCount: 0,
    searchTokens: ['第', '一', '第一'],
    ...changes,
  };
}

/** A comment as addComment writes it. */
function newComment(uid: string, changes: DocumentData = {}): DocumentData {
  return {
    content: '恭喜！四個月的努力值得了。',
    createdAt: serverTimestamp(),
    author: { uid, displayName: uid, photoURL: '' },
    uid,
    ...changes,
  };
}

describe.skipIf(!emulatorHost)('firestore.rules (Firestore emulator)', () => {
  let env: RulesTestEnvironment;
  let alice: Firestore;
  let bob: Firestore;
  let carol: Firestore;
  let visitor: Firestore;

  // The test library hands out compat instances; the modular API unwraps them, as its docs show.
  const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
  const member = (uid: string) =>
    firestoreOf(env.authenticatedContext(uid, { email: emailOf(uid), email_verified: false }));

  const post = (db: Firestore) => doc(db, 'posts', postId);
  const comment = (db: Firestore, id = commentId) => doc(db, 'posts', postId, 'comments', id);

  async function countOf(): Promise<unknown> {
    return (await getDoc(post(visitor))).get('commentsCount');
  }

  /** The batch addComment commits: the comment, and the post's count naming it. */
  function commentBatch(
    db: Firestore,
    data: DocumentData,
    { id = 'c2', delta = 1, names = id }: { id?: string; delta?: number; names?: string } = {},
  ) {
    const batch = writeBatch(db);
    batch.set(comment(db, id), data);
    batch.update(post(db), { commentsCount: increment(delta), lastCommentId: names });
    return batch.commit();
  }

  /** The batch deleteComment commits. */
  function uncommentBatch(db: Firestore, id = commentId) {
    const batch = writeBatch(db);
    batch.delete(comment(db, id));
    batch.update(post(db), { commentsCount: increment(-1), lastCommentId: id });
    return batch.commit();
  }

  beforeAll(async () => {
    // Refused writes are the point here; the SDK would log each one as a warning.
    setLogLevel('error');
    env = await initializeTestEnvironment({
      projectId,
      firestore: { rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
    });
    alice = member('alice');
    bob = member('bob');
    carol = member('carol');
    visitor = firestoreOf(env.unauthenticatedContext());
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context);
      await setDoc(doc(db, 'topics', '01'), { name: '電影' });
      await setDoc(doc(db, 'users', 'alice'), { uid: 'alice', displayName: 'Alice', photoURL: '' });
      await setDoc(post(db), storedPost());
      await setDoc(comment(db), storedComment('bob'));
    });
  });

  describe('topics', () => {
    it('are read by visitors', async () => {
      await assertSucceeds(getDoc(doc(visitor, 'topics', '01')));
      await assertSucceeds(getDocs(query(collection(visitor, 'topics'), limit(100))));
    });

    it('take no client writes', async () => {
      await assertFails(setDoc(doc(alice, 'topics', '07'), { name: '音樂' }));
      await assertFails(updateDoc(doc(alice, 'topics', '01'), { name: '戲劇' }));
      await assertFails(deleteDoc(doc(alice, 'topics', '01')));
      await assertFails(setDoc(doc(visitor, 'topics', '07'), { name: '音樂' }));
    });
  });

  describe('users', () => {
    it('are read by visitors, by id and in batches of at most 30 ids', async () => {
      await assertSucceeds(getDoc(doc(visitor, 'users', 'alice')));
      const users = collection(visitor, 'users');
      await assertSucceeds(getDocs(query(users, where(documentId(), 'in', ['alice']), limit(30))));
      await assertFails(getDocs(query(users, where(documentId(), 'in', ['alice']))));
      await assertFails(getDocs(query(users, limit(31))));
    });

    it('a member writes their own profile, as saveProfile does', async () => {
      const mine = doc(bob, 'users', 'bob');
      await assertSucceeds(
        setDoc(mine, { uid: 'bob', displayName: 'Bob', photoURL: '' }, { merge: true }),
      );
      await assertSucceeds(
        setDoc(
          mine,
          { uid: 'bob', displayName: '阿哲', photoURL: 'https://example.com/b.png' },
          { merge: true },
        ),
      );
    });

    it("no one writes another member's profile", async () => {
      await assertFails(
        setDoc(doc(bob, 'users', 'alice'), { uid: 'alice', displayName: 'pwned', photoURL: '' }),
      );
      await assertFails(updateDoc(doc(bob, 'users', 'alice'), { displayName: 'pwned' }));
      await assertFails(
        setDoc(doc(visitor, 'users', 'alice'), {
          uid: 'alice',
          displayName: 'pwned',
          photoURL: '',
        }),
      );
    });

    it('a profile holds only uid, displayName and photoURL, with its own uid', async () => {
      const mine = doc(bob, 'users', 'bob');
      await assertFails(
        setDoc(mine, { uid: 'bob', displayName: 'Bob', photoURL: '', admin: true }),
      );
      await assertFails(setDoc(mine, { uid: 'bob', displayName: 'Bob' }));
      await assertFails(setDoc(mine, { uid: 'alice', displayName: 'Bob', photoURL: '' }));
      await assertFails(updateDoc(doc(alice, 'users', 'alice'), { role: 'admin' }));
    });

    it('a display name is a string of at most 100 characters', async () => {
      const mine = doc(bob, 'users', 'bob');
      await assertSucceeds(setDoc(mine, { uid: 'bob', displayName: repeat(100), photoURL: '' }));
      await assertFails(setDoc(mine, { uid: 'bob', displayName: repeat(101), photoURL: '' }));
      await assertFails(setDoc(mine, { uid: 'bob', displayName: 42, photoURL: '' }));
    });

    it('a profile is not deleted', async () => {
      await assertFails(deleteDoc(doc(alice, 'users', 'alice')));
      await assertFails(deleteDoc(doc(bob, 'users', 'alice')));
    });
  });

  describe('posts: reading', () => {
    it('visitors read a post and limited feed, topic, author, bookmark and search queries', async () => {
      const posts = collection(visitor, 'posts');
      const newest = orderBy('createdAt', 'desc');
      await assertSucceeds(getDoc(post(visitor)));
      await assertSucceeds(getDocs(query(posts, newest, limit(4))));
      await assertSucceeds(getDocs(query(posts, where('topic', '==', '生活'), newest, limit(4))));
      await assertSucceeds(getDocs(query(posts, where('uid', '==', 'alice'), newest, limit(4))));
      await assertSucceeds(
        getDocs(query(posts, where('collectedBy', 'array-contains', 'carol'), newest, limit(4))),
      );
      await assertSucceeds(
        getDocs(query(posts, where('searchTokens', 'array-contains', '雨'), newest, limit(20))),
      );
    });

    it('a query without a limit, or over 500, is refused', async () => {
      const posts = collection(visitor, 'posts');
      await assertFails(getDocs(query(posts, orderBy('createdAt', 'desc'))));
      await assertFails(getDocs(query(posts, limit(501))));
    });
  });

  describe('posts: creating', () => {
    it('a member publishes a complete post in one write', async () => {
      await assertSucceeds(setDoc(doc(bob, 'posts', 'new'), newPost('bob')));
      const stored = await getDoc(doc(visitor, 'posts', 'new'));
      expect(stored.get('uid')).toBe('bob');
    });

    it('titles up to 100 characters and contents up to 5,000 are accepted', async () => {
      await assertSucceeds(
        setDoc(
          doc(bob, 'posts', 'new'),
          newPost('bob', { title: repeat(100), content: repeat(5000) }),
        ),
      );
    });

    it('a visitor cannot publish', async () => {
      await assertFails(setDoc(doc(visitor, 'posts', 'new'), newPost('bob')));
    });

    it("a post with another member's uid is refused", async () => {
      await assertFails(setDoc(doc(bob, 'posts', 'new'), newPost('bob', { uid: 'alice' })));
      await assertFails(setDoc(doc(bob, 'posts', 'new'), newPost('alice')));
    });

    it('a post whose author snapshot names another member is refused', async () => {
      const as = (changes: DocumentData) =>
        newPost('bob', { author: { ...newPost('bob').author, ...changes } });
      await assertFails(setDoc(doc(bob, 'posts', 'new'), as({ uid: 'alice' })));
      await assertFails(setDoc(doc(bob, 'posts', 'new'), as({ email: emailOf('alice') })));
      await assertFails(setDoc(doc(bob, 'posts', 'new'), as({ admin: true })));
    });

    it('a post must start with empty counters', async () => {
      const posts = (changes: DocumentData) =>
        setDoc(doc(bob, 'posts', 'new'), newPost('bob', changes));
      await assertFails(posts({ likeBy: ['bob'] }));
      await assertFails(posts({ collectedBy: ['bob'] }));
      await assertFails(posts({ commentsCount: 1 }));
      await assertFails(posts({ commentsCount: -1 }));
    });

    it('createdAt is the server time', async () => {
      await assertFails(setDoc(doc(bob, 'posts', 'new'), newPost('bob', { createdAt: past })));
      await assertFails(
        setDoc(doc(bob, 'posts', 'new'), newPost('bob', { createdAt: Timestamp.now() })),
      );
    });

    it('an over-long or empty title or content is refused', async () => {
      const posts = (changes: DocumentData) =>
        setDoc(doc(bob, 'posts', 'new'), newPost('bob', changes));
      await assertFails(posts({ title: repeat(101) }));
      await assertFails(posts({ content: repeat(5001) }));
      await assertFails(posts({ title: '' }));
      await assertFails(posts({ content: '' }));
      await assertFails(posts({ topic: '' }));
      await assertFails(posts({ title: 7 }));
    });

    it('a post has exactly the fields of the data model', async () => {
      await assertFails(setDoc(doc(bob, 'posts', 'new'), newPost('bob', { pinned: true })));
      const withoutImage = newPost('bob');
      delete withoutImage.imageUrl;
      await assertFails(setDoc(doc(bob, 'posts', 'new'), withoutImage));
    });

    it('search tokens are a list of at most 500', async () => {
      const tokens = Array.from({ length: 501 }, (_, i) => `t${i}`);
      await assertFails(setDoc(doc(bob, 'posts', 'new'), newPost('bob', { searchTokens: tokens })));
      await assertFails(setDoc(doc(bob, 'posts', 'new'), newPost('bob', { searchTokens: 'x' })));
    });
  });

  describe('posts: editing', () => {
    it('the author edits title, content, topic, picture and search tokens', async () => {
      await assertSucceeds(
        updateDoc(post(alice), {
          title: '晴天的咖啡廳',
          content: '雨停了。',
          topic: '美食',
          imageUrl: 'https://example.com/post1-v2.jpg',
          searchTokens: ['晴', '天', '晴天'],
        }),
      );
    });

    it("no one edits another member's post", async () => {
      await assertFails(updateDoc(post(bob), { title: 'pwned' }));
      await assertFails(updateDoc(post(bob), { content: 'pwned', searchTokens: [] }));
      await assertFails(updateDoc(post(visitor), { title: 'pwned' }));
    });

    it('the author cannot change uid, author or createdAt', async () => {
      await assertFails(updateDoc(post(alice), { uid: 'bob' }));
      await assertFails(updateDoc(post(alice), { 'author.displayName': 'Someone else' }));
      await assertFails(updateDoc(post(alice), { 'author.uid': 'bob' }));
      await assertFails(updateDoc(post(alice), { createdAt: Timestamp.now() }));
      await assertFails(updateDoc(post(alice), { createdAt: serverTimestamp() }));
    });

    it('the author cannot set the counters or add fields', async () => {
      await assertFails(updateDoc(post(alice), { commentsCount: 99 }));
      await assertFails(updateDoc(post(alice), { likeBy: ['carol', 'bob', 'dave'] }));
      await assertFails(updateDoc(post(alice), { title: '新標題', pinned: true }));
    });

    it('edits keep the size limits', async () => {
      await assertFails(updateDoc(post(alice), { title: repeat(101) }));
      await assertFails(updateDoc(post(alice), { content: repeat(5001) }));
      await assertFails(updateDoc(post(alice), { title: '' }));
    });
  });

  describe('posts: likes and bookmarks', () => {
    it('a member likes and unlikes with their own uid', async () => {
      await assertSucceeds(updateDoc(post(bob), { likeBy: arrayUnion('bob') }));
      expect((await getDoc(post(visitor))).get('likeBy')).toEqual(['carol', 'bob']);
      await assertSucceeds(updateDoc(post(bob), { likeBy: arrayRemove('bob') }));
      expect((await getDoc(post(visitor))).get('likeBy')).toEqual(['carol']);
    });

    it('a member bookmarks and un-bookmarks with their own uid', async () => {
      await assertSucceeds(updateDoc(post(bob), { collectedBy: arrayUnion('bob') }));
      await assertSucceeds(updateDoc(post(bob), { collectedBy: arrayRemove('bob') }));
      await assertSucceeds(updateDoc(post(carol), { collectedBy: arrayRemove('carol') }));
    });

    it('setting a like that is already set is allowed (idempotent)', async () => {
      await assertSucceeds(updateDoc(post(carol), { likeBy: arrayUnion('carol') }));
    });

    it('the author likes their own post like anyone', async () => {
      await assertSucceeds(updateDoc(post(alice), { likeBy: arrayUnion('alice') }));
    });

    it('liking or bookmarking as someone else is refused', async () => {
      await assertFails(updateDoc(post(bob), { likeBy: arrayUnion('dave') }));
      await assertFails(updateDoc(post(bob), { collectedBy: arrayUnion('dave') }));
      await assertFails(updateDoc(post(visitor), { likeBy: arrayUnion('dave') }));
    });

    it("removing someone else's like or bookmark is refused", async () => {
      await assertFails(updateDoc(post(bob), { likeBy: arrayRemove('carol') }));
      await assertFails(updateDoc(post(bob), { collectedBy: arrayRemove('carol') }));
      await assertFails(updateDoc(post(bob), { likeBy: ['bob'] }));
      await assertFails(updateDoc(post(alice), { likeBy: [] }));
    });

    it('adding two uids at once is refused', async () => {
      await assertFails(updateDoc(post(bob), { likeBy: arrayUnion('bob', 'dave') }));
      await assertFails(updateDoc(post(bob), { collectedBy: ['carol', 'bob', 'dave'] }));
    });

    it('the same uid twice is refused', async () => {
      await assertFails(updateDoc(post(bob), { likeBy: ['carol', 'bob', 'bob'] }));
    });

    it('a like cannot carry other changes', async () => {
      await assertFails(updateDoc(post(bob), { likeBy: arrayUnion('bob'), title: 'pwned' }));
      await assertFails(
        updateDoc(post(bob), { likeBy: arrayUnion('bob'), commentsCount: increment(1) }),
      );
      await assertFails(updateDoc(post(bob), { likeBy: ['carol', 'bob'], lastCommentId: 'x' }));
    });
  });

  describe('comments', () => {
    it('are read by visitors, with a limit', async () => {
      const comments = collection(visitor, 'posts', postId, 'comments');
      await assertSucceeds(getDoc(comment(visitor)));
      await assertSucceeds(getDocs(query(comments, orderBy('createdAt', 'asc'), limit(500))));
      await assertFails(getDocs(query(comments, orderBy('createdAt', 'asc'))));
    });

    it('a member comments with the +1 on the post in the same batch', async () => {
      await assertSucceeds(commentBatch(bob, newComment('bob')));
      expect(await countOf()).toBe(2);
      await assertSucceeds(commentBatch(carol, newComment('carol'), { id: 'c3' }));
      expect(await countOf()).toBe(3);
    });

    it('comments of up to 1,000 characters are accepted', async () => {
      await assertSucceeds(commentBatch(bob, newComment('bob', { content: repeat(1000) })));
    });

    it('a comment without the +1 is refused', async () => {
      await assertFails(setDoc(comment(bob, 'c2'), newComment('bob')));
      const batch = writeBatch(bob);
      batch.set(comment(bob, 'c2'), newComment('bob'));
      batch.update(post(bob), { lastCommentId: 'c2' });
      await assertFails(batch.commit());
    });

    it('bumping commentsCount without a new comment is refused', async () => {
      await assertFails(updateDoc(post(bob), { commentsCount: increment(1) }));
      await assertFails(
        updateDoc(post(bob), { commentsCount: increment(1), lastCommentId: 'missing' }),
      );
      // c1 exists already: it is not created by this write.
      await assertFails(
        updateDoc(post(bob), { commentsCount: increment(1), lastCommentId: commentId }),
      );
      await assertFails(updateDoc(post(alice), { commentsCount: 2, lastCommentId: 'missing' }));
    });

    it('the count moves by exactly one, naming exactly this comment', async () => {
      await assertFails(commentBatch(bob, newComment('bob'), { delta: 2 }));
      await assertFails(commentBatch(bob, newComment('bob'), { delta: 0 }));
      await assertFails(commentBatch(bob, newComment('bob'), { names: 'c9' }));
    });

    it('two comments cannot share one +1', async () => {
      const batch = writeBatch(bob);
      batch.set(comment(bob, 'c2'), newComment('bob'));
      batch.set(comment(bob, 'c3'), newComment('bob'));
      batch.update(post(bob), { commentsCount: increment(1), lastCommentId: 'c2' });
      await assertFails(batch.commit());
    });

    it('commenting as someone else is refused', async () => {
      await assertFails(commentBatch(bob, newComment('carol')));
      await assertFails(commentBatch(bob, newComment('bob', { uid: 'carol' })));
      await assertFails(
        commentBatch(
          bob,
          newComment('bob', { author: { uid: 'carol', displayName: 'c', photoURL: '' } }),
        ),
      );
    });

    it('a visitor cannot comment', async () => {
      await assertFails(commentBatch(visitor, newComment('bob')));
    });

    it('an over-long, empty or whitespace-only comment is refused', async () => {
      await assertFails(commentBatch(bob, newComment('bob', { content: repeat(1001) })));
      await assertFails(commentBatch(bob, newComment('bob', { content: '' })));
      await assertFails(commentBatch(bob, newComment('bob', { content: '   \n\t  ' })));
      await assertFails(commentBatch(bob, newComment('bob', { content: 5 })));
    });

    it('a comment has the server time and exactly the fields of the data model', async () => {
      await assertFails(commentBatch(bob, newComment('bob', { createdAt: past })));
      await assertFails(commentBatch(bob, newComment('bob', { likes: 100 })));
      const withoutAuthor = newComment('bob');
      delete withoutAuthor.author;
      await assertFails(commentBatch(bob, withoutAuthor));
    });

    it('a comment on a post that does not exist is refused', async () => {
      const batch = writeBatch(bob);
      batch.set(doc(bob, 'posts', 'missing', 'comments', 'c2'), newComment('bob'));
      await assertFails(batch.commit());
    });

    it('a comment is never edited, even by its author', async () => {
      await assertFails(updateDoc(comment(bob), { content: '改過了' }));
    });

    it('its author deletes it with the -1 in the same batch', async () => {
      await assertSucceeds(uncommentBatch(bob));
      expect(await countOf()).toBe(0);
    });

    it("no one else deletes a member's comment, the post's author included", async () => {
      await assertFails(uncommentBatch(carol));
      await assertFails(uncommentBatch(alice));
      await assertFails(deleteDoc(comment(visitor)));
    });

    it('deleting without the -1, or the -1 without deleting, is refused', async () => {
      await assertFails(deleteDoc(comment(bob)));
      await assertFails(
        updateDoc(post(bob), { commentsCount: increment(-1), lastCommentId: commentId }),
      );
      await assertFails(updateDoc(post(bob), { commentsCount: increment(-1), lastCommentId: 'x' }));
    });

    it('once the post is gone, any member may sweep up its comments', async () => {
      await assertSucceeds(deleteDoc(post(alice)));
      await assertFails(deleteDoc(comment(visitor)));
      await assertSucceeds(deleteDoc(comment(carol)));
    });
  });

  // The Storage emulator cannot run everywhere this suite runs; the Firestore emulator's compiler
  // parses any rules file, so storage.rules is at least checked for syntax here. (Its meaning is
  // checked by tests/rules/storage.rules.test.ts, on the Storage emulator.)
  it('storage.rules compiles', async () => {
    const response = await fetch(
      `http://${emulatorHost}/emulator/v1/projects/demo-storage-rules-syntax:securityRules`,
      {
        method: 'PUT',
        body: JSON.stringify({
          rules: {
            files: [
              { content: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8') },
            ],
          },
        }),
      },
    );
    expect(response.ok, await response.text()).toBe(true);
  });

  describe('posts: deleting', () => {
    it('the author deletes their post', async () => {
      await assertSucceeds(deleteDoc(post(alice)));
    });

    it("no one else deletes a member's post", async () => {
      await assertFails(deleteDoc(post(bob)));
      await assertFails(deleteDoc(post(visitor)));
    });
  });
});
