import type {
  AuthApi,
  AuthUser,
  Backend,
  BackendStart,
  ErrorListener,
  ProgressListener,
  Unsubscribe,
} from '../types';
import {
  startFirebase,
  type EmulatorHosts,
  type FirebaseBackendOptions,
  type FirebaseConfig,
} from './app';
import { firebaseConfigFrom } from './config';
import type { FirestoreData } from './data';
import { guard, reportTo } from './errors';
import { createFirstView } from './firstView';
import { once, watchWhenReady } from './lazy';
import { pictureNames } from '../core/pictures';

export type { EmulatorHosts, FirebaseBackendOptions, FirebaseConfig };

/**
 * Where `firebase emulators:start` listens with this repository's firebase.json. A Firestore emulator
 * elsewhere (the bench starts the Google Cloud CLI's on a free port) is named by
 * VITE_FIRESTORE_EMULATOR_HOST, `host:port` as in FIRESTORE_EMULATOR_HOST.
 */
function localEmulators(firestoreHost: string | undefined): EmulatorHosts {
  return {
    auth: '127.0.0.1:9099',
    firestore: firestoreHost || '127.0.0.1:8080',
    storage: '127.0.0.1:9199',
  };
}

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
      emulators: useEmulators ? localEmulators(env.VITE_FIRESTORE_EMULATOR_HOST) : undefined,
      appCheckSiteKey: env.VITE_FIREBASE_APPCHECK_SITE_KEY || undefined,
    }),
  };
}

/**
 * The Firebase adapter. A feed's first page and its topics are read with firebase/firestore/lite
 * (firstView.ts). Auth loads when something first asks about the member, the full Firestore chunk on
 * the first other data call (the live listener that takes the first page over makes one), both not
 * before that first page is shown; Storage on the first upload or delete; each as its own chunk. With a
 * site key, App Check loads beside them and is running before any of them sends a request.
 */
export function createFirebaseBackend(
  config: FirebaseConfig,
  options: FirebaseBackendOptions = {},
): Backend {
  const app = startFirebase(config, options);
  const { appCheckSiteKey } = options;
  const authModule = once(async () => {
    await firstView.passed();
    return import('./auth');
  });
  const auth = once(async () => (await authModule()).startAuth(app, options.emulators?.auth));
  let loadedAuthApi: AuthApi | undefined;
  const authApi = once(async () => {
    const [{ createAuthApi }, started] = await Promise.all([authModule(), auth()]);
    loadedAuthApi = createAuthApi({
      auth: started,
      saveProfile: async (profile) => (await data()).saveProfile(profile),
      uploadAvatar: async (uid, image, onProgress) =>
        (await images()).upload(pictureNames.avatar(uid), image, uid, onProgress),
    });
    return loadedAuthApi;
  });
  const withAuth =
    <Args extends unknown[], R>(call: (api: AuthApi, ...args: Args) => Promise<R>) =>
    async (...args: Args) =>
      call(await authApi(), ...args);
  const appCheck = once(async () => {
    if (appCheckSiteKey) (await import('./appCheck')).startAppCheck(app, appCheckSiteKey);
  });
  const images = once(async () => {
    const [storage] = await Promise.all([import('./storage'), appCheck()]);
    return storage.connectImageStore(app, options.emulators?.storage);
  });
  let dataLoaded = false;
  const data = once(async () => {
    // Not before a feed's first card (firstView.ts): neither this chunk nor Auth's competes with it.
    await firstView.passed();
    // Auth first: a member's first query must carry their token, or the rules refuse it.
    const [firestore, started] = await Promise.all([import('./data'), auth(), appCheck()]);
    const connected = firestore.connectData({
      app,
      auth: started,
      images,
      emulatorHost: options.emulators?.firestore,
    });
    dataLoaded = true;
    return connected;
  });
  const lite = once(async () => {
    const [{ connectLite }] = await Promise.all([import('./lite'), appCheck()]);
    return connectLite(app, options.emulators?.firestore);
  });

  function onAuthStateChanged(callback: (user: AuthUser | null) => void): Unsubscribe {
    // Without the Auth chunk (offline on a cold cache) the page can only be read as a visitor.
    return watchWhenReady(
      authApi(),
      (api) => api.onAuthStateChanged(callback),
      () => callback(null),
    );
  }

  function watch(
    onError: ErrorListener | undefined,
    subscribe: (firestore: FirestoreData, onError: ErrorListener | undefined) => Unsubscribe,
  ): Unsubscribe {
    const report = reportTo(onError);
    return watchWhenReady(data(), (firestore) => subscribe(firestore, report), report);
  }

  const firstView = createFirstView({
    lite,
    live: (filter, range, callback, onError) =>
      watch(onError, (firestore, report) => firestore.watchPosts(filter, range, callback, report)),
    liveLoaded: () => dataLoaded,
  });

  return {
    kind: 'firebase',

    onAuthStateChanged,
    currentUser: () => loadedAuthApi?.currentUser() ?? null,
    signIn: guard(withAuth((api, email: string, password: string) => api.signIn(email, password))),
    register: guard(
      withAuth((api, email: string, password: string, displayName?: string) =>
        api.register(email, password, displayName),
      ),
    ),
    signOut: guard(withAuth((api) => api.signOut())),
    updateDisplayName: guard(withAuth((api, name: string) => api.updateDisplayName(name))),
    updateAvatar: guard(
      withAuth((api, image: Blob, onProgress?: ProgressListener) =>
        api.updateAvatar(image, onProgress),
      ),
    ),
    changePassword: guard(
      withAuth((api, current: string, next: string) => api.changePassword(current, next)),
    ),

    listTopics: guard(() => firstView.listTopics(async () => (await data()).listTopics())),
    watchPosts: firstView.watchPosts,
    watchPost: (id, callback, onError) =>
      watch(onError, (firestore, report) => firestore.watchPost(id, callback, report)),
    watchComments: (postId, callback, onError) =>
      watch(onError, (firestore, report) => firestore.watchComments(postId, callback, report)),
    watchProfiles: (uids, callback, onError) =>
      watch(onError, (firestore, report) => firestore.watchProfiles(uids, callback, report)),
    searchPosts: guard(async (text, max) => (await data()).searchPosts(text, max)),

    publishPost: guard(async (draft, pictures, onProgress) =>
      (await data()).publishPost(draft, pictures, onProgress),
    ),
    updatePost: guard(async (id, patch, pictures, onProgress) =>
      (await data()).updatePost(id, patch, pictures, onProgress),
    ),
    deletePost: guard(async (id) => (await data()).deletePost(id)),

    setLike: guard(async (postId, on) => (await data()).setLike(postId, on)),
    setBookmark: guard(async (postId, on) => (await data()).setBookmark(postId, on)),
    addComment: guard(async (postId, content) => (await data()).addComment(postId, content)),
    editComment: guard(async (postId, commentId, content) =>
      (await data()).editComment(postId, commentId, content),
    ),
    deleteComment: guard(async (postId, commentId) =>
      (await data()).deleteComment(postId, commentId),
    ),
  };
}
