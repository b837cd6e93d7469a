import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, loadBundle } from 'firebase/firestore';
import type { DataApi } from '../types';
import { splitHost } from './app';
import { createCommentsApi } from './comments';
import { sendWrite } from './connection';
import type { SignedInMember } from './member';
import type { ImageStore } from './pictures';
import { createPostsApi } from './posts';
import { createProfilesApi, type ProfilesApi } from './profiles';

/** Everything that needs Firestore, behind one dynamic import (index.ts). */
export type FirestoreData = DataApi &
  ProfilesApi & {
    /** Rejects with 'unavailable' while the connection is known to be down (connection.ts). */
    writable(): Promise<void>;
    /**
     * Puts a list page read without the SDK (firstPage.ts, as a bundle) into its cache: a listener of
     * the same query then resumes from that read instead of downloading the page again.
     */
    loadFirstPage(bundle: string): Promise<void>;
  };

export function connectData({
  app,
  member,
  images,
  emulatorHost,
}: {
  app: FirebaseApp;
  member: SignedInMember;
  images: () => Promise<ImageStore>;
  emulatorHost?: string;
}): FirestoreData {
  const db = getFirestore(app);
  if (emulatorHost) connectFirestoreEmulator(db, ...splitHost(emulatorHost));
  return {
    ...createPostsApi({ db, member, images }),
    ...createCommentsApi({ db, member }),
    ...createProfilesApi(db),
    writable: () => sendWrite(db, async () => {}),
    loadFirstPage: async (bundle) => {
      await loadBundle(db, bundle);
    },
  };
}
