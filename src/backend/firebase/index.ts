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
import { connectFirstPageReads } from './firstPage';
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
 * The Firebase adapter. A feed's first page and the topics are read with one REST request each
 * (firstPage.ts, no SDK); once the first card is on the page, the Firestore SDK loads, takes that page
 * over and keeps it live without downloading it again (firstView.ts). Auth loads when something first
 * asks about the member, also not before the first card; what only members may read waits for it.
 * Storage loads on the first upload or delete. Each is a chunk of its own. With a site key, App Check
 * loads first and is running before any of them sends a request.
 */
export function createFirebaseBackend(
  config: FirebaseConfig,
  options: FirebaseBackendOptions = {},
): Backend {
  const app = startFirebase(config, options);
  const { appCheckSiteKey } = options;
  const appCheck = once(async () => {
    if (!appCheckSiteKey) return undefined;
    const module = await import('./appCheck');
    return { module, instance: module.startAppCheck(app, appCheckSiteKey) };
  });
  const authModule = once(async () => {
    await firstView.passed();
    return import('./auth');
  });
  const auth = once(async () => {
    const [started] = await Promise.all([
      authModule().then((module) => module.startAuth(app, options.emulators?.auth)),
      appCheck(),
    ]);
    // Whoever was signed in before a reload is known from here on.
    await started.authStateReady();
    return started;
  });
  const member = async () => (await authModule()).requireUser(await auth());
  const images = once(async () => {
    const [storage] = await Promise.all([import('./storage'), appCheck()]);
    return storage.connectImageStore(app, options.emulators?.storage);
  });
  let dataLoaded = false;
  const data = once(async () => {
    // Not before a feed's first card (firstView.ts): the first page does without this chunk.
    await firstView.passed();
    const [firestore] = await Promise.all([import('./data'), appCheck()]);
    const connected = firestore.connectData({
      app,
      member,
      images,
      emulatorHost: options.emulators?.firestore,
    });
    dataLoaded = true;
    return connected;
  });

  function watch(
    onError: ErrorListener | undefined,
    subscribe: (firestore: FirestoreData, onError: ErrorListener | undefined) => Unsubscribe,
    before: (firestore: FirestoreData) => Promise<void> = async () => {},
  ): Unsubscribe {
    const report = reportTo(onError);
    const ready = data().then(async (firestore) => {
      await before(firestore);
      return firestore;
    });
    return watchWhenReady(ready, (firestore) => subscribe(firestore, report), report);
  }

  const firstView = createFirstView({
    rest: connectFirstPageReads({
      projectId: config.projectId,
      apiKey: config.apiKey,
      appId: config.appId,
      emulatorHost: options.emulators?.firestore,
      appCheckHeaders: async () => {
        const started = await appCheck();
        return started ? started.module.appCheckHeaders(started.instance) : {};
      },
    }),
    live: (filter, range, callback, onError, firstPage) =>
      watch(
        onError,
        (firestore, report) => firestore.watchPosts(filter, range, callback, report),
        // A page that cannot be taken over is read again by the listener: slower, never wrong.
        async (firestore) => firstPage && firestore.loadFirstPage(firstPage.bundle).catch(() => {}),
      ),
    liveLoaded: () => dataLoaded,
  });

  let loadedAuthApi: AuthApi | undefined;
  const authApi = once(async () => {
    const [{ createAuthApi }, started] = await Promise.all([authModule(), auth()]);
    loadedAuthApi = createAuthApi({
      auth: started,
      saveProfile: async (profile, previous) => (await data()).saveProfile(profile, previous),
      nameTaken: async (name) => (await data()).nameTaken(name),
      writable: async () => (await data()).writable(),
      uploadAvatar: async (uid, image, onProgress) =>
        (await images()).upload(pictureNames.avatar(uid), image, uid, onProgress),
    });
    return loadedAuthApi;
  });
  const withAuth =
    <Args extends unknown[], R>(call: (api: AuthApi, ...args: Args) => Promise<R>) =>
    async (...args: Args) =>
      call(await authApi(), ...args);

  function onAuthStateChanged(callback: (user: AuthUser | null) => void): Unsubscribe {
    // Without the Auth chunk (offline on a cold cache) the page can only be read as a visitor.
    return watchWhenReady(
      authApi(),
      (api) => api.onAuthStateChanged(callback),
      () => callback(null),
    );
  }

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
    watchMarks: (postId, callback, onError) =>
      watch(onError, (firestore, report) => firestore.watchMarks(postId, callback, report)),
    watchComments: (postId, callback, onError, newest) =>
      watch(onError, (firestore, report) =>
        firestore.watchComments(postId, callback, report, newest),
      ),
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
