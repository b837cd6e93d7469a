import type { User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Profile } from '../types';
import type { ImageStore } from './pictures';

/**
 * The signed-in member, once Auth has restored any session; rejects with `unauthenticated` when no one
 * is signed in. index.ts hands it to the Firestore concerns, which so never import the Auth chunk: a
 * visitor's feed loads Firestore alone.
 */
type SignedInMember = () => Promise<User>;

/**
 * The member's public profile as Auth (their ID token) states it: what firestore.rules compare a post's
 * or comment's author with, and what `users/{uid}` holds.
 */
export function profileOf(user: User): Profile {
  return { uid: user.uid, displayName: user.displayName ?? '', photoURL: user.photoURL ?? '' };
}

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
