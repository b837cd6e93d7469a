/**
 * Seeds the Firebase emulator suite with the demo content the local adapter starts with
 * (src/backend/local/seedData.ts): the six topics, the members (demo@example.com / demo1234 and the
 * others, same password), a dozen posts with pictures, comments, likes and bookmarks.
 *
 * `npm run dev:emulators` runs it inside `firebase emulators:exec`, which tells it where the emulators
 * listen (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST). It only ever talks to emulators, and
 * only for a `demo-` project: there is no way to point it at a real project.
 *
 * Accounts are made through the Auth emulator like any sign-up. Documents are written with the
 * emulator's `owner` token, which bypasses firestore.rules: the rules rightly refuse a post whose
 * createdAt is not "now", and the seed's posts are spread over the past days. Pictures are the files in
 * public/seed, which the dev server serves at /seed/..., exactly as in the local adapter.
 */
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
} from 'firebase/auth';
import {
  Timestamp,
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  terminate,
  writeBatch,
} from 'firebase/firestore';
import { runnerImport } from 'vite';
import { loadFirestoreRules } from './gcloudFirestore.mjs';

const hour = 60 * 60 * 1000;
/** Comments follow their post at this interval, as in src/backend/local/seed.ts. */
const commentGap = 20 * 60 * 1000;

function fail(message) {
  console.error(`seed-emulators: ${message}`);
  process.exit(1);
}

/** `host:port` from an emulator variable, after checking that something answers there. */
async function emulatorAt(variable, name) {
  const host = process.env[variable];
  if (!host) {
    fail(
      `the ${name} emulator is not running (${variable} is not set). Run this through ` +
        '`npm run dev:emulators`, which starts an Auth and a Firestore emulator (scripts/dev-emulators.mjs).',
    );
  }
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(5000) });
  } catch {
    fail(`nothing answers at ${variable}=${host}: is the ${name} emulator running?`);
  }
  return host;
}

function splitHost(hostAndPort) {
  const at = hostAndPort.lastIndexOf(':');
  return [hostAndPort.slice(0, at), Number(hostAndPort.slice(at + 1))];
}

/** The seed modules are TypeScript; Vite loads them as the app does. */
async function load(path) {
  const file = fileURLToPath(new URL(`../${path}`, import.meta.url));
  const { module } = await runnerImport(file, { configFile: false, logLevel: 'error' });
  return module;
}

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-post-wall';
if (!projectId.startsWith('demo-')) {
  fail(
    `refusing to seed project "${projectId}": only demo- projects, which exist only in emulators.`,
  );
}
const authHost = await emulatorAt('FIREBASE_AUTH_EMULATOR_HOST', 'Auth');
const firestoreHost = await emulatorAt('FIRESTORE_EMULATOR_HOST', 'Firestore');
// firebase-tools starts its Firestore emulator with firebase.json's firestore.rules, a source that
// refuses every picture until filled (scripts/rulesFill.mjs): put the emulator's fill in, whichever
// emulator this is.
await loadFirestoreRules(firestoreHost, projectId);

// Posts are built as both adapters build them (src/backend/core/postFields.ts), search tokens included.
const [
  { seedMembers, seedPassword, seedPosts, seedTopics },
  { newPost },
  { nameKey },
  { commentNotices },
  { likesNotice },
] = await Promise.all([
  load('src/backend/local/seedData.ts'),
  load('src/backend/core/postFields.ts'),
  load('src/lib/names.ts'),
  load('src/backend/core/checks.ts'),
  load('src/backend/core/inboxApi.ts'),
]);

/** Puts a notice (src/backend/core/inboxApi.ts) into `to`'s inbox, as the act would have (issue 47). */
function tell(batch, to, { id, ...notice }) {
  batch.set(doc(db, 'users', to, 'notices', id), {
    ...notice,
    at: Timestamp.fromMillis(notice.at),
  });
}

const app = initializeApp({ apiKey: 'demo-api-key', projectId }, 'seed');
const auth = getAuth(app);
connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
const db = getFirestore(app);
connectFirestoreEmulator(db, ...splitHost(firestoreHost), { mockUserToken: 'owner' });

// Accounts first: creating one that exists signs in instead, so a run that stopped half-way, or a
// second run, finds the same members.
/** @type {Record<string, {uid: string, email: string, displayName: string, photoURL: string}>} */
const members = {};
let created = 0;
for (const [key, member] of Object.entries(seedMembers)) {
  let credential;
  try {
    credential = await createUserWithEmailAndPassword(auth, member.email, seedPassword);
    created += 1;
  } catch (error) {
    if (error?.code !== 'auth/email-already-in-use') throw error;
    credential = await signInWithEmailAndPassword(auth, member.email, seedPassword);
  }
  const { user } = credential;
  await updateProfile(user, { displayName: member.displayName, photoURL: member.photoURL });
  members[key] = { uid: user.uid, ...member };
  await signOut(auth);
}

