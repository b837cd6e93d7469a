/**
 * Moderators and the `hidden` mark, with the Admin SDK (docs/security.md, "Moderation model"):
 *
 *   npm run admin:moderator -- <email>            gives the member the `moderator` claim
 *   npm run admin:moderator -- <email> --remove   takes it away
 *   npm run admin:moderator -- --backfill         writes hidden: false into every post and comment
 *                                                 that has no `hidden`, and `hot` (熱門, from its
 *                                                 createdAt and likeCount) into every post without it
 *
 * A real project: a service account key in GOOGLE_APPLICATION_CREDENTIALS (its project is the one
 * changed; --project <id> names another). The emulators: FIREBASE_AUTH_EMULATOR_HOST and/or
 * FIRESTORE_EMULATOR_HOST set, no credentials, project GCLOUD_PROJECT or demo-post-wall. A member
 * learns a changed claim with their next ID token: once they sign out and in again (or within the
 * hour, when the token is refreshed).
 */
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const valueOf = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const email = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--project');

function fail(message) {
  console.error(`admin:moderator: ${message}`);
  process.exit(1);
}

const onEmulators = Boolean(
  process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.FIRESTORE_EMULATOR_HOST,
);
const projectId =
  valueOf('--project') ??
  (onEmulators ? (process.env.GCLOUD_PROJECT ?? 'demo-post-wall') : undefined);
if (!onEmulators && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
  fail("set GOOGLE_APPLICATION_CREDENTIALS to a service account key (or the emulators' hosts)");
}
const app = initializeApp({
  ...(onEmulators ? {} : { credential: applicationDefault() }),
  ...(projectId && { projectId }),
});

/** Gives or takes away the claim, keeping any other claims the member has. */
async function setModerator(address, on) {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(address);
  const claims = { ...user.customClaims };
  if (on) claims.moderator = true;
  else delete claims.moderator;
  await auth.setCustomUserClaims(user.uid, claims);
  console.log(
    `admin:moderator: ${address} (${user.uid}) is ${on ? 'now' : 'no longer'} a moderator; ` +
      'they see it once they sign out and in again.',
  );
}

/**
 * What a database from before these fields lacks, a page of documents at a time (ids in order, no
 * offsets): hidden: false, and a post's `hot` (src/lib/limits.ts hotOf). Each write holds only if the
 * document is unchanged since it was read (a like in between would put `hot` one off): a page whose
 * batch meets a changed document is read again.
 */
async function backfill(query, label, hotOf) {
  let last;
  let changed = 0;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(300).get();
    if (page.empty) break;
    const batch = getFirestore(app).batch();
    let writes = 0;
    for (const document of page.docs) {
      const fields = {};
      if (document.get('hidden') === undefined) fields.hidden = false;
      if (hotOf && document.get('hot') === undefined) {
        const createdAt = document.get('createdAt')?.toMillis?.() ?? 0;
        fields.hot = hotOf(createdAt, document.get('likeCount') ?? 0);
      }
      if (Object.keys(fields).length === 0) continue;
      batch.update(document.ref, fields, { lastUpdateTime: document.updateTime });
      writes += 1;
    }
    if (writes > 0) {
      const written = await batch.commit().then(
        () => true,
        (error) => {
          if (error?.code !== 9) throw error; // FAILED_PRECONDITION: changed since read
          return false;
        },
      );
      if (!written) continue;
    }
    changed += writes;
    last = page.docs.at(-1);
  }
  console.log(`admin:moderator: ${changed} ${label} filled in (hidden${hotOf ? ', hot' : ''}).`);
}

if (flag('--backfill')) {
  const db = getFirestore(app);
  const limits = fileURLToPath(new URL('../src/lib/limits.ts', import.meta.url));
  const { module } = await runnerImport(limits, { configFile: false, logLevel: 'error' });
  const { hotOf } = module;
  await backfill(db.collection('posts').orderBy(FieldPath.documentId()), 'posts', hotOf);
  await backfill(db.collectionGroup('comments').orderBy(FieldPath.documentId()), 'comments');
} else if (email) {
  await setModerator(email, !flag('--remove'));
} else {
  fail('usage: npm run admin:moderator -- <email> [--remove] | --backfill [--project <id>]');
}
process.exit(0);
