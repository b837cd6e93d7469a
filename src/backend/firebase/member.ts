import type { User } from 'firebase/auth';

/**
 * The signed-in member, once Auth has restored any session; rejects with `unauthenticated` when no one
 * is signed in. index.ts hands it to the Firestore module, which so never imports the Auth chunk: a
 * visitor's feed loads Firestore alone.
 */
export type SignedInMember = () => Promise<User>;
