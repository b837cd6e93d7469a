import type { Backend, BackendStart, ErrorListener, Unsubscribe } from '../types';
import {
  startFirebase,
  type EmulatorHosts,
  type FirebaseBackendOptions,
  type FirebaseConfig,
} from './app';
import { createAuthApi, requireUser } from './auth';
import { firebaseConfigFrom } from './config';
import type { FirestoreData } from './data';
import { guard, reportTo } from './errors';
import { autoId } from '../ids';
import { once, watchWhenReady } from './lazy';
import { pictureNames } from '../pictures';

export type { EmulatorHosts, FirebaseBackendOptions, FirebaseConfig };

/** Where `firebase emulators:start` listens with this repository's firebase.json. */
const localEmulators: EmulatorHosts = {
  auth: '127.0.0.1:9099',
  firestore: '127.0.0.1:8080',
  storage: '127.0.0.1:9199',
};

// The emulators accept any API key, and a `demo-` project needs no real one: `npm run dev` against the
// emulators works with VITE_USE_EMULATORS alone.
const emulatorConfig: FirebaseConfig = {
  apiKey: 'demo-api-key',
  projectId: 'demo-post-wall',
  storageBucket: 'demo-post-wall.appspot.com',
};

/**
 * The app's adapter (through the `@adapter` alias), configured by the VITE_FIREBASE_* variables; on
 * the emulators (VITE_USE_EMULATORS) a demo project needs none of them.
 */
export function createBackend(): BackendStart {
  const env = import.meta.env;
  const useEmulators = env.VITE_USE_EMULATORS === 'true';
  const configured = useEmulators ? { config: emulatorConfig } : firebaseConfigFrom(env);
  if ('missing' in configured) return { missingConfig: configured.missing };
  return {
    backend: createFirebaseBackend(configured.config, {
      appName: 'post-wall',
      emulators: useEmulators ? localEmulators : undefined,
      appCheckSiteKey: env.VITE_FIREBASE_APPCHECK_SITE_KEY || undefined,
    }),
  };
}

/**
 * The Firebase adapter. Auth loads with the app; Firestore loads on the first data call and Storage on
 * the first upload or delete, each as its own chunk. With a site key, App Check loads beside them and
 * is running before either sends a request.
 */
export function createFirebaseBackend(
  config: FirebaseConfig,
  options: FirebaseBackendOptions = {},
): Backend {
  const { app, auth } = startFirebase(config, options);
  const { appCheckSiteKey } = options;
  const appCheck = once(async () => {
    if (appCheckSiteKey) (await import('./appCheck')).startAppCheck(app, appCheckSiteKey);
  });
  const images = once(async () => {
    const [storage] = await Promise.all([import('./storage'), appCheck()]);
    return storage.connectImageStore(app, options.emulators?.storage);
  });
  const data = once(async () => {
    const [firestore] = await Promise.all([import('./data'), appCheck()]);
    return firestore.connectData({ app, auth, images, emulatorHost: options.emulators?.firestore });
  });
  const authApi = createAuthApi({
    auth,
    saveProfile: async (profile) => (await data()).saveProfile(profile),
    uploadAvatar: async (uid, image, onProgress) =>
      (await images()).upload(pictureNames.avatar(uid), image, uid, onProgress),
  });

  function watch(
    onError: ErrorListener | undefined,
    subscribe: (firestore: FirestoreData, onError: ErrorListener | undefined) => Unsubscribe,
  ): Unsubscribe {
    const report = reportTo(onError);
    return watchWhenReady(data(), (firestore) => subscribe(firestore, report), report);
  }

  return {
    kind: 'firebase',

    onAuthStateChanged: authApi.onAuthStateChanged,
    currentUser: authApi.currentUser,
    signIn: guard(authApi.signIn),
    register: guard(authApi.register),
    signOut: guard(authApi.signOut),
    updateDisplayName: guard(authApi.updateDisplayName),
    updateAvatar: guard(authApi.updateAvatar),
    changePassword: guard(authApi.changePassword),

    listTopics: guard(async () => (await data()).listTopics()),
    watchPosts: (filter, range, callback, onError) =>
      watch(onError, (firestore, report) => firestore.watchPosts(filter, range, callback, report)),
    watchPost: (id, callback, onError) =>
      watch(onError, (firestore, report) => firestore.watchPost(id, callback, report)),
    watchComments: (postId, callback, onError) =>
      watch(onError, (firestore, report) => firestore.watchComments(postId, callback, report)),
    watchProfiles: (uids, callback, onError) =>
      watch(onError, (firestore, report) => firestore.watchProfiles(uids, callback, report)),
    searchPosts: guard(async (text, max) => (await data()).searchPosts(text, max)),

    newPostId: autoId,
    uploadPostImage: guard(async (postId, pictures, onProgress) => {
      const { uid } = requireUser(auth);
      return (await images()).uploadPostPictures(postId, pictures, uid, onProgress);
    }),
    deletePostImage: guard(async (postId) => (await images()).removePostPictures(postId)),
    publishPost: guard(async (id, draft) => (await data()).publishPost(id, draft)),
    updatePost: guard(async (id, patch) => (await data()).updatePost(id, patch)),
    deletePost: guard(async (id) => (await data()).deletePost(id)),

    setLike: guard(async (postId, on) => (await data()).setLike(postId, on)),
    setBookmark: guard(async (postId, on) => (await data()).setBookmark(postId, on)),
    addComment: guard(async (postId, content) => (await data()).addComment(postId, content)),
    deleteComment: guard(async (postId, commentId) =>
      (await data()).deleteComment(postId, commentId),
    ),
  };
}
