import { pageSize } from '../../lib/limits';
import { feedFilter, feedFollowing, paths } from '../../lib/paths';
import { guardMethods, reportTo } from '../core/guard';
import { pictureNames } from '../core/pictureNames';
import type { AuthApi, Backend, BackendStart } from '../types';
import type { EmulatorHosts, FirebaseBackendOptions, FirebaseConfig } from './app';
import { firebaseStartFrom } from './config';
import { withSignInRefusals } from './authRefusal';
import { toBackendError } from './firebaseErrors';
import { deferred, lazily, watchWhenReady } from '../core/lazy';
import { connectFirstPageReads } from './postFirstPage';
import { createFirstView } from './postFirstView';
import { followOtherTabsSignOut, loadAfresh, tellOtherTabsSignedOut } from './signOutTabs';

export type { EmulatorHosts, FirebaseBackendOptions, FirebaseConfig };

/** The app's adapter (through the `@adapter` alias), started as the build's variables say (config.ts). */
export function createBackend(): BackendStart {
  const start = firebaseStartFrom(import.meta.env, location.origin);
  if ('missing' in start) return { missingConfig: start.missing };
  // A visit that lands on a feed (not 追蹤中, a member's): its first page is asked for now, not after
  // the first render.
  const params = new URLSearchParams(location.search);
  const landing = location.pathname === paths.posts && !feedFollowing(params) ? params : null;
  return {
    backend: createFirebaseBackend(start.config, {
      ...start.options,
      ...(landing && { landingFeed: feedFilter(landing) }),
    }),
  };
}

/**
 * The Firebase adapter. A feed's first page and the topics are read with one REST request each
 * (postFirstPage.ts, no SDK); once the first card is on the page, the Firestore SDK loads, takes that
 * page over and keeps it live without downloading it again (postFirstView.ts). Auth loads when
 * something first asks about the member, also not before the first card; what only members may read
 * waits for it. Storage loads on the first upload or delete. Each is a chunk of its own. With a site
 * key, App Check loads first and is running before any of them sends a request.
 */
