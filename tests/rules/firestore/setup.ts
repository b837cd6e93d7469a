/**
 * firestore.rules against docs/security.md, one concern per suite file in this folder: every allow and
 * every deny, each attack next to the legitimate version of the same write (writes.ts shapes them as
 * the app does). This file is the Firestore emulator under them: one test environment per suite file,
 * the members signed in to it, and before each test the same stored data (fixtures.ts).
 */
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { firestoreRulesUnderTest } from '../../../scripts/rulesFill.mjs';
import {
  bookmark,
  comment,
  emailOf,
  emulatorHost,
  like,
  past,
  post,
  projectId,
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
 * The suite `body` belongs to, as every rules suite file opens it: skipped without the emulator; with
 * it, a fresh environment for the file and the stored data reset before each test.
 */
export function firestoreRulesSuite(body: () => void) {
  describe.skipIf(!emulatorHost)('firestore.rules (Firestore emulator)', () => {
    beforeAll(async () => {
      // Refused writes are the point here; the SDK would log each one as a warning.
      setLogLevel('error');
      env = await initializeTestEnvironment({
        // scripts/rulesMutants.mjs runs mutants side by side, each in an emulator project of its own.
        projectId: process.env.RULES_PROJECT_ID ?? projectId,
        // firestore.rules, or a mutant of it (scripts/rulesMutants.mjs), which must fail its tests.
        firestore: { rules: firestoreRulesUnderTest() },
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

    body();
  });
}
