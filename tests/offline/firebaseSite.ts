import { existsSync } from 'node:fs';
import { inject } from 'vitest';
import { projectId, seedEmulator } from '../../scripts/bench/firestoreEmulator.mjs';
import { loadFirestoreRules } from '../../scripts/gcloudFirestore.mjs';
import { serveFirebaseBuild } from './serveFirebaseBuild';

/** The emulators `npm run test:emulators` runs this tier inside. */
export const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
export const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
export { projectId };

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why the Firebase build cannot be tried on this machine, or '' when it can. */
export const whyNoFirebaseSite = !firestoreHost
  ? 'no Firestore emulator (FIRESTORE_EMULATOR_HOST)'
  : !authHost
    ? 'no Auth emulator (FIREBASE_AUTH_EMULATOR_HOST)'
    : !existsSync(chromiumPath)
      ? `no Chromium at ${chromiumPath}`
      : '';

/**
 * The production (Firebase) build against the emulators: the Firestore emulator cleared of whatever
 * the contract suites left, with firestore.rules, and seeded with `posts` posts, and the tier's build (made once by
 * globalSetup.ts) served with the production headers, connect-src opened to the emulators and
 * `otherHosts`.
 */
export async function startFirebaseSite(posts: number, otherHosts: string[] = []) {
  const root = process.cwd();
  const reset = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!reset.ok) throw new Error(`clearing the Firestore emulator: HTTP ${reset.status}`);
  // The emulator starts without rules and then allows everything: a write the rules refuse (a comment
  // sent again, counted again) would pass here. This tier no longer runs after the contract, which
  // loaded them before.
  await loadFirestoreRules(firestoreHost!, projectId);
  await seedEmulator(root, firestoreHost!, posts);
  return serveFirebaseBuild(root, inject('firebaseBuild'), [
    firestoreHost!,
    authHost!,
    ...otherHosts,
  ]);
}

/** A document or collection as the emulator holds it, read past the rules (its owner token). */
export async function storedOnServer(documentPath: string) {
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${documentPath}?pageSize=300`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!response.ok) throw new Error(`reading ${documentPath}: HTTP ${response.status}`);
  return (await response.json()) as {
    fields?: Record<string, { integerValue?: string }>;
    documents?: { name: string; fields: Record<string, { stringValue?: string }> }[];
  };
}

/** Writes `fields` (Firestore REST values) into a document past the rules, as a member's other device. */
export async function writeOnServer(documentPath: string, fields: Record<string, unknown>) {
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${field}`)
    .join('&');
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${documentPath}?${mask}`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    },
  );
  if (!response.ok) throw new Error(`writing ${documentPath}: HTTP ${response.status}`);
}

/** The uid the Auth emulator gave the account of `email`. */
export async function uidOf(email: string): Promise<string> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const { users = [] } = (await response.json()) as { users?: { localId: string }[] };
  const uid = users[0]?.localId;
  if (!uid) throw new Error(`no account of ${email} in the Auth emulator`);
  return uid;
}
