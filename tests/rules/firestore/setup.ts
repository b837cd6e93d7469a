/**
 * firestore.rules against docs/security.md, one concern per suite file in this folder: every allow and
 * every deny, each attack next to the legitimate version of the same write (writes.ts shapes them as
 * the app does). This file is the Firestore emulator under them: one test environment for the whole
 * run (the rules project runs its files one after the other in one worker, isolate: false, so this
 * module is loaded once), the members signed in to it, and before each test the same stored data
 * (fixtures.ts), written in one batch.
 * The suites have an emulator project of their own (fixtures.ts rulesProjectId): each test clears its
 * project's database, and `npm test` runs the Firebase contract on the same emulator meanwhile.
 */
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setLogLevel, writeBatch, type Firestore } from 'firebase/firestore';
import { beforeAll, beforeEach, describe } from 'vitest';
import { firestoreRulesUnderTest } from '../../../scripts/rulesFill.mjs';
import {
  bookmark,
  comment,
  emailOf,
  emulatorHost,
  like,
  past,
  post,
  rulesProjectId,
  storedComment,
  storedPost,
  topicNames,
} from './fixtures';

// Set in the suite's beforeAll and read by the tests: imports of a `let` follow its assignments.
export let env: RulesTestEnvironment;
export let alice: Firestore;
export let bob: Firestore;
export let carol: Firestore;
export let visitor: Firestore;

// The test library hands out compat instances; the modular API unwraps them, as its docs show.
export const firestoreOf = (context: RulesTestContext) =>
  context.firestore() as unknown as Firestore;
// Each member's ID token names them as Auth does once a display name is set: the `name` claim.
// And as an e-mail member: signed in with the password provider.
export const uids = new Map<Firestore, string>();
export const member = (uid: string, provider = 'password', claims: object = {}) => {
  const db = firestoreOf(
    env.authenticatedContext(uid, {
      email: emailOf(uid),
      email_verified: false,
      name: uid,
      firebase: { sign_in_provider: provider as 'password', identities: {} },
      ...claims,
    }),
  );
  uids.set(db, uid);
  return db;
};

/** A member whose ID token carries the `moderator` claim (or, with `claim`, another value of it). */
export const moderatorDb = (claim: unknown = true) =>
  member('mod', 'password', { moderator: claim });

/**
 * The environment and its members, made on the first suite file's first use and kept for the run. It
 * is not cleaned up: the worker's exit closes its connections, and a file's afterAll cannot know it is
 * the last.
 */
let ready: Promise<void> | undefined;
function environment(): Promise<void> {
  ready ??= (async () => {
    // Refused writes are the point here; the SDK would log each one as a warning.
    setLogLevel('error');
    env = await initializeTestEnvironment({
      projectId: rulesProjectId,
      // firestore.rules, or a mutant of it (scripts/rulesMutants.mjs), which must fail its tests.
      firestore: { rules: firestoreRulesUnderTest() },
    });
    alice = member('alice');
    bob = member('bob');
    carol = member('carol');
    visitor = firestoreOf(env.unauthenticatedContext());
  })();
  return ready;
}

/**
 * The suite `body` belongs to, as every rules suite file opens it: skipped without the emulator; with
 * it, the run's environment, and the stored data reset before each test.
 */
export function firestoreRulesSuite(body: () => void) {
  describe.skipIf(!emulatorHost)('firestore.rules (Firestore emulator)', () => {
    beforeAll(environment);

    beforeEach(async () => {
      await env.clearFirestore();
      await env.withSecurityRulesDisabled(async (context) => {
        const db = firestoreOf(context);
        // One commit rather than a round trip per document.
        const batch = writeBatch(db);
        for (const [order, name] of topicNames.entries()) {
          batch.set(doc(db, 'topics', name), { name, order });
        }
        // Each member's profile names them as their ID token does (the `name` claim), and holds the claim.
        for (const uid of ['alice', 'bob', 'carol']) {
          batch.set(doc(db, 'users', uid), { uid, displayName: uid, photoURL: '' });
          batch.set(doc(db, 'names', uid), { uid });
        }
        batch.set(post(db), storedPost());
        batch.set(comment(db), storedComment('bob'));
        batch.set(like(db, 'carol'), { createdAt: past });
        batch.set(bookmark(db, 'carol'), { createdAt: past });
        await batch.commit();
      });
    });

    body();
  });
}