export function createFirebaseBackend(
  config: FirebaseConfig,
  options: FirebaseBackendOptions = {},
): Backend {
  // The Firebase app (firebase/app, about 9 kB) is a chunk of its own too: the first card's REST
  // reads do without it, and everything that needs it loads after them.
  const firebaseApp = lazily(async () => (await import('./app')).startFirebase(config, options));
  // What only follows the first card (Auth, the SDK) asks for the app after it too.
  const appAfterFirstView = async () => {
    await firstView.passed();
    return firebaseApp();
  };
  const { appCheckSiteKey, emulators } = options;
  const appCheck = lazily(async () => {
    if (!appCheckSiteKey) return undefined;
    const [{ startAppCheck }, app] = await Promise.all([import('./appCheck'), firebaseApp()]);
    return startAppCheck(app, appCheckSiteKey);
  });
  const authModule = lazily(async () => {
    await firstView.passed();
    return import('./auth');
  });
  const auth = lazily(async () => {
    const [started] = await Promise.all([
      Promise.all([authModule(), appAfterFirstView()]).then(([module, app]) =>
        module.startAuth(app, emulators?.auth),
      ),
      appCheck(),
    ]);
    // Whoever was signed in before a reload is known from here on.
    await started.authStateReady();
    return started;
  });
  const member = async () => (await authModule()).requireUser(await auth());
  const images = lazily(async () => {
    const [storage, app] = await Promise.all([import('./pictures'), firebaseApp(), appCheck()]);
    return storage.connectImageStore(app, emulators?.storage);
  });
  let firestoreLoaded = false;
  const loadFirestore = async () => {
    // Not before a feed's first card (postFirstView.ts): the first page does without this chunk.
    await firstView.passed();
    const [module, app] = await Promise.all([import('./firestore'), firebaseApp(), appCheck()]);
    const connected = module.connectFirestore({
      app,
      member,
      images,
      emulatorHost: emulators?.firestore,
    });
    firestoreLoaded = true;
    return connected;
  };
  let firestore = lazily(loadFirestore);
  // Another tab's sign-out has deleted the cache this tab's instance used: this page loads afresh.
  followOtherTabsSignOut();
  let loadedAuthApi: AuthApi | undefined;
  const authApi = lazily(async () => {
    const [{ createAuthApi }, started] = await Promise.all([authModule(), auth()]);
    const created = createAuthApi({
      auth: started,
      saveProfile: async (profile, previous, joined) =>
        (await firestore()).saveProfile(profile, previous, joined),
      nameTaken: async (name) => (await firestore()).nameTaken(name),
      writable: async () => (await firestore()).writable(),
      uploadAvatar: async (uid, image, onProgress) =>
        (await images()).upload(pictureNames.avatar(uid), image, uid, onProgress),
      resetContinueUrl: options.siteOrigin && new URL(paths.signIn, options.siteOrigin).href,
    });
    loadedAuthApi = withSignInRefusals(created, options.emailEnumerationProtection);
    return loadedAuthApi;
  });

  const firstView = createFirstView({
    rest: connectFirstPageReads({
      projectId: config.projectId,
      apiKey: config.apiKey,
      appId: config.appId,
      emulatorHost: emulators?.firestore,
      appCheckHeaders: async () => {
        const started = await appCheck();
        return started ? started.headers() : {};
      },
    }),
    live: (filter, range, callback, onError, firstPage) => {
      const report = reportTo(onError, toBackendError);
      let page = firstPage;
      const ready = () =>
        firestore().then(async (loaded) => {
          // A page that cannot be taken over is read again by the listener: slower, never wrong.
          if (page) await loaded.loadFirstPage(page.bundle).catch(() => {});
          page = undefined;
          return loaded.concerns;
        });
      return watchWhenReady(
        ready(),
        (posts) => posts.watchPosts(filter, range, callback, report),
        report,
      );
    },
    liveLoaded: () => firestoreLoaded,
  });
  if (options.landingFeed) firstView.readEarly(options.landingFeed, pageSize);

  /**
   * A Backend method from the chunk that holds it: Auth's (auth.ts) or the Firestore concerns'
   * (posts, comments, profiles; firestore.ts). Found by name, so no method is listed here. Auth's is
   * asked first: the app asks who is signed in from the start, so it is loaded or on its way, and a
   * member's own methods (a reset from the mail's link, say) never wait for Firestore. Without it
   * (offline on a cold cache) the Firestore concerns are still found.
   */
  async function methodOf(name: string) {
    const account = await authApi().catch(() => undefined);
    if (account && Object.hasOwn(account, name)) return account[name as keyof AuthApi];
    const { concerns } = await firestore();
    if (Object.hasOwn(concerns, name)) return concerns[name as keyof typeof concerns];
    // Not a Firestore method: Auth's, whose load failed above (this tries it again).
    return (await authApi())[name as keyof AuthApi];
  }

  // What is answered at once; every other method waits for its chunk (deferred, lazy.ts).
  const given = guardMethods(
    {
      kind: 'firebase' as const,
      demoAccount: options.demoAccount ?? null,
      // Its mail is Firebase's: no development outbox (an own property, so that no deferred method
      // stands in for it).
      watchDevOutbox: undefined,
      // Without the Auth chunk (offline on a cold cache) the page can only be read as a visitor.
      onAuthStateChanged: (callback: (user: ReturnType<AuthApi['currentUser']>) => void) =>
        watchWhenReady(
          authApi(),
          (api) => api.onAuthStateChanged(callback),
          () => callback(null),
        ),
      currentUser: () => loadedAuthApi?.currentUser() ?? null,
      // The member's cached data goes with the session: Firestore is stopped and its cache deleted from
      // the disk (the last member's bookmarks, marks and activity with it), Auth signs out, the
      // member's other tabs are told, and the page loads afresh, on a new instance (signOutTabs.ts).
      // A failed clear is not the member's to retry: the session ends either way.
      signOut: async () => {
        // Stopped before Auth's sign-out: a stopped instance no longer follows the member, where one
        // stopping while it took in the sign-out threw "The client has already been terminated".
        await firestore()
          .then((instance) => instance.stop(true))
          .catch(() => {});
        await (await authApi()).signOut();
        tellOtherTabsSignedOut();
        // Until the page has loaded afresh, reads fail on the stopped instance rather than open a
        // new one during the deletion. Where no page loads afresh (Node), the next call opens one.
        if (!loadAfresh()) firestore = lazily(loadFirestore);
      },
      watchPosts: firstView.watchPosts,
      listTopics: () => firstView.listTopics(async () => (await firestore()).concerns.listTopics()),
    } satisfies Partial<Backend>,
    toBackendError,
  );
  const later = deferred<Omit<Backend, keyof typeof given>>(methodOf, toBackendError);
  // The deferred methods are inherited, not own properties: a Backend is called, never spread.
  return Object.assign(Object.create(later) as typeof later, given);
}
