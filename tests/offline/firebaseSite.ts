import { existsSync } from 'node:fs';
import { inject } from 'vitest';
import { readRules } from '../../scripts/rulesFill.mjs';
import { projectId, seedEmulator } from '../../scripts/bench/firestoreEmulator.mjs';
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
 * the contract suites left and seeded with `posts` posts, and the tier's build (made once by
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
  // firestore.rules, filled for the emulators: the Google Cloud CLI's emulator starts allowing every
  // write. This tier used to find them loaded by the contract tier that ran before it on the same
  // emulator; run alone, a comment sent twice was counted three times, as no rule refused it.
  const rules = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ content: readRules('firestore.rules') }] } }),
    },
  );
  if (!rules.ok)
    throw new Error(`Firestore emulator rules: HTTP ${rules.status} ${await rules.text()}`);
  await seedEmulator(root, firestoreHost!, posts);
  return serveFirebaseBuild(root, inject('firebaseBuild'), [
    firestoreHost!,
    authHost!,
    ...otherHosts,
  ]);
}
