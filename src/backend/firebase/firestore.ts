import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, loadBundle } from 'firebase/firestore';
import type { DataApi } from '../types';
import { splitHost } from './app';
import { createCommentsApi } from './comments';
import type { FirebaseContext } from './context';
import { createPostsApi } from './posts';
import { createProfilesApi, createProfileWrites } from './profiles';
import { createSafetyApi } from './safety';
import { createModerationApi } from './moderation';
import { sendWrite } from './writePolicy';

/** Everything that needs Firestore, behind one dynamic import (index.ts): the Firestore SDK's chunk. */
export function connectFirestore({
  app,
  emulatorHost,
  ...context
}: Omit<FirebaseContext, 'db'> & { app: FirebaseApp; emulatorHost?: string }) {
  const db = getFirestore(app);
  if (emulatorHost) connectFirestoreEmulator(db, ...splitHost(emulatorHost));
  const concern = { db, ...context };
  const concerns: DataApi = {
    ...createPostsApi(concern),
    ...createCommentsApi(concern),
    ...createProfilesApi(concern),
    ...createSafetyApi(concern),
    ...createModerationApi(concern),
  };
  return {
    /** The Backend methods of every Firestore concern, found by name (index.ts). */
    concerns,
    /** For the auth concern (auth.ts, AuthDependencies). */
    ...createProfileWrites(concern),
    /** Rejects with 'unavailable' while the connection is known to be down (writePolicy.ts). */
    writable: () => sendWrite(db, async () => {}),
    /**
     * Puts a list page read without the SDK (postFirstPage.ts, as a bundle) into its cache: a listener
     * of the same query then resumes from that read instead of downloading the page again.
     */
    loadFirstPage: async (bundle: string) => {
      await loadBundle(db, bundle);
    },
  };
}
