/**
 * firestore.rules against docs/security.md: every allow and every deny, each attack next to the
 * legitimate version of the same write. Runs on the Firestore emulator (`npm run test:emulators` sets FIRESTORE_EMULATOR_HOST); where it
 * is not running, the whole suite is skipped and one line says so.
 *
 * Writes are shaped exactly as src/backend/firebase writes them (serverTimestamp, increment, the like
 * record beside its count, the `lastCommentId` that ties a comment to its count), so an allow here is
 * an allow for the app.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  Timestamp,
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
  type WriteBatch,
} from 'firebase/firestore';
import { readRules } from '../../scripts/rulesFill.mjs';
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
const postId = 'post1000000000000000';
const commentId = 'c1';
const past = Timestamp.fromMillis(Date.UTC(2026, 0, 1, 12));

const emailOf = (uid: string) => `${uid}@example.com`;
/** A new post's id as the adapters draw them (20 of [A-Za-z0-9]), named for reading: `new` → `new00000000000000000`. */
const idOf = (name: string) => name.padEnd(20, '0');
/** The topics the posts here are in: topics/{name}, as seeded. */
const topicNames = ['生活', '運動', '電影', '美食'];
const repeat = (length: number) => '字'.repeat(length);
/**
 * `length` characters as the rules and src/lib/limits.ts count them (UTF-16 units). It starts with a
 * character outside the Basic Multilingual Plane, which counts two.
 */
const characters = (length: number) => `𠮷${'字'.repeat(length - 2)}`;

/** A download URL of `post-images/{name}`, as Storage's getDownloadURL gives it. */
const storageUrl = (name: string, token = '2f0c8a4e-5b1d-4c7e-9a36-7d18e0f4b5c2') =>
  `https://firebasestorage.googleapis.com/v0/b/${projectId}.appspot.com/o/post-images%2F${name}?alt=media&token=${token}`;

