import type { User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { ImageStore } from './pictures';

/**
 * The signed-in member, once Auth has restored any session; rejects with `unauthenticated` when no one
 * is signed in. index.ts hands it to the Firestore concerns, which so never import the Auth chunk: a
 * visitor's feed loads Firestore alone.
 */
export type SignedInMember = () => Promise<User>;

/**
 * What every Firestore concern of this adapter is made with (`create<Concern>Api(context)`): the
 * database, the signed-in member, and Storage, loaded on first use. The local adapter's is
 * local/context.ts.
 */
export interface FirebaseContext {
  db: Firestore;
  member: SignedInMember;
  images: () => Promise<ImageStore>;
}
