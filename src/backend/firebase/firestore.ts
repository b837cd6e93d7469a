import type { FirebaseApp } from 'firebase/app';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  loadBundle,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
} from 'firebase/firestore';
import type { DataApi } from '../types';
import { splitHost } from './app';
import { createCommentsApi } from './comments';
import type { FirebaseContext } from './context';
import { createPostsApi } from './posts';
import { createProfilesApi, createProfileWrites } from './profiles';
import { createSafetyApi } from './safety';
import { createModerationApi } from './moderation';
import { createInboxApi } from './inbox';
import { createFollowsApi } from './follows';
import { quietBeforeStop } from './live';
import { sendWrite } from './writePolicy';

/** Everything that needs Firestore, behind one dynamic import (index.ts): the Firestore SDK's chunk. */
export function connectFirestore({
  app,
  emulatorHost,
  ...context
}: Omit<FirebaseContext, 'db'> & { app: FirebaseApp; emulatorHost?: string }) {
  // On disk, shared by the site's tabs, so that a reload without a connection shows what was read
  // (docs/architecture.md, "Read what you saw, offline"). Where IndexedDB cannot be opened (a private
  // mode), the SDK falls back to its memory cache by itself; without IndexedDB at all (Node), memory.
  const db = initializeFirestore(app, {
    localCache:
      typeof indexedDB === 'undefined'
        ? memoryLocalCache()
        : persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (emulatorHost) connectFirestoreEmulator(db, ...splitHost(emulatorHost));
  const concern = { db, ...context };
  const concerns: DataApi = {
    ...createPostsApi(concern),
    ...createCommentsApi(concern),
    ...createProfilesApi(concern),
    ...createSafetyApi(concern),
    ...createModerationApi(concern),
    ...createInboxApi(concern),
    ...createFollowsApi(concern),
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
    /**
     * After a sign-out: stops this instance and, with `clear`, deletes its cache from the disk (the
     * last member's bookmarks, marks and activity with it; the SDK stops other tabs' instances for
     * that). The caller loads the page afresh (index.ts, signOutTabs.ts).
     */
    stop: async (clear: boolean) => {
      quietBeforeStop(db);
      await terminate(db);
      if (clear) await clearIndexedDbPersistence(db);
    },
  };
}
