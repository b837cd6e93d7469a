/**
 * The bench's Firestore: the Google Cloud CLI's emulator (Debian package
 * google-cloud-cli-firestore-emulator, Java 11+), one process per data set, each on a free port, with
 * firestore.rules loaded so a visitor's reads go through the real rules. Seeded with the bench's
 * generated posts (scripts/bench/generatedPosts.ts) through the Firebase SDK with the emulator's
 * `owner` token, which bypasses the rules, as scripts/seed-emulators.mjs does: the rules rightly refuse
 * a post whose createdAt is not "now".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  Timestamp,
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  terminate,
  writeBatch,
} from 'firebase/firestore';
import { runnerImport } from 'vite';
import { gcloudFirestoreJar, startGcloudFirestore } from '../gcloudFirestore.mjs';
import { emulatorValues, fillRules } from '../rulesFill.mjs';

export const projectId = 'demo-post-wall';
/** Why the emulator cannot run here, or undefined when it can. */
export function whyNoEmulator() {
  if (!existsSync(gcloudFirestoreJar))
    return `the Google Cloud CLI Firestore emulator is not installed (${gcloudFirestoreJar})`;
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) return 'there is no Java to run the Google Cloud CLI Firestore emulator';
  const major = Number(/version "(?:1\.)?(\d+)/.exec(`${java.stderr}${java.stdout}`)?.[1]);
  if (!(major >= 11))
    return `the Google Cloud CLI Firestore emulator needs Java 11+, this is ${major}`;
  return undefined;
}

/**
 * Starts one emulator (on `port`, or a free one); resolves with { host, stop } once it answers, with
 * the rules loaded.
 */
export async function startEmulator(root, port) {
  const started = await startGcloudFirestore(projectId, port);
  if (!started) throw new Error('the Firestore emulator did not start');
  await loadRules(root, started.host);
  return started;
}

async function loadRules(root, host) {
  const rules = fillRules(readFileSync(path.join(root, 'firestore.rules'), 'utf8'), emulatorValues);
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
  });
  if (!response.ok) throw new Error(`loading firestore.rules: HTTP ${response.status}`);
}

/** TypeScript modules of the repository, loaded as the app loads them. */
async function load(root, file) {
  const { module } = await runnerImport(path.join(root, file), {
    configFile: false,
    logLevel: 'error',
  });
  return module;
}

/**
 * Writes the topics, the seed's members (as users/{uid}, under bench uids: no account is needed to read
 * the feed) and `total` generated posts with the seed's drawings as pictures. Returns the time it took.
 */
export async function seedEmulator(root, host, total) {
  const started = Date.now();
  const [{ seedMembers, seedPosts, seedTopics }, { newPost }, { generatePost, random }] =
    await Promise.all([
      load(root, 'src/backend/local/seedData.ts'),
      load(root, 'src/backend/core/postFields.ts'),
      load(root, 'scripts/bench/generatedPosts.ts'),
    ]);
  const app = initializeApp({ apiKey: 'demo-api-key', projectId }, `bench-seed-${host}`);
  const db = getFirestore(app);
  const at = host.lastIndexOf(':');
  connectFirestoreEmulator(db, host.slice(0, at), Number(host.slice(at + 1)), {
    mockUserToken: 'owner',
  });
  try {
    const authors = Object.entries(seedMembers).map(([key, m]) => ({
      uid: `bench-${key}`,
      displayName: m.displayName,
      photoURL: m.photoURL,
    }));
    const pool = { authors, topics: seedTopics, pictures: seedPosts.map((p) => p.image) };
    let batch = writeBatch(db);
    seedTopics.forEach((name, order) => batch.set(doc(db, 'topics', name), { name, order }));
    authors.forEach((author) => batch.set(doc(db, 'users', author.uid), author));
    const next = random(total);
    const now = Date.now();
    // A batch holds at most 500 writes.
    for (let i = 0; i < total; i += 1) {
      const post = generatePost(i, next, pool, now);
      // Built as the adapters build a post (search tokens included), with the seed's history.
      batch.set(
        doc(collection(db, 'posts')),
        newPost(post, post.author, post, {
          ...post,
          createdAt: Timestamp.fromMillis(post.createdAt),
          clock: post.createdAt,
        }),
      );
      if ((i + 1) % 400 === 0) {
        await batch.commit();
        batch = writeBatch(db);
      }
    }
    await batch.commit();
  } finally {
    await terminate(db);
    await deleteApp(app);
  }
  return Date.now() - started;
}