function storedPost(): DocumentData {
  return {
    title: '雨天的咖啡廳',
    content: '連下了一週的雨，乾脆找間安靜的咖啡廳窩一個下午。',
    topic: '生活',
    createdAt: past,
    author: { uid: 'alice', displayName: 'alice', photoURL: '' },
    uid: 'alice',
    imageUrl: storageUrl(postId),
    likeCount: 1,
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
    imageUrl: storageUrl(idOf('new')),
    thumbUrl: storageUrl(`${idOf('new')}_thumb`),
    createdAt: serverTimestamp(),
    author: { uid, displayName: uid, photoURL: '' },
    uid,
    likeCount: 0,
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
  // Each member's ID token names them as Auth does once a display name is set: the `name` claim.
  // And as an e-mail member: signed in with the password provider.
  const uids = new Map<Firestore, string>();
  const member = (uid: string, provider = 'password') => {
    const db = firestoreOf(
      env.authenticatedContext(uid, {
        email: emailOf(uid),
        email_verified: false,
        name: uid,
        firebase: { sign_in_provider: provider as 'password', identities: {} },
      }),
    );
    uids.set(db, uid);
    return db;
  };

  const throttle = (db: Firestore, uid: string) => doc(db, 'throttles', uid);
  /** The stamp commitPaced adds to a batch: the server's time, naming the post it lets through. */
  const postStamp = (id: string) => ({ postAt: serverTimestamp(), postId: id });
  const commentStamp = (id: string) => ({ commentAt: serverTimestamp(), commentOn: id });

  /** Puts the caller's last post and comment a minute back: a member writing at a normal pace. */
  async function paced(db: Firestore) {
    const uid = uids.get(db);
    if (!uid) return;
    const aMinuteAgo = Timestamp.fromMillis(Date.now() - 60_000);
    await env.withSecurityRulesDisabled((context) =>
      setDoc(throttle(firestoreOf(context), uid), { postAt: aMinuteAgo, commentAt: aMinuteAgo }),
    );
  }

  /** A display name's claim, at its key (src/lib/names.ts nameKey). */
  const claim = (db: Firestore, name: string) => doc(db, 'names', name.toLowerCase());

  /**
   * The writes saveProfile adds to a batch: the profile, its name's claim, and (when the key changes)
   * the old name's claim deleted. `claim: false` and `release: false` leave a claim out.
   */
  function addProfile(
    batch: WriteBatch,
    db: Firestore,
    profile: { uid: string; displayName: string; photoURL: string },
    {
      previous = profile.displayName,
      withClaim = true,
      release = true,
    }: { previous?: string; withClaim?: boolean; release?: boolean } = {},
  ) {
    batch.set(doc(db, 'users', profile.uid), profile, { merge: true });
    if (withClaim && profile.displayName) {
      batch.set(claim(db, profile.displayName), { uid: profile.uid });
    }
    if (release && previous && previous.toLowerCase() !== profile.displayName.toLowerCase()) {
      batch.delete(claim(db, previous));
    }
  }

  /** The batch saveProfile commits for `uid`, whose stored name is `previous`. */
  function saveProfile(
    db: Firestore,
    uid: string,
    displayName: string,
    options: { previous?: string; withClaim?: boolean; release?: boolean; photoURL?: string } = {},
  ) {
    const batch = writeBatch(db);
    const { photoURL = '', previous = uid, ...rest } = options;
    addProfile(batch, db, { uid, displayName, photoURL }, { previous, ...rest });
    return batch.commit();
  }

  const reservation = (db: Firestore, id: string) => doc(db, 'pendingPosts', id);

  /** A reservation as publishPost makes one before an upload (its texts need not be the post's). */
  function newReservation(uid: string, changes: DocumentData = {}): DocumentData {
    return {
      uid,
      title: '預留的標題',
      content: '預留的內容',
      topic: '運動',
      createdAt: serverTimestamp(),
      ...changes,
    };
  }

  /** The batch that reserves `id` before an upload: the reservation and the caller's post stamp. */
  async function reserve(db: Firestore, id: string, data = newReservation(uids.get(db) ?? '')) {
    await paced(db);
    const batch = writeBatch(db);
    batch.set(reservation(db, id), data);
    const uid = uids.get(db);
    if (uid) batch.set(throttle(db, uid), postStamp(id), { merge: true });
    return batch.commit();
  }

  /**
   * The batch publishPost commits: the post and its author's profile with the name's claim. A post
   * with pictures closes the caller's reservation of its id, made first (with a valid draft, so that
   * only the post's own batch decides); one without has the caller's throttle stamped with the same
   * time. Unless `pace` is false, the caller's last post was a minute ago.
   */
  async function publish(
    db: Firestore,
    id: string,
    data: DocumentData,
    { pace = true, reserved = typeof data.imageUrl === 'string' && data.imageUrl !== '' } = {},
  ) {
    const uid = uids.get(db);
    if (reserved && uid) {
      // A fresh reservation per attempt: one left by a refused attempt would refuse the next.
      await env.withSecurityRulesDisabled((context) =>
        deleteDoc(reservation(firestoreOf(context), id)),
      );
      await reserve(db, id);
    }
    if (pace) await paced(db);
    const batch = writeBatch(db);
    batch.set(doc(db, 'posts', id), data);
    const author = data.author as
      { uid: string; displayName: string; photoURL: string } | undefined;
    if (uid && author?.uid === uid && typeof author.displayName === 'string') {
      addProfile(batch, db, author);
    }
    if (reserved) batch.delete(reservation(db, id));
    else if (uid) batch.set(throttle(db, uid), postStamp(id), { merge: true });
    return batch.commit();
  }

  const post = (db: Firestore) => doc(db, 'posts', postId);
  const comment = (db: Firestore, id = commentId) => doc(db, 'posts', postId, 'comments', id);

  async function countOf(): Promise<unknown> {
    return (await getDoc(post(visitor))).get('commentsCount');
  }

  /**
   * The batch addComment commits: the comment, the post's count naming it, and the caller's throttle.
   * Unless `pace` is false, the caller's last comment was a minute ago.
   */
  async function commentBatch(
    db: Firestore,
    data: DocumentData,
    {
      id = 'c2',
      delta = 1,
      names = id,
      pace = true,
    }: { id?: string; delta?: number; names?: string; pace?: boolean } = {},
  ) {
    if (pace) await paced(db);
    const batch = writeBatch(db);
    batch.set(comment(db, id), data);
    batch.update(post(db), { commentsCount: increment(delta), lastCommentId: names });
    const uid = uids.get(db);
    if (uid) batch.set(throttle(db, uid), commentStamp(postId), { merge: true });
    return batch.commit();
  }

  const tombstone = (db: Firestore) => doc(db, 'deletedPosts', postId);

  const like = (db: Firestore, uid: string, id = postId) => doc(db, 'posts', id, 'likes', uid);
  const bookmark = (db: Firestore, uid: string, id = postId) =>
    doc(db, 'users', uid, 'bookmarks', id);
  const likeCountOf = async () => (await getDoc(post(visitor))).get('likeCount') as unknown;

  /**
   * The write setLike makes: the member's like record created (delta 1) or deleted (-1) and the count
   * moved by `delta`. `record` and `counted` bend it into an attack.
   */
  function likeBatch(
    db: Firestore,
    uid: string,
    {
      delta = 1,
      record = delta > 0 ? 'create' : 'delete',
      counted = delta,
      id = postId,
    }: {
      delta?: number;
      record?: 'create' | 'delete' | 'none';
      counted?: number;
      id?: string;
    } = {},
  ) {
    const batch = writeBatch(db);
    if (record === 'create') batch.set(like(db, uid, id), { createdAt: serverTimestamp() });
    if (record === 'delete') batch.delete(like(db, uid, id));
    if (counted !== 0) batch.update(doc(db, 'posts', id), { likeCount: increment(counted) });
    return batch.commit();
  }

  /** The batch deletePost commits: the post, and the tombstone that retires its id. */
  function deletePostBatch(db: Firestore, uid = 'alice') {
    const batch = writeBatch(db);
    batch.delete(post(db));
    batch.set(tombstone(db), { uid });
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
      firestore: { rules: readRules('firestore.rules') },
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
      for (const [order, name] of topicNames.entries()) {
        await setDoc(doc(db, 'topics', name), { name, order });
      }
      // Each member's profile names them as their ID token does (the `name` claim), and holds the claim.
      for (const uid of ['alice', 'bob', 'carol']) {
        await setDoc(doc(db, 'users', uid), { uid, displayName: uid, photoURL: '' });
        await setDoc(doc(db, 'names', uid), { uid });
      }
      await setDoc(post(db), storedPost());
      await setDoc(comment(db), storedComment('bob'));
      await setDoc(like(db, 'carol'), { createdAt: past });
      await setDoc(bookmark(db, 'carol'), { createdAt: past });
    });
  });

  describe('topics', () => {
    it('are read by visitors', async () => {
      await assertSucceeds(getDoc(doc(visitor, 'topics', '電影')));
      await assertSucceeds(getDocs(query(collection(visitor, 'topics'), limit(100))));
    });

    it('take no client writes', async () => {
      await assertFails(setDoc(doc(alice, 'topics', '音樂'), { name: '音樂', order: 7 }));
      await assertFails(updateDoc(doc(alice, 'topics', '電影'), { order: 0 }));
      await assertFails(deleteDoc(doc(alice, 'topics', '電影')));
      await assertFails(setDoc(doc(visitor, 'topics', '音樂'), { name: '音樂', order: 7 }));
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
      await assertSucceeds(saveProfile(bob, 'bob', 'Bob'));
      await assertSucceeds(
        saveProfile(bob, 'bob', '阿哲', { previous: 'Bob', photoURL: storageUrl('bob') }),
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
      await assertSucceeds(saveProfile(bob, 'bob', 'Bob'));
    });

    it('a profile holds only uid, displayName and photoURL, with its own uid', async () => {
      const mine = doc(bob, 'users', 'bob');
      await assertFails(
        setDoc(mine, { uid: 'bob', displayName: 'bob', photoURL: '', admin: true }),
      );
      await assertFails(setDoc(mine, { uid: 'bob', displayName: 'bob' }));
      await assertFails(setDoc(mine, { uid: 'alice', displayName: 'bob', photoURL: '' }));
      await assertFails(updateDoc(doc(alice, 'users', 'alice'), { role: 'admin' }));
      await assertSucceeds(setDoc(mine, { uid: 'bob', displayName: 'bob', photoURL: '' }));
    });

    it('a display name is a string of at most 30 characters', async () => {
      await assertFails(saveProfile(bob, 'bob', characters(31)));
      await assertFails(
        setDoc(doc(bob, 'users', 'bob'), { uid: 'bob', displayName: 42, photoURL: '' }),
      );
      await assertSucceeds(saveProfile(bob, 'bob', characters(30)));
    });

    it("a profile picture is a Storage download URL of the member's own avatar, or none", async () => {
      const mine = doc(bob, 'users', 'bob');
      const as = (photoURL: string) => setDoc(mine, { uid: 'bob', displayName: 'bob', photoURL });
      await assertFails(as('https://tracker.example/pixel.gif'));
      await assertFails(as(storageUrl('alice')));
      await assertFails(as(`${storageUrl('bob')}&x=https://tracker.example`));
      await assertFails(as('data:image/svg+xml,<svg/>'));
      await assertSucceeds(as(storageUrl('bob')));
      await assertSucceeds(as(''));
    });

    it('a profile is not deleted', async () => {
      await assertFails(deleteDoc(doc(alice, 'users', 'alice')));
      await assertFails(deleteDoc(doc(bob, 'users', 'alice')));
    });
  });

  describe('posts: reading', () => {
    it('visitors read a post and limited feed, topic, author and search queries', async () => {
      const posts = collection(visitor, 'posts');
      const newest = orderBy('createdAt', 'desc');
      await assertSucceeds(getDoc(post(visitor)));
      await assertSucceeds(getDocs(query(posts, newest, limit(4))));
      await assertSucceeds(getDocs(query(posts, where('topic', '==', '生活'), newest, limit(4))));
      await assertSucceeds(getDocs(query(posts, where('uid', '==', 'alice'), newest, limit(4))));
      await assertSucceeds(
        getDocs(query(posts, where('searchTokens', 'array-contains', '雨'), newest, limit(20))),
      );
    });

    it('a query without a limit, or over 200, is refused', async () => {
      const posts = collection(visitor, 'posts');
      await assertFails(getDocs(query(posts, orderBy('createdAt', 'desc'))));
      await assertFails(getDocs(query(posts, limit(201))));
      await assertSucceeds(getDocs(query(posts, limit(200))));
    });

    it('no post holds an e-mail address, so none can be looked up by one', async () => {
      const posts = await getDocs(query(collection(visitor, 'posts'), limit(200)));
      expect(JSON.stringify(posts.docs.map((stored) => stored.data()))).not.toContain('@');
      const byEmail = query(
        collection(visitor, 'posts'),
        where('author.email', '==', emailOf('alice')),
        limit(4),
      );
      expect((await getDocs(byEmail)).size).toBe(0);
    });
  });

  describe('posts: creating', () => {
    it('a member publishes a complete post in one write', async () => {
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
      const stored = await getDoc(doc(visitor, 'posts', idOf('new')));
      expect(stored.get('uid')).toBe('bob');
    });

    it('titles up to 100, contents up to 5,000 and topics up to 50 characters are accepted, one more refused', async () => {
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'topics', characters(50)), {
          name: characters(50),
          order: 9,
        }),
      );
      const posts = (changes: DocumentData) => publish(bob, idOf('new'), newPost('bob', changes));
      await assertFails(posts({ title: characters(101) }));
      await assertFails(posts({ content: characters(5001) }));
      await assertFails(posts({ topic: characters(51) }));
      await assertSucceeds(
        posts({ title: characters(100), content: characters(5000), topic: characters(50) }),
      );
    });

    it('a post goes in a topic of `topics` only, looked up by its name', async () => {
      // The document a topic holding '/' would name if it were split into path segments: the
      // refusal must not depend on how the rules read it.
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'topics', '運動', 'x', 'y'), { name: 'y', order: 9 }),
      );
      const posts = (topic: string) => publish(bob, idOf('new'), newPost('bob', { topic }));
      await assertFails(posts('音樂'));
      await assertFails(posts('運動/x/y'));
      await assertFails(posts('運動/x'));
      await assertSucceeds(posts('運動'));
    });

    it('a post published without pictures takes their URLs in a following edit of its author', async () => {
      const bare = newPost('bob', { imageUrl: '', thumbUrl: '' });
      await assertSucceeds(publish(bob, idOf('new'), bare));
      const urls = {
        imageUrl: storageUrl(idOf('new')),
        thumbUrl: storageUrl(`${idOf('new')}_thumb`),
      };
      await assertFails(updateDoc(doc(alice, 'posts', idOf('new')), urls));
      await assertFails(
        updateDoc(doc(bob, 'posts', idOf('new')), { ...urls, imageUrl: storageUrl(postId) }),
      );
      // At once: the throttle paces new posts, not their author's edits.
      await assertSucceeds(updateDoc(doc(bob, 'posts', idOf('new')), urls));
    });

    it('a visitor cannot publish', async () => {
      await assertFails(publish(visitor, idOf('new'), newPost('bob')));
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });

    it("a post with another member's uid is refused", async () => {
      await assertFails(publish(bob, idOf('new'), newPost('bob', { uid: 'alice' })));
      await assertFails(publish(bob, idOf('new'), newPost('alice')));
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });

    it('a post whose author snapshot names another member is refused', async () => {
      const as = (changes: DocumentData) =>
        newPost('bob', { author: { ...newPost('bob').author, ...changes } });
      await assertFails(publish(bob, idOf('new'), as({ uid: 'alice' })));
      await assertFails(publish(bob, idOf('new'), as({ email: emailOf('bob') })));
      await assertFails(publish(bob, idOf('new'), as({ admin: true })));
      // A forged name: the snapshot must be the member's own name, as their ID token carries it.
      await assertFails(publish(bob, idOf('new'), as({ displayName: 'alice' })));
      await assertFails(publish(bob, idOf('new'), as({ photoURL: storageUrl('bob') })));
      await assertSucceeds(publish(bob, idOf('new'), as({})));
    });

    it("the picture is a Storage download URL of this post's own object, or none", async () => {
      const posts = (imageUrl: string) => publish(bob, idOf('new'), newPost('bob', { imageUrl }));
      await assertFails(posts('https://tracker.example/pixel.gif'));
      await assertFails(posts('https://firebasestorage.googleapis.com.tracker.example/x.gif'));
      await assertFails(posts(storageUrl(postId)));
      await assertFails(posts(storageUrl(idOf('new')).replace('https:', 'http:')));
      await assertFails(posts('javascript:alert(1)'));
      await assertSucceeds(posts(storageUrl(idOf('new'))));
    });

    it("the card copy is a Storage download URL of this post's own card object, or none", async () => {
      let count = 0;
      const posts = (thumbUrl: string) => {
        count += 1;
        const id = idOf(`card${count}`);
        return publish(
          bob,
          id,
          newPost('bob', { imageUrl: storageUrl(id), thumbUrl: thumbUrl.replace('{id}', id) }),
        );
      };
      await assertFails(posts('https://tracker.example/pixel.gif'));
      await assertFails(posts(storageUrl('{id}')));
      await assertFails(posts(storageUrl('other_thumb')));
      // A picture without its card copy: a post is written whole.
      await assertFails(posts(''));
      await assertSucceeds(posts(storageUrl('{id}_thumb')));
    });

    it("on the emulators, the Storage emulator's address of this post's object is a picture too; seed pictures are not a new post's", async () => {
      const emulated = storageUrl(idOf('new')).replace(
        'https://firebasestorage.googleapis.com',
        'http://127.0.0.1:9199',
      );
      const posts = (imageUrl: string) => publish(bob, idOf('new'), newPost('bob', { imageUrl }));
      await assertFails(posts('/seed/../x.svg'));
      await assertFails(posts('/seed/post-01.svg'));
      await assertFails(posts(emulated.replace(idOf('new'), postId)));
      await assertSucceeds(posts(emulated));
    });

    it("the post id has the adapters' shape, so it cannot be a pattern (X|.* once matched any address)", async () => {
      const anyAddress = 'https://tracker.example/pixel.gif';
      const injected = newPost('bob', { imageUrl: anyAddress, thumbUrl: '' });
      await assertFails(publish(bob, 'X|.*', injected));
      await assertFails(publish(bob, '.*', newPost('bob', { imageUrl: storageUrl(postId) })));
      await assertFails(publish(bob, 'short', newPost('bob', { imageUrl: '', thumbUrl: '' })));
      await assertFails(
        publish(bob, `${idOf('new')}0`, newPost('bob', { imageUrl: '', thumbUrl: '' })),
      );
      // Another member's picture under a pattern-shaped id that matched it.
      const pattern = `${postId.slice(0, 19)}.`;
      await assertFails(
        publish(bob, pattern, newPost('bob', { imageUrl: storageUrl(postId), thumbUrl: '' })),
      );
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });

    it('a post must start with empty counters', async () => {
      const posts = (changes: DocumentData) => publish(bob, idOf('new'), newPost('bob', changes));
      await assertFails(posts({ likeCount: 1 }));
      await assertFails(posts({ likeCount: -1 }));
      await assertFails(posts({ likeBy: [] }));
      await assertFails(posts({ collectedBy: [] }));
      await assertFails(posts({ commentsCount: 1 }));
      await assertFails(posts({ commentsCount: -1 }));
      await assertSucceeds(posts({}));
    });

    it('createdAt is the server time', async () => {
      await assertFails(publish(bob, idOf('new'), newPost('bob', { createdAt: past })));
      await assertFails(publish(bob, idOf('new'), newPost('bob', { createdAt: Timestamp.now() })));
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });

    it('an over-long or empty title or content is refused', async () => {
      const posts = (changes: DocumentData) => publish(bob, idOf('new'), newPost('bob', changes));
      await assertFails(posts({ title: repeat(101) }));
      await assertFails(posts({ content: repeat(5001) }));
      await assertFails(posts({ title: '' }));
      await assertFails(posts({ content: '' }));
      await assertFails(posts({ topic: '' }));
      await assertFails(posts({ title: 7 }));
      await assertSucceeds(posts({}));
    });

    it('a post has exactly the fields of the data model', async () => {
      await assertFails(publish(bob, idOf('new'), newPost('bob', { pinned: true })));
      const withoutImage = newPost('bob');
      delete withoutImage.imageUrl;
      await assertFails(publish(bob, idOf('new'), withoutImage));
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });

    it('search tokens are at most 500 strings of at most 10,000 characters in all', async () => {
      let count = 0;
      const posts = (searchTokens: unknown) => {
        count += 1;
        return publish(
          bob,
          idOf(`new${count}`),
          newPost('bob', { searchTokens, imageUrl: '', thumbUrl: '' }),
        );
      };
      const numbered = (length: number) => Array.from({ length }, (_, i) => `t${i}`);
      // The attack: 500 tokens of 2,000 characters, about a megabyte a post.
      await assertFails(posts(Array.from({ length: 500 }, (_, i) => `${i}`.padEnd(2000, 'x'))));
      await assertFails(posts(numbered(501)));
      await assertFails(posts('x'));
      await assertFails(posts([1, 2, 3]));
      await assertFails(posts([{ token: 'x' }]));
      const full = [characters(5000), characters(5000)];
      await assertFails(posts([...full, 'x']));
      await assertSucceeds(posts(full));
      await assertSucceeds(posts(numbered(500)));
      await assertSucceeds(posts([]));
    });
  });

  describe('posts: incomplete (a reservation while the pictures upload)', () => {
    const id = idOf('res');
    const text = { imageUrl: '', thumbUrl: '' };
    const pictures = { imageUrl: storageUrl(id), thumbUrl: storageUrl(`${id}_thumb`) };

    /** The post's batch as publishPost writes it after the upload, `close` deciding the reservation. */
    async function closingBatch(db: Firestore, uid: string, data: DocumentData, close = true) {
      await paced(db);
      const batch = writeBatch(db);
      batch.set(doc(db, 'posts', id), data);
      addProfile(batch, db, { uid, displayName: uid, photoURL: '' });
      if (close) batch.delete(reservation(db, id));
      return batch.commit();
    }

    it('a member reserves an id with a stamp; only they can read or list it', async () => {
      await assertSucceeds(reserve(bob, id));
      await assertSucceeds(getDoc(reservation(bob, id)));
      await assertFails(getDoc(reservation(alice, id)));
      await assertFails(getDoc(reservation(visitor, id)));
      const mine = (db: Firestore, uid: string, max = 20) =>
        getDocs(
          query(
            collection(db, 'pendingPosts'),
            where('uid', '==', uid),
            orderBy('createdAt', 'desc'),
            limit(max),
          ),
        );
      await assertSucceeds(mine(bob, 'bob'));
      await assertFails(mine(alice, 'bob'));
      await assertFails(mine(bob, 'bob', 21));
      await assertFails(getDocs(query(collection(alice, 'pendingPosts'), limit(20))));
      // One that is not there, for whoever asks (finishing a post another tab finished).
      await assertSucceeds(getDoc(reservation(alice, idOf('none'))));
    });

    it('a reservation needs its stamp, a free id, texts within the limits and exactly its fields', async () => {
      const unstamped = () => setDoc(reservation(bob, id), newReservation('bob'));
      await paced(bob);
      await assertFails(unstamped());
      await assertFails(reserve(bob, id, newReservation('alice')));
      await assertFails(reserve(bob, id, newReservation('bob', { title: characters(101) })));
      await assertFails(reserve(bob, id, newReservation('bob', { content: ' ' })));
      await assertFails(reserve(bob, id, newReservation('bob', { topic: '音樂' })));
      await assertFails(reserve(bob, id, newReservation('bob', { createdAt: past })));
      await assertFails(reserve(bob, id, newReservation('bob', { imageUrl: storageUrl(id) })));
      await assertFails(reserve(bob, 'X|.*', newReservation('bob')));
      // The id of a post, or of a deleted one.
      await assertFails(reserve(bob, postId, newReservation('bob')));
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'deletedPosts', idOf('gone')), { uid: 'bob' }),
      );
      await assertFails(reserve(bob, idOf('gone'), newReservation('bob')));
      await assertSucceeds(reserve(bob, id, newReservation('bob')));
    });

    it('a post with pictures is written only in the batch that closes its author’s reservation', async () => {
      // Without a reservation, even stamped: a post with pictures cannot come on its own.
      await assertFails(
        publish(bob, id, newPost('bob', pictures), { reserved: false, pace: true }),
      );
      await assertSucceeds(reserve(bob, id));
      // Another member cannot close it, nor publish over it.
      await assertFails(closingBatch(alice, 'alice', newPost('alice', pictures)));
      await assertFails(publish(alice, id, newPost('alice', text), { reserved: false }));
      // Its author, keeping the reservation: the post would be whole while still listed incomplete.
      await assertFails(closingBatch(bob, 'bob', newPost('bob', pictures), false));
      await assertSucceeds(closingBatch(bob, 'bob', newPost('bob', pictures)));
      expect((await getDoc(doc(visitor, 'posts', id))).get('imageUrl')).toBe(pictures.imageUrl);
    });

    it('an incomplete post cannot be made visible by hand: never changed, never a post but whole', async () => {
      await assertSucceeds(reserve(bob, id));
      await assertFails(updateDoc(reservation(bob, id), { title: '改了' }));
      await assertFails(updateDoc(reservation(bob, id), { uid: 'alice' }));
      // Its author's text post at its id, without closing it.
      await assertFails(publish(bob, id, newPost('bob', text), { reserved: false }));
      // Closing it with a post that misses its card copy, or another post's picture.
      await assertFails(closingBatch(bob, 'bob', newPost('bob', { ...pictures, thumbUrl: '' })));
      await assertFails(
        closingBatch(bob, 'bob', newPost('bob', { ...pictures, imageUrl: storageUrl(postId) })),
      );
      await assertSucceeds(closingBatch(bob, 'bob', newPost('bob', text)));
    });

    it('its author, and no one else, discards it', async () => {
      await assertSucceeds(reserve(bob, id));
      await assertFails(deleteDoc(reservation(alice, id)));
      await assertFails(deleteDoc(reservation(visitor, id)));
      await assertSucceeds(deleteDoc(reservation(bob, id)));
    });
  });

  describe('posts: editing', () => {
    it('the author edits title, content, topic, picture and search tokens', async () => {
      await assertSucceeds(
        updateDoc(post(alice), {
          title: '晴天的咖啡廳',
          content: '雨停了。',
          topic: '美食',
          imageUrl: storageUrl(postId, '9d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60'),
          thumbUrl: storageUrl(`${postId}_thumb`, '9d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f61'),
          searchTokens: ['晴', '天', '晴天'],
        }),
      );
    });

    it('the author moves a post only to a topic of `topics`', async () => {
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'topics', '美食', 'x', 'y'), { name: 'y', order: 9 }),
      );
      await assertFails(updateDoc(post(alice), { topic: '音樂' }));
      await assertFails(updateDoc(post(alice), { topic: '美食/x/y' }));
      await assertSucceeds(updateDoc(post(alice), { topic: '美食' }));
    });

    it('a post whose topic was removed keeps it through other edits', async () => {
      await env.withSecurityRulesDisabled((context) =>
        deleteDoc(doc(firestoreOf(context), 'topics', '生活')),
      );
      await assertFails(updateDoc(post(alice), { topic: '音樂' }));
      await assertSucceeds(updateDoc(post(alice), { title: '新標題' }));
    });

    it("no one edits another member's post", async () => {
      await assertFails(updateDoc(post(bob), { title: 'pwned' }));
      await assertFails(updateDoc(post(bob), { content: 'pwned', searchTokens: [] }));
      await assertFails(updateDoc(post(visitor), { title: 'pwned' }));
      await assertSucceeds(updateDoc(post(alice), { title: 'mine' }));
    });

    it('the author cannot change uid, author or createdAt', async () => {
      await assertFails(updateDoc(post(alice), { uid: 'bob' }));
      await assertFails(updateDoc(post(alice), { 'author.displayName': 'Someone else' }));
      await assertFails(updateDoc(post(alice), { 'author.uid': 'bob' }));
      await assertFails(updateDoc(post(alice), { createdAt: Timestamp.now() }));
      await assertFails(updateDoc(post(alice), { createdAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(post(alice), { title: '新標題' }));
    });

    it('the author cannot set the counters or add fields', async () => {
      await assertFails(updateDoc(post(alice), { commentsCount: 99 }));
      await assertFails(updateDoc(post(alice), { likeCount: 99 }));
      await assertFails(updateDoc(post(alice), { likeBy: ['carol', 'bob', 'dave'] }));
      await assertFails(updateDoc(post(alice), { title: '新標題', pinned: true }));
      await assertSucceeds(updateDoc(post(alice), { title: '新標題' }));
    });

    it('edits keep the size limits', async () => {
      await assertFails(updateDoc(post(alice), { title: characters(101) }));
      await assertFails(updateDoc(post(alice), { content: characters(5001) }));
      await assertFails(updateDoc(post(alice), { title: '' }));
      await assertFails(updateDoc(post(alice), { title: ' \n ' }));
      await assertFails(
        updateDoc(post(alice), { searchTokens: [characters(5000), characters(5001)] }),
      );
      await assertSucceeds(
        updateDoc(post(alice), { title: characters(100), content: characters(5000) }),
      );
    });

    it("a new picture is one of the post's own; an unchanged one is kept as it is", async () => {
      await assertFails(updateDoc(post(alice), { imageUrl: 'https://tracker.example/p.gif' }));
      await assertFails(updateDoc(post(alice), { imageUrl: storageUrl('other') }));
      await assertFails(updateDoc(post(alice), { thumbUrl: 'https://tracker.example/p.gif' }));
      await assertFails(updateDoc(post(alice), { thumbUrl: storageUrl(postId) }));
      await env.withSecurityRulesDisabled(async (context) => {
        // A post stored before pictures were checked.
        await updateDoc(post(firestoreOf(context)), { imageUrl: 'https://old.example/p.jpg' });
      });
      await assertSucceeds(updateDoc(post(alice), { title: '只改標題' }));
      await assertSucceeds(updateDoc(post(alice), { imageUrl: storageUrl(postId, 'a1b2') }));
      await assertSucceeds(updateDoc(post(alice), { thumbUrl: storageUrl(`${postId}_thumb`) }));
    });
  });

  describe('likes', () => {
    it('a member likes with their own record and +1, and unlikes with its deletion and -1', async () => {
      await assertSucceeds(likeBatch(bob, 'bob'));
      expect(await likeCountOf()).toBe(2);
      await assertSucceeds(getDoc(like(bob, 'bob')));
      await assertSucceeds(likeBatch(bob, 'bob', { delta: -1 }));
      expect(await likeCountOf()).toBe(1);
      await assertSucceeds(likeBatch(carol, 'carol', { delta: -1 }));
      expect(await likeCountOf()).toBe(0);
    });

    it('the author likes their own post like anyone', async () => {
      await assertSucceeds(likeBatch(alice, 'alice'));
    });

    it('a second +1 with the one record is refused', async () => {
      await assertFails(likeBatch(carol, 'carol'));
      await assertFails(likeBatch(carol, 'carol', { record: 'none' }));
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertFails(likeBatch(bob, 'bob'));
      expect(await likeCountOf()).toBe(2);
    });

    it('a count moved without its record is refused, either way', async () => {
      await assertFails(likeBatch(bob, 'bob', { record: 'none' }));
      await assertFails(likeBatch(carol, 'carol', { delta: -1, record: 'none' }));
      await assertFails(likeBatch(bob, 'bob', { counted: 0 }));
      await assertFails(likeBatch(carol, 'carol', { delta: -1, counted: 0 }));
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertSucceeds(likeBatch(carol, 'carol', { delta: -1 }));
    });

    it('a count moved by 2, or the wrong way, is refused', async () => {
      await assertFails(likeBatch(bob, 'bob', { counted: 2 }));
      await assertFails(likeBatch(bob, 'bob', { counted: -1 }));
      await assertFails(likeBatch(carol, 'carol', { delta: -1, counted: -2 }));
      await assertFails(likeBatch(carol, 'carol', { delta: -1, counted: 1 }));
      await assertSucceeds(likeBatch(bob, 'bob'));
    });

    it('the count never goes below 0', async () => {
      await assertSucceeds(likeBatch(carol, 'carol', { delta: -1 }));
      await assertFails(updateDoc(post(bob), { likeCount: increment(-1) }));
      await assertFails(likeBatch(carol, 'carol', { delta: -1 }));
      expect(await likeCountOf()).toBe(0);
    });

    it("a record for another member, or deleting another member's, is refused", async () => {
      await assertFails(likeBatch(bob, 'dave'));
      await assertFails(likeBatch(bob, 'carol', { delta: -1 }));
      await assertFails(likeBatch(visitor, 'dave'));
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertSucceeds(likeBatch(carol, 'carol', { delta: -1 }));
    });

    it('a record holds its time only, and is not changed afterwards', async () => {
      const write = (data: DocumentData) => {
        const batch = writeBatch(bob);
        batch.set(like(bob, 'bob'), data);
        batch.update(post(bob), { likeCount: increment(1) });
        return batch.commit();
      };
      await assertFails(write({ createdAt: serverTimestamp(), uid: 'bob' }));
      await assertFails(write({ createdAt: past }));
      await assertFails(updateDoc(like(carol, 'carol'), { createdAt: serverTimestamp() }));
      await assertSucceeds(write({ createdAt: serverTimestamp() }));
    });

    it('a like on a deleted post is refused', async () => {
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertSucceeds(likeBatch(bob, 'bob', { delta: -1 }));
      await assertSucceeds(deletePostBatch(alice));
      await assertFails(likeBatch(bob, 'bob'));
      await assertFails(setDoc(like(bob, 'bob'), { createdAt: serverTimestamp() }));
    });

    it('a like cannot carry other changes', async () => {
      const withExtra = (changes: DocumentData) => {
        const batch = writeBatch(bob);
        batch.set(like(bob, 'bob'), { createdAt: serverTimestamp() });
        batch.update(post(bob), { likeCount: increment(1), ...changes });
        return batch.commit();
      };
      await assertFails(withExtra({ title: 'pwned' }));
      await assertFails(withExtra({ commentsCount: increment(1) }));
      await assertFails(withExtra({ lastCommentId: 'x' }));
      await assertSucceeds(withExtra({}));
    });

    it('are read by their member only: no one lists who liked', async () => {
      const likes = (db: Firestore) => collection(db, 'posts', postId, 'likes');
      await assertFails(getDoc(like(bob, 'carol')));
      await assertFails(getDoc(like(visitor, 'carol')));
      await assertFails(getDocs(query(likes(alice), limit(10))));
      await assertFails(getDocs(query(likes(carol), limit(10))));
      await assertSucceeds(getDoc(like(carol, 'carol')));
      await assertSucceeds(getDoc(like(bob, 'bob')));
    });
  });

  describe('bookmarks', () => {
    const bookmarks = (db: Firestore, uid: string) => collection(db, 'users', uid, 'bookmarks');
    const newestFirst = orderBy('createdAt', 'desc');

    it('a member bookmarks an existing post and removes the bookmark, in their own list', async () => {
      await assertSucceeds(setDoc(bookmark(bob, 'bob'), { createdAt: serverTimestamp() }));
      await assertSucceeds(getDocs(query(bookmarks(bob, 'bob'), newestFirst, limit(4))));
      await assertSucceeds(deleteDoc(bookmark(bob, 'bob')));
      await assertSucceeds(deleteDoc(bookmark(carol, 'carol')));
    });

    it("reading or listing another member's bookmarks is refused", async () => {
      await assertFails(getDocs(query(bookmarks(bob, 'carol'), newestFirst, limit(4))));
      await assertFails(getDocs(query(bookmarks(visitor, 'carol'), newestFirst, limit(4))));
      await assertFails(getDoc(bookmark(bob, 'carol')));
      await assertFails(getDoc(bookmark(alice, 'carol')));
      await assertSucceeds(getDocs(query(bookmarks(carol, 'carol'), newestFirst, limit(4))));
      await assertSucceeds(getDoc(bookmark(carol, 'carol')));
    });

    it('the list is bounded: no query without a limit, or over 200', async () => {
      await assertFails(getDocs(query(bookmarks(carol, 'carol'), newestFirst)));
      await assertFails(getDocs(query(bookmarks(carol, 'carol'), newestFirst, limit(201))));
      await assertSucceeds(getDocs(query(bookmarks(carol, 'carol'), newestFirst, limit(200))));
    });

    it("writing or deleting another member's bookmark is refused", async () => {
      await assertFails(setDoc(bookmark(bob, 'dave'), { createdAt: serverTimestamp() }));
      await assertFails(deleteDoc(bookmark(bob, 'carol')));
      await assertFails(setDoc(bookmark(visitor, 'dave'), { createdAt: serverTimestamp() }));
      await assertSucceeds(setDoc(bookmark(bob, 'bob'), { createdAt: serverTimestamp() }));
    });

    it('a bookmark holds the server time only, is not moved, and names an existing post', async () => {
      await assertFails(setDoc(bookmark(bob, 'bob'), { createdAt: past }));
      await assertFails(
        setDoc(bookmark(bob, 'bob'), { createdAt: serverTimestamp(), title: '雨天' }),
      );
      await assertFails(
        setDoc(bookmark(bob, 'bob', 'no-such-post'), { createdAt: serverTimestamp() }),
      );
      await assertFails(updateDoc(bookmark(carol, 'carol'), { createdAt: serverTimestamp() }));
      await assertSucceeds(setDoc(bookmark(bob, 'bob'), { createdAt: serverTimestamp() }));
    });

    it('a deleted post takes no new bookmark; an old one its member may still delete', async () => {
      await assertSucceeds(deletePostBatch(alice));
      await assertFails(setDoc(bookmark(bob, 'bob'), { createdAt: serverTimestamp() }));
      await assertSucceeds(deleteDoc(bookmark(carol, 'carol')));
    });

    it('no one can write who liked or bookmarked into the post, which everyone reads', async () => {
      await assertFails(updateDoc(post(bob), { likeBy: arrayUnion('bob') }));
      await assertFails(updateDoc(post(bob), { collectedBy: arrayUnion('bob') }));
      await assertFails(updateDoc(post(alice), { collectedBy: ['carol'] }));
      await assertSucceeds(likeBatch(bob, 'bob'));
      await assertSucceeds(setDoc(bookmark(bob, 'bob'), { createdAt: serverTimestamp() }));
      const stored = JSON.stringify((await getDoc(post(visitor))).data());
      expect(stored).not.toContain('bob');
      expect(stored).not.toContain('carol');
    });
  });

  describe('round two: floods, offsets, providers, seed pictures, production pictures', () => {
    it('a member publishes at a normal pace; a second post within 10 s is refused', async () => {
      const text = { imageUrl: '', thumbUrl: '' };
      // A first post ever: no throttle yet.
      await assertSucceeds(publish(bob, idOf('a'), newPost('bob', text), { pace: false }));
      // The flood: at once again.
      await assertFails(publish(bob, idOf('b'), newPost('bob', text), { pace: false }));
      await assertSucceeds(publish(bob, idOf('b'), newPost('bob', text)));
    });

    it('a post without its throttle stamp, or with a forged one, is refused', async () => {
      const text = newPost('bob', { imageUrl: '', thumbUrl: '' });
      await assertFails(setDoc(doc(bob, 'posts', idOf('new')), text));
      const forged = writeBatch(bob);
      forged.set(doc(bob, 'posts', idOf('new')), text);
      forged.set(throttle(bob, 'bob'), { postAt: past, postId: idOf('new') });
      await assertFails(forged.commit());
      await assertSucceeds(publish(bob, idOf('new'), text));
    });

    it("the throttle is its member's: stamped only with the server time, never turned back or deleted", async () => {
      await paced(bob);
      const stamp = postStamp(idOf('new'));
      await assertFails(setDoc(throttle(bob, 'bob'), { ...stamp, postAt: past }, { merge: true }));
      await assertFails(setDoc(throttle(bob, 'bob'), { ...stamp, x: 1 }, { merge: true }));
      // The post a stamp names moves only with its time.
      await assertFails(setDoc(throttle(bob, 'bob'), { postId: idOf('other') }, { merge: true }));
      await assertFails(setDoc(throttle(carol, 'bob'), stamp, { merge: true }));
      await assertFails(deleteDoc(throttle(bob, 'bob')));
      await assertFails(getDoc(throttle(carol, 'bob')));
      await assertSucceeds(getDoc(throttle(bob, 'bob')));
      await assertSucceeds(setDoc(throttle(bob, 'bob'), stamp, { merge: true }));
    });

    it('one stamp lets one post through: a batch of two new posts is refused', async () => {
      const text = { imageUrl: '', thumbUrl: '' };
      const profile = { uid: 'bob', displayName: 'bob', photoURL: '' };
      await paced(bob);
      const two = writeBatch(bob);
      two.set(doc(bob, 'posts', idOf('a')), newPost('bob', text));
      two.set(doc(bob, 'posts', idOf('b')), newPost('bob', text));
      addProfile(two, bob, profile);
      two.set(throttle(bob, 'bob'), postStamp(idOf('a')), { merge: true });
      await assertFails(two.commit());
      // Nor one post under a stamp that names another.
      const elsewhere = writeBatch(bob);
      elsewhere.set(doc(bob, 'posts', idOf('a')), newPost('bob', text));
      addProfile(elsewhere, bob, profile);
      elsewhere.set(throttle(bob, 'bob'), postStamp(idOf('b')), { merge: true });
      await assertFails(elsewhere.commit());
      await assertSucceeds(publish(bob, idOf('a'), newPost('bob', text)));
    });

    it('one stamp lets one comment through: comments on two posts in one batch are refused', async () => {
      const other = 'post2000000000000000';
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'posts', other), { ...storedPost(), commentsCount: 0 }),
      );
      await paced(carol);
      const two = writeBatch(carol);
      two.set(comment(carol, 'c2'), newComment('carol'));
      two.update(post(carol), { commentsCount: increment(1), lastCommentId: 'c2' });
      two.set(doc(carol, 'posts', other, 'comments', 'c2'), newComment('carol'));
      two.update(doc(carol, 'posts', other), { commentsCount: increment(1), lastCommentId: 'c2' });
      two.set(throttle(carol, 'carol'), commentStamp(postId), { merge: true });
      await assertFails(two.commit());
      await assertSucceeds(commentBatch(carol, newComment('carol'), { id: 'c2' }));
    });

    it('a member comments at a normal pace; a second comment within 2 s is refused', async () => {
      await assertSucceeds(commentBatch(carol, newComment('carol'), { id: 'c2', pace: false }));
      await assertFails(commentBatch(carol, newComment('carol'), { id: 'c3', pace: false }));
      await assertSucceeds(commentBatch(carol, newComment('carol'), { id: 'c3' }));
    });

    it('a comment without its throttle stamp is refused', async () => {
      const batch = writeBatch(bob);
      batch.set(comment(bob, 'c2'), newComment('bob'));
      batch.update(post(bob), { commentsCount: increment(1), lastCommentId: 'c2' });
      await assertFails(batch.commit());
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('the newest comments are listed, newest first, however many came before', async () => {
      const newestFirst = orderBy('createdAt', 'desc');
      const thread = collection(carol, 'posts', postId, 'comments');
      await assertSucceeds(getDocs(query(thread, newestFirst, limit(50))));
    });

    it('a list with an offset is refused, on every collection: Firestore bills each skipped document', async () => {
      const runQuery = (collectionId: string, extra: object) =>
        fetch(
          `http://${emulatorHost}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
          {
            method: 'POST',
            body: JSON.stringify({ structuredQuery: { from: [{ collectionId }], ...extra } }),
          },
        );
      for (const [collectionId, max] of [
        ['posts', 200],
        ['topics', 100],
        ['users', 30],
      ] as const) {
        expect((await runQuery(collectionId, { limit: max, offset: 1000000 })).status).toBe(403);
        expect((await runQuery(collectionId, { limit: max, offset: 1 })).status).toBe(403);
        expect((await runQuery(collectionId, { limit: max })).status).toBe(200);
      }
    });

    it('an anonymous (or any other provider) session is not a member', async () => {
      const anonymous = member('anon', 'anonymous');
      const custom = member('cust', 'custom');
      await assertFails(publish(anonymous, idOf('new'), newPost('anon')));
      await assertFails(publish(custom, idOf('new'), newPost('cust')));
      await assertFails(commentBatch(anonymous, newComment('anon')));
      await assertFails(
        setDoc(doc(anonymous, 'users', 'anon'), { uid: 'anon', displayName: '', photoURL: '' }),
      );
      await assertFails(likeBatch(anonymous, 'anon'));
      await assertSucceeds(publish(bob, idOf('new'), newPost('bob')));
    });

    it("a seed avatar is a seeded member's own only (on the emulators)", async () => {
      const seedAvatar = '/seed/avatar-1.svg';
      const withPicture = (uid: string) => {
        const db = firestoreOf(
          env.authenticatedContext(uid, {
            email: emailOf(uid),
            email_verified: false,
            name: uid,
            picture: seedAvatar,
            firebase: { sign_in_provider: 'password', identities: {} },
          }),
        );
        uids.set(db, uid);
        return db;
      };
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'users', 'seeded'), {
          uid: 'seeded',
          displayName: 'seeded',
          photoURL: seedAvatar,
        }),
      );
      const as = (uid: string) =>
        newPost(uid, { author: { uid, displayName: uid, photoURL: seedAvatar } });
      await assertFails(publish(withPicture('eve'), idOf('new'), as('eve')));
      await assertFails(
        setDoc(doc(withPicture('eve'), 'users', 'eve'), {
          uid: 'eve',
          displayName: 'eve',
          photoURL: seedAvatar,
        }),
      );
      await assertSucceeds(publish(withPicture('seeded'), idOf('new'), as('seeded')));
    });

    describe('production rules (the emulator switch off)', () => {
      let production: RulesTestEnvironment;
      let member2: Firestore;
      const productionId = 'demo-post-wall-production';

      beforeAll(async () => {
        production = await initializeTestEnvironment({
          projectId: productionId,
          firestore: {
            rules: readRules('firestore.rules', {
              bucket: `${projectId}.appspot.com`,
              onEmulators: false,
            }),
          },
        });
        member2 = firestoreOf(
          production.authenticatedContext('bob', {
            email: emailOf('bob'),
            email_verified: false,
            name: 'bob',
            firebase: { sign_in_provider: 'password', identities: {} },
          }),
        );
      });

      afterAll(async () => {
        await production?.cleanup();
      });

      beforeEach(async () => {
        await production.clearFirestore();
        await production.withSecurityRulesDisabled((context) =>
          setDoc(doc(firestoreOf(context), 'topics', '運動'), { name: '運動', order: 0 }),
        );
      });

      /** A post with pictures, closing bob's reservation of its id (made with rules off). */
      async function publishThere(imageUrl: string) {
        const id = idOf('new');
        await production.withSecurityRulesDisabled((context) =>
          setDoc(doc(firestoreOf(context), 'pendingPosts', id), newReservation('bob')),
        );
        const batch = writeBatch(member2);
        const thumbUrl = storageUrl(`${id}_thumb`);
        batch.set(doc(member2, 'posts', id), newPost('bob', { imageUrl, thumbUrl }));
        addProfile(batch, member2, { uid: 'bob', displayName: 'bob', photoURL: '' });
        batch.delete(doc(member2, 'pendingPosts', id));
        return batch.commit();
      }

      it("refuse the emulator's host, seed files and another project's bucket; take this project's", async () => {
        const own = storageUrl(idOf('new'));
        await assertFails(
          publishThere(
            own.replace('https://firebasestorage.googleapis.com', 'http://localhost:9199'),
          ),
        );
        await assertFails(
          publishThere(
            own.replace('https://firebasestorage.googleapis.com', 'http://127.0.0.1:9199'),
          ),
        );
        await assertFails(publishThere('/seed/post-01.svg'));
        await assertFails(
          publishThere(own.replace(`${projectId}.appspot.com`, 'someone-else.appspot.com')),
        );
        await assertSucceeds(publishThere(own));
      });
    });
  });

  describe('names: unique ignoring case and width, free of invisible characters', () => {
    // dave has no profile yet; alice, bob and carol hold their names (beforeEach).
    let dave: Firestore;
    beforeEach(() => {
      dave = member('dave');
    });

    /** A member whose ID token carries `name` (set through the Auth API), with no profile. */
    const tokenNamed = (uid: string, name?: string) => {
      const db = firestoreOf(
        env.authenticatedContext(uid, {
          email: emailOf(uid),
          email_verified: false,
          ...(name === undefined ? {} : { name }),
          firebase: { sign_in_provider: 'password', identities: {} },
        }),
      );
      uids.set(db, uid);
      return db;
    };

    it("refuses another member's name, also in another case or in full-width letters", async () => {
      await assertFails(saveProfile(dave, 'dave', 'alice', { previous: '' }));
      await assertFails(saveProfile(dave, 'dave', 'ALICE', { previous: '' }));
      await assertFails(saveProfile(dave, 'dave', 'Alice', { previous: '', withClaim: false }));
      // Full-width letters are stored as ASCII by the adapters (NFKC); the rules refuse them.
      await assertFails(saveProfile(dave, 'dave', 'ａｌｉｃｅ', { previous: '' }));
      await assertFails(saveProfile(dave, 'dave', 'Ａlice', { previous: '' }));
      await assertSucceeds(saveProfile(dave, 'dave', 'Dave', { previous: '' }));
      expect((await getDoc(claim(visitor, 'dave'))).get('uid')).toBe('dave');
    });

    it.each([
      ['a zero-width space', 'ali\u200bce'],
      ['a right-to-left override', '\u202eecila'],
      ['a zero-width joiner', 'alice\u200d'],
      ['a blank-looking Hangul filler', '\u3164'],
      ['the braille blank', '\u2800'],
      ['leading spaces', ' dave'],
      ['trailing spaces', 'dave '],
      ['a double space', 'da  ve'],
      ['a no-break space', 'da\u00a0ve'],
      ['an ideographic space', 'da\u3000ve'],
      ['mathematical letters', '𝐝𝐚𝐯𝐞'],
      ['a capital beyond A-Z', 'Émilie'],
    ])('refuses a name with %s, with its own claim', async (_, name) => {
      await assertFails(saveProfile(dave, 'dave', name, { previous: '' }));
    });

    it('takes names as the adapters store them', async () => {
      await assertSucceeds(saveProfile(dave, 'dave', 'Dave 小編', { previous: '' }));
      await assertSucceeds(saveProfile(dave, 'dave', 'émilie', { previous: 'Dave 小編' }));
      await assertSucceeds(saveProfile(dave, 'dave', '阿哲😀', { previous: 'émilie' }));
      await assertSucceeds(saveProfile(dave, 'dave', 'D.A.V.E', { previous: '阿哲😀' }));
    });

    it("a claim is its member's own, for the name their profile holds, and no one lists them", async () => {
      await assertFails(setDoc(claim(dave, 'zed'), { uid: 'alice' }));
      await assertFails(setDoc(claim(dave, 'zed'), { uid: 'dave' }));
      await assertFails(
        saveProfile(dave, 'dave', 'zed', { previous: '' }).then(() =>
          setDoc(claim(dave, 'zed2'), { uid: 'dave', extra: 1 }),
        ),
      );
      await assertFails(setDoc(claim(dave, 'zed2'), { uid: 'dave' }));
      await assertFails(getDocs(query(collection(visitor, 'names'), limit(10))));
      await assertSucceeds(getDoc(claim(visitor, 'alice')));
      expect((await getDoc(claim(visitor, 'zed'))).get('uid')).toBe('dave');
    });

    it('a claim is given up only by its member, once their profile no longer holds the name', async () => {
      await assertFails(deleteDoc(claim(bob, 'alice')));
      await assertFails(deleteDoc(claim(alice, 'alice')));
      await assertFails(updateDoc(claim(bob, 'alice'), { uid: 'bob' }));
      await assertSucceeds(saveProfile(alice, 'alice', 'Alicia', { previous: 'alice' }));
      expect((await getDoc(claim(visitor, 'alice'))).exists()).toBe(false);
    });

    it('a rename without its claim, or keeping the old claim, is refused', async () => {
      await assertFails(updateDoc(doc(alice, 'users', 'alice'), { displayName: 'Alicia' }));
      await assertFails(saveProfile(alice, 'alice', 'Alicia', { withClaim: false }));
      await assertFails(saveProfile(alice, 'alice', 'Alicia', { release: false }));
      await assertSucceeds(saveProfile(alice, 'alice', 'Alicia'));
      // The old name is free for others now.
      await assertSucceeds(saveProfile(dave, 'dave', 'alice', { previous: '' }));
    });

    it('a member renames at normal pace: twice, back to an old name, and in another case', async () => {
      await assertSucceeds(saveProfile(alice, 'alice', 'Alicia'));
      await assertSucceeds(saveProfile(alice, 'alice', '愛麗絲', { previous: 'Alicia' }));
      await assertSucceeds(saveProfile(alice, 'alice', 'alice', { previous: '愛麗絲' }));
      await assertSucceeds(saveProfile(alice, 'alice', 'ALICE', { previous: 'alice' }));
      const stored = await getDoc(doc(visitor, 'users', 'alice'));
      expect(stored.get('displayName')).toBe('ALICE');
      expect((await getDoc(claim(visitor, 'alice'))).get('uid')).toBe('alice');
    });

    it('an author snapshot carries the name the profile holds, not one set through Auth alone', async () => {
      // eve set her ID token's name to alice's through the Auth API; her profile holds no name.
      const eve = tokenNamed('eve', 'alice');
      const posted = (db: Firestore, uid: string, name: string) => {
        const batch = writeBatch(db);
        batch.set(
          doc(db, 'posts', idOf('new')),
          newPost(uid, {
            author: { uid, displayName: name, photoURL: '' },
            imageUrl: '',
            thumbUrl: '',
          }),
        );
        batch.set(throttle(db, uid), postStamp(idOf('new')), { merge: true });
        return batch.commit();
      };
      const asAuthor = (uid: string, name: string) =>
        newComment(uid, { author: { uid, displayName: name, photoURL: '' } });
      await paced(eve);
      await assertFails(posted(eve, 'eve', 'alice'));
      const text = { imageUrl: '', thumbUrl: '' };
      await assertFails(
        publish(eve, idOf('new'), newPost('eve', { ...asAuthor('eve', 'alice'), ...text })),
      );
      await assertFails(commentBatch(eve, asAuthor('eve', 'alice')));
      // The same writes by a member whose profile holds the name.
      await paced(bob);
      await assertSucceeds(posted(bob, 'bob', 'bob'));
      await assertSucceeds(commentBatch(bob, asAuthor('bob', 'bob')));
      // A member who never set a name writes as one without a name.
      const nameless = tokenNamed('nameless');
      await assertSucceeds(commentBatch(nameless, asAuthor('nameless', ''), { id: 'c3' }));
    });
  });

  describe('comments', () => {
    it('are read by signed-in members only, with a limit', async () => {
      const thread = (db: Firestore) => collection(db, 'posts', postId, 'comments');
      const oldestFirst = orderBy('createdAt', 'asc');
      await assertFails(getDoc(comment(visitor)));
      await assertFails(getDocs(query(thread(visitor), oldestFirst, limit(500))));
      await assertFails(getDocs(query(thread(carol), oldestFirst)));
      await assertFails(getDocs(query(thread(carol), oldestFirst, limit(501))));
      await assertSucceeds(getDoc(comment(carol)));
      await assertSucceeds(getDocs(query(thread(carol), oldestFirst, limit(500))));
    });

    it('a member comments with the +1 on the post in the same batch', async () => {
      await assertSucceeds(commentBatch(bob, newComment('bob')));
      expect(await countOf()).toBe(2);
      await assertSucceeds(commentBatch(carol, newComment('carol'), { id: 'c3' }));
      expect(await countOf()).toBe(3);
    });

    it('comments of up to 1,000 characters are accepted, one more refused', async () => {
      await assertFails(commentBatch(bob, newComment('bob', { content: characters(1001) })));
      await assertSucceeds(commentBatch(bob, newComment('bob', { content: characters(1000) })));
    });

    it('a comment without the +1 is refused', async () => {
      await assertFails(setDoc(comment(bob, 'c2'), newComment('bob')));
      const batch = writeBatch(bob);
      batch.set(comment(bob, 'c2'), newComment('bob'));
      batch.update(post(bob), { lastCommentId: 'c2' });
      await assertFails(batch.commit());
      await assertSucceeds(commentBatch(bob, newComment('bob')));
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
      await assertSucceeds(commentBatch(bob, newComment('bob')));
      expect(await countOf()).toBe(2);
    });

    it('the count moves by exactly one, naming exactly this comment', async () => {
      await assertFails(commentBatch(bob, newComment('bob'), { delta: 2 }));
      await assertFails(commentBatch(bob, newComment('bob'), { delta: 0 }));
      await assertFails(commentBatch(bob, newComment('bob'), { names: 'c9' }));
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('two comments cannot share one +1', async () => {
      const batch = writeBatch(bob);
      batch.set(comment(bob, 'c2'), newComment('bob'));
      batch.set(comment(bob, 'c3'), newComment('bob'));
      batch.update(post(bob), { commentsCount: increment(1), lastCommentId: 'c2' });
      await assertFails(batch.commit());
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('commenting as someone else, or under a forged name, is refused', async () => {
      await assertFails(commentBatch(bob, newComment('carol')));
      await assertFails(commentBatch(bob, newComment('bob', { uid: 'carol' })));
      await assertFails(
        commentBatch(
          bob,
          newComment('bob', { author: { uid: 'carol', displayName: 'c', photoURL: '' } }),
        ),
      );
      await assertFails(
        commentBatch(
          bob,
          newComment('bob', { author: { uid: 'bob', displayName: 'alice', photoURL: '' } }),
        ),
      );
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('a visitor cannot comment', async () => {
      await assertFails(commentBatch(visitor, newComment('bob')));
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('an over-long, empty or whitespace-only comment is refused', async () => {
      await assertFails(commentBatch(bob, newComment('bob', { content: repeat(1001) })));
      await assertFails(commentBatch(bob, newComment('bob', { content: '' })));
      await assertFails(commentBatch(bob, newComment('bob', { content: '   \n\t  ' })));
      await assertFails(commentBatch(bob, newComment('bob', { content: 5 })));
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('a comment has the server time and exactly the fields of the data model', async () => {
      await assertFails(commentBatch(bob, newComment('bob', { createdAt: past })));
      await assertFails(commentBatch(bob, newComment('bob', { likes: 100 })));
      const withoutAuthor = newComment('bob');
      delete withoutAuthor.author;
      await assertFails(commentBatch(bob, withoutAuthor));
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    it('a comment on a post that does not exist is refused', async () => {
      const batch = writeBatch(bob);
      batch.set(doc(bob, 'posts', 'missing', 'comments', 'c2'), newComment('bob'));
      await assertFails(batch.commit());
      await assertSucceeds(commentBatch(bob, newComment('bob')));
    });

    /** The write editComment makes. */
    const edit = (db: Firestore, changes: DocumentData = {}) =>
      updateDoc(comment(db), { content: '改過了', editedAt: serverTimestamp(), ...changes });

    it('its author edits the content, stamped with the server time, as often as they like', async () => {
      await assertSucceeds(edit(bob));
      expect((await getDoc(comment(bob))).get('content')).toBe('改過了');
      await assertSucceeds(edit(bob, { content: '又改了一次' }));
    });

    it("no one else edits a member's comment, the post's author included", async () => {
      await assertFails(edit(carol));
      await assertFails(edit(alice));
      await assertFails(edit(visitor));
      await assertSucceeds(edit(bob));
    });

    it('an edit changes the content only, and always says when', async () => {
      await assertFails(updateDoc(comment(bob), { content: '改過了' }));
      await assertFails(edit(bob, { editedAt: past }));
      await assertFails(edit(bob, { createdAt: serverTimestamp() }));
      await assertFails(edit(bob, { author: { uid: 'bob', displayName: 'carol', photoURL: '' } }));
      await assertFails(edit(bob, { likes: 100 }));
      await assertSucceeds(edit(bob));
    });

    it('an edited comment keeps the limits: up to 1,000 characters, not blank', async () => {
      await assertFails(edit(bob, { content: characters(1001) }));
      await assertFails(edit(bob, { content: '   ' }));
      await assertFails(edit(bob, { content: 42 }));
      await assertSucceeds(edit(bob, { content: characters(1000) }));
    });

    it("once the post is gone, its comments are no one's to edit", async () => {
      await assertSucceeds(edit(bob));
      await assertSucceeds(deletePostBatch(alice));
      await assertFails(edit(bob, { content: '再改一次' }));
    });

    it('its author deletes it with the -1 in the same batch', async () => {
      await assertSucceeds(uncommentBatch(bob));
      expect(await countOf()).toBe(0);
    });

    it("no one else deletes a member's comment, the post's author included", async () => {
      await assertFails(uncommentBatch(carol));
      await assertFails(uncommentBatch(alice));
      await assertFails(deleteDoc(comment(visitor)));
      await assertSucceeds(uncommentBatch(bob));
    });

    it('deleting without the -1, or the -1 without deleting, is refused', async () => {
      await assertFails(deleteDoc(comment(bob)));
      await assertFails(
        updateDoc(post(bob), { commentsCount: increment(-1), lastCommentId: commentId }),
      );
      await assertFails(updateDoc(post(bob), { commentsCount: increment(-1), lastCommentId: 'x' }));
      await assertSucceeds(uncommentBatch(bob));
    });

    it('once the post is gone, whoever deleted it sweeps up its comments; no one else reads them', async () => {
      await assertSucceeds(deletePostBatch(alice));
      const thread = (db: Firestore) =>
        getDocs(query(collection(db, 'posts', postId, 'comments'), limit(500)));
      await assertFails(getDoc(comment(bob)));
      await assertFails(thread(bob));
      await assertFails(deleteDoc(comment(carol)));
      await assertFails(deleteDoc(comment(visitor)));
      expect((await thread(alice)).size).toBe(1);
      await assertSucceeds(deleteDoc(comment(alice)));
      expect((await thread(alice)).size).toBe(0);
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
            files: [{ content: readRules('storage.rules') }],
          },
        }),
      },
    );
    expect(response.ok, await response.text()).toBe(true);
  });

  describe('posts: deleting', () => {
    it('the author deletes their post only together with the tombstone that retires its id', async () => {
      await assertFails(deleteDoc(post(alice)));
      await assertSucceeds(deletePostBatch(alice));
      expect((await getDoc(post(visitor))).exists()).toBe(false);
    });

    it("no one else deletes a member's post, or retires its id", async () => {
      await assertFails(deletePostBatch(bob));
      await assertFails(deleteDoc(post(bob)));
      await assertFails(deleteDoc(post(visitor)));
      await assertFails(setDoc(tombstone(bob), { uid: 'bob' }));
      await assertFails(setDoc(tombstone(alice), { uid: 'alice' }));
      await assertSucceeds(deletePostBatch(alice));
    });

    it('a tombstone is written once, names its author, and is read by no one', async () => {
      await assertFails(
        (() => {
          const batch = writeBatch(alice);
          batch.delete(post(alice));
          batch.set(tombstone(alice), { uid: 'alice', title: 'x'.repeat(10_000) });
          return batch.commit();
        })(),
      );
      await assertSucceeds(deletePostBatch(alice));
      await assertFails(getDoc(tombstone(alice)));
      await assertFails(setDoc(tombstone(alice), { uid: 'alice' }));
      await assertFails(deleteDoc(tombstone(alice)));
    });

    it('a deleted id is never used again, so its comments cannot be re-attached', async () => {
      await assertSucceeds(deletePostBatch(alice));
      await assertFails(publish(alice, postId, newPost('alice', { imageUrl: '', thumbUrl: '' })));
      await assertFails(publish(bob, postId, newPost('bob', { imageUrl: '', thumbUrl: '' })));
      // The attack this stops: recreate, then count down a comment of the old post to -1.
      await assertFails(uncommentBatch(bob));
      await assertSucceeds(publish(alice, idOf('new'), newPost('alice')));
    });

    it('commentsCount never goes below zero', async () => {
      await env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(post(firestoreOf(context)), { commentsCount: 0 });
      });
      await assertFails(uncommentBatch(bob));
      await env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(post(firestoreOf(context)), { commentsCount: 1 });
      });
      await assertSucceeds(uncommentBatch(bob));
      expect(await countOf()).toBe(0);
    });
  });
});
