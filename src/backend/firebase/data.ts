import type { Auth } from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import type { DataApi, Profile } from '../types';
import { splitHost } from './app';
import { createCommentsApi } from './comments';
import { createPostsApi } from './posts';
import { createPostWrites } from './postWrites';
import { saveProfile, watchProfiles } from './profiles';
import type { ImageStore } from './storage';

/** Everything that needs Firestore, behind one dynamic import (index.ts) so it loads on first use. */
export type FirestoreData = DataApi & {
  saveProfile(profile: Profile): Promise<void>;
};

export function connectData({
  app,
  auth,
  images,
  emulatorHost,
}: {
  app: FirebaseApp;
  auth: Auth;
  images: () => Promise<ImageStore>;
  emulatorHost?: string;
}): FirestoreData {
  const db = getFirestore(app);
  if (emulatorHost) connectFirestoreEmulator(db, ...splitHost(emulatorHost));
  return {
    ...createPostsApi({ db }),
    ...createPostWrites({ db, auth, images }),
    ...createCommentsApi({ db, auth }),
    watchProfiles: (uids, callback, onError) => watchProfiles(db, uids, callback, onError),
    saveProfile: (profile) => saveProfile(db, profile),
  };
}