// The demo member moderates, as in the local backend (scripts/adminModerator.mjs sets the same claim):
// the Auth emulator takes the owner's word for it.
const claimed = await fetch(
  `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
  {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      localId: members.demo.uid,
      customAttributes: JSON.stringify({ moderator: true }),
    }),
  },
);
if (!claimed.ok) fail(`seed-emulators: the demo member's moderator claim: HTTP ${claimed.status}`);

// Every document goes in one batch, so the first topic tells whether the seed is there.
const done = await getDoc(doc(db, 'topics', seedTopics[0]));
if (done.exists()) {
  console.log('seed-emulators: the emulators already hold the seed; nothing to do.');
  if (created > 0) {
    console.warn(
      'seed-emulators: but the Auth emulator had lost its accounts, so the seeded posts name members ' +
        'that no longer exist. Restart both emulators together (npm run dev:emulators does).',
    );
  }
} else {
  const uidOf = (key) => members[key].uid;

  const now = Date.now();
  const batch = writeBatch(db);
  let comments = 0;
  for (const { uid, displayName, photoURL } of Object.values(members)) {
    // joinedAt: memberSince on their author pages.
    const joinedAt = Timestamp.fromMillis(now - 30 * 24 * hour);
    batch.set(doc(db, 'users', uid), { uid, displayName, photoURL, joinedAt });
    // Their names are theirs, as a sign-up would have claimed them (firestore.rules names/{key}).
    batch.set(doc(db, 'names', nameKey(displayName)), { uid });
  }
  for (const seed of seedPosts) {
    const post = doc(collection(db, 'posts'));
    const createdAt = now - seed.hoursAgo * hour;
    // The seed pictures are drawings (SVG), as sharp and small on a card as on the detail page.
    const pictures = { imageUrl: seed.image, thumbUrl: seed.image };
    batch.set(
      post,
      newPost(seed, members[seed.author], pictures, {
        createdAt: Timestamp.fromMillis(createdAt),
        clock: createdAt,
        likeCount: seed.likedBy.length,
        commentsCount: seed.comments.length,
      }),
    );
    // Its author's likes notice, at the last like's time (below), counting the others' likes.
    const likers = seed.likedBy.filter((key) => key !== seed.author).length;
    if (likers > 0) {
      const lastLike = createdAt + hour / 2 + (seed.likedBy.length - 1) * 60_000;
      tell(batch, uidOf(seed.author), {
        ...likesNotice(post.id, seed.title, lastLike),
        likeCount: likers,
      });
    }
    // Each like and bookmark is its member's own record (docs/data-model.md), made a while after the
    // post, a minute apart, as the local seed makes them.
    const marked = (i) => ({ createdAt: Timestamp.fromMillis(createdAt + hour / 2 + i * 60_000) });
    seed.likedBy.forEach((key, i) => batch.set(doc(post, 'likes', uidOf(key)), marked(i)));
    seed.collectedBy.forEach((key, i) =>
      batch.set(doc(db, 'users', uidOf(key), 'bookmarks', post.id), marked(i)),
    );
    seed.comments.forEach(({ author, content }, i) => {
      const member = members[author];
      const comment = doc(collection(post, 'comments'));
      const at = createdAt + (i + 1) * commentGap;
      const act = { postId: post.id, title: seed.title, postAuthor: uidOf(seed.author) };
      const said = { ...act, commentId: comment.id, from: member.uid, content };
      for (const [to, notice] of commentNotices(said, at)) tell(batch, to, notice);
      batch.set(comment, {
        content,
        createdAt: Timestamp.fromMillis(at),
        author: { uid: member.uid, displayName: member.displayName, photoURL: member.photoURL },
        uid: member.uid,
        hidden: false,
      });
      comments += 1;
    });
  }
  // Keyed by name, which firestore.rules look a post's topic up by; `order` keeps the list's order.
  seedTopics.forEach((name, order) => {
    batch.set(doc(db, 'topics', name), { name, order });
  });
  await batch.commit();
  console.log(
    `seed-emulators: ${seedTopics.length} topics, ${Object.keys(members).length} members ` +
      `(${seedMembers.demo.email} / ${seedPassword}; the others use the same password), ` +
      `${seedPosts.length} posts, ${comments} comments, with their likes and bookmarks.`,
  );
}

await terminate(db);
await deleteApp(app);
process.exit(0);
