// With its extension: vite.config.ts loads this file, and Vite's config loader warns (once per Vitest
// project) about an import that Node's own loader, its planned default, could not resolve.
import { seedDemoAccount } from '../core/demoAccount.ts';
import type { DemoAccount } from '../types';
import type { EmulatorHosts, FirebaseBackendOptions, FirebaseConfig } from './app';

/** The build-time variables a Firebase build needs (Firebase console → Project settings → Your apps). */
const required = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  appId: 'VITE_FIREBASE_APP_ID',
} as const satisfies Record<keyof FirebaseConfig, string>;

export type FirebaseEnv = Partial<Record<string, string | boolean | undefined>>;

/**
 * The configuration the VITE_FIREBASE_* variables give, or the names of those that are missing or
 * blank, so the site can say so at once instead of failing on its first request.
 */
export function firebaseConfigFrom(
  env: FirebaseEnv,
): { config: FirebaseConfig } | { missing: string[] } {
  const value = (name: string) => {
    const text = env[name];
    return typeof text === 'string' ? text.trim() : '';
  };
  const missing = Object.values(required).filter((name) => value(name) === '');
  if (missing.length > 0) return { missing };
  return {
    config: {
      apiKey: value(required.apiKey),
      authDomain: value(required.authDomain),
      projectId: value(required.projectId),
      storageBucket: value(required.storageBucket),
      appId: value(required.appId),
    },
  };
}

/**
 * The demo account a deployment names (VITE_DEMO_EMAIL and VITE_DEMO_PASSWORD, both set), which the
 * sign-in form starts filled with; null without one, so a production build starts with empty fields.
 */
export function demoAccountFrom(env: FirebaseEnv): DemoAccount | null {
  const email = env.VITE_DEMO_EMAIL;
  const password = env.VITE_DEMO_PASSWORD;
  if (typeof email !== 'string' || typeof password !== 'string') return null;
  if (email.trim() === '' || password === '') return null;
  return { email: email.trim(), password };
}

/**
 * Whether sign-in answers one message for an unknown address and a wrong password: yes unless
 * VITE_EMAIL_ENUMERATION_PROTECTION is `off` (a project that turned Firebase's protection off, whose
 * Auth tells the two apart anyway, and wants the spec's 信箱不存在 and 密碼錯誤).
 */
function emailEnumerationProtectionFrom(env: FirebaseEnv): boolean {
  const value = env.VITE_EMAIL_ENUMERATION_PROTECTION;
  return !(typeof value === 'string' && ['off', 'false'].includes(value.trim().toLowerCase()));
}

/**
 * Where `firebase emulators:start` listens with this repository's firebase.json. A Firestore emulator
 * elsewhere (the bench starts the Google Cloud CLI's on a free port) is named by
 * VITE_FIRESTORE_EMULATOR_HOST, `host:port` as in FIRESTORE_EMULATOR_HOST; an Auth emulator elsewhere
 * (the offline tests start it on a free port) by VITE_AUTH_EMULATOR_HOST.
 */
function localEmulators(
  firestoreHost: string | undefined,
  authHost: string | undefined,
): EmulatorHosts {
  return {
    auth: authHost || '127.0.0.1:9099',
    firestore: firestoreHost || '127.0.0.1:8080',
    storage: '127.0.0.1:9199',
  };
}

/** Where Firestore's REST API answers (postFirstPage.ts): the emulator's host, or Google's. */
export function firestoreRestOrigin(emulatorHost: string | undefined): string {
  return emulatorHost ? `http://${emulatorHost}` : 'https://firestore.googleapis.com';
}

/**
 * The other origins a visitor's first card waits on, for index.html to open a connection to while the
 * main chunk loads (vite.config.ts): Firestore's REST API, whose first page is read with CORS (hence
 * `cors`), and, on a real project, Storage, where the cards' pictures are. With an App Check site key
 * the first page also waits on reCAPTCHA Enterprise's script (www.google.com, its assets on
 * www.gstatic.com) and the token it is exchanged for (content-firebaseappcheck.googleapis.com, CORS).
 */
export function firstViewOrigins(
  options: FirebaseBackendOptions,
): { origin: string; cors: boolean }[] {
  const firestore = { origin: firestoreRestOrigin(options.emulators?.firestore), cors: true };
  if (options.emulators) return [firestore];
  const appCheck = options.appCheckSiteKey
    ? [
        { origin: 'https://www.google.com', cors: false },
        { origin: 'https://www.gstatic.com', cors: false },
        { origin: 'https://content-firebaseappcheck.googleapis.com', cors: true },
      ]
    : [];
  return [
    firestore,
    ...appCheck,
    { origin: 'https://firebasestorage.googleapis.com', cors: false },
  ];
}

// The emulators accept any API key, and a `demo-` project needs no real one: `npm run dev` against the
// emulators works with VITE_USE_EMULATORS alone.
const emulatorConfig: FirebaseConfig = {
  apiKey: 'demo-api-key',
  projectId: 'demo-post-wall',
  storageBucket: 'demo-post-wall.appspot.com',
};

/**
 * What the build's VITE_* variables start the adapter with: the configuration and options, or the
 * names of the variables a real project's build lacks. On the emulators (VITE_USE_EMULATORS) a demo
 * project needs none of them.
 */
export function firebaseStartFrom(
  env: FirebaseEnv,
  siteOrigin: string,
): { config: FirebaseConfig; options: FirebaseBackendOptions } | { missing: string[] } {
  const useEmulators = env.VITE_USE_EMULATORS === 'true';
  const configured = useEmulators ? { config: emulatorConfig } : firebaseConfigFrom(env);
  if ('missing' in configured) return configured;
  return {
    config: configured.config,
    options: {
      appName: 'post-wall',
      emulators: useEmulators
        ? localEmulators(
            env.VITE_FIRESTORE_EMULATOR_HOST as string | undefined,
            env.VITE_AUTH_EMULATOR_HOST as string | undefined,
          )
        : undefined,
      appCheckSiteKey: (env.VITE_FIREBASE_APPCHECK_SITE_KEY as string | undefined) || undefined,
      siteOrigin,
      // The emulators are seeded with the demo member (scripts/seed-emulators.mjs); a real project
      // has one only when its build names it.
      demoAccount: useEmulators ? seedDemoAccount : demoAccountFrom(env),
      emailEnumerationProtection: emailEnumerationProtectionFrom(env),
    },
  };
}
