import { guardMethods, reportTo } from '../core/guard';
import { pictureNames } from '../core/pictureNames';
import type { AuthApi, Backend, BackendStart } from '../types';
import {
  startFirebase,
  type EmulatorHosts,
  type FirebaseBackendOptions,
  type FirebaseConfig,
} from './app';
import { demoAccountFrom, emulatorConfig, firebaseConfigFrom, localEmulators } from './config';
import { seedDemoAccount } from '../core/demoAccount';
import { paths } from '../../lib/paths';
import { toBackendError } from './firebaseErrors';
import { connectFirstPageReads } from './firstPage';
import { createFirstView } from './firstView';
import { callsWhenLoaded, lazily, watchesWhenLoaded, watchWhenReady } from './lazy';

export type { EmulatorHosts, FirebaseBackendOptions, FirebaseConfig };

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
      siteOrigin: location.origin,
      // The emulators are seeded with the demo member (scripts/seed-emulators.mjs); a real project
      // has one only when its build names it.
      demoAccount: useEmulators ? seedDemoAccount : demoAccountFrom(env),
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
  const appCheck = lazily(async () => {
    if (!appCheckSiteKey) return undefined;
    const module = await import('./appCheck');
    return { module, instance: module.startAppCheck(app, appCheckSiteKey) };
  });
  const authModule = lazily(async () => {
    await firstView.passed();
    return import('./auth');
  });
  const auth = lazily(async () => {
    const [started] = await Promise.all([
      authModule().then((module) => module.startAuth(app, options.emulators?.auth)),
      appCheck(),
    ]);
    // Whoever was signed in before a reload is known from here on.
    await started.authStateReady();
    return started;
  });
  const member = async () => (await authModule()).requireUser(await auth());
  const images = lazily(async () => {
    const [storage] = await Promise.all([import('./pictures'), appCheck()]);
    return storage.connectImageStore(app, options.emulators?.storage);
  });
  let dataLoaded = false;
  const data = lazily(async () => {
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
    live: (filter, range, callback, onError, firstPage) => {
      const report = reportTo(onError, toBackendError);
      const ready = data().then(async (firestore) => {
        // A page that cannot be taken over is read again by the listener: slower, never wrong.
        if (firstPage) await firestore.loadFirstPage(firstPage.bundle).catch(() => {});
        return firestore;
      });
      return watchWhenReady(
        ready,
        (firestore) => firestore.watchPosts(filter, range, callback, report),
        report,
      );
    },
    liveLoaded: () => dataLoaded,
  });

  let loadedAuthApi: AuthApi | undefined;
  const authApi = lazily(async () => {
    const [{ createAuthApi }, started] = await Promise.all([authModule(), auth()]);
    loadedAuthApi = createAuthApi({
      auth: started,
      saveProfile: async (profile, previous) => (await data()).saveProfile(profile, previous),
      nameTaken: async (name) => (await data()).nameTaken(name),
      writable: async () => (await data()).writable(),
      uploadAvatar: async (uid, image, onProgress) =>
        (await images()).upload(pictureNames.avatar(uid), image, uid, onProgress),
      resetContinueUrl: options.siteOrigin && new URL(paths.signIn, options.siteOrigin).href,
    });
    return loadedAuthApi;
  });

  // Each concern's methods as their chunk gives them (auth.ts; posts.ts, comments.ts and profiles.ts
  // in data.ts), callable before it has loaded.
  const authFacade: AuthApi = {
    // Without the Auth chunk (offline on a cold cache) the page can only be read as a visitor.
    onAuthStateChanged: (callback) =>
      watchWhenReady(
        authApi(),
        (api) => api.onAuthStateChanged(callback),
        () => callback(null),
      ),
    currentUser: () => loadedAuthApi?.currentUser() ?? null,
    ...callsWhenLoaded(authApi, [
      'signIn',
      'register',
      'signOut',
      'updateDisplayName',
      'updateAvatar',
      'changePassword',
      'sendPasswordReset',
      'resetPassword',
    ]),
  };
  const postsFacade = {
    listTopics: () => firstView.listTopics(async () => (await data()).listTopics()),
    watchPosts: firstView.watchPosts,
    ...watchesWhenLoaded(data, ['watchPost', 'watchMarks', 'watchIncompletePosts']),
    ...callsWhenLoaded(data, [
      'searchPosts',
      'publishPost',
      'discardIncompletePost',
      'updatePost',
      'deletePost',
      'setLike',
      'setBookmark',
    ]),
  };
  const commentsFacade = {
    ...watchesWhenLoaded(data, ['watchComments']),
    ...callsWhenLoaded(data, ['addComment', 'editComment', 'deleteComment']),
  };
  const profilesFacade = watchesWhenLoaded(data, ['watchProfiles']);

  const backend: Backend = {
    kind: 'firebase',
    demoAccount: options.demoAccount ?? null,
    ...authFacade,
    ...postsFacade,
    ...commentsFacade,
    ...profilesFacade,
  };
  return guardMethods(backend, toBackendError);
}
