import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

export interface FirebaseConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  storageBucket?: string;
  appId?: string;
}

/** Emulator addresses as `host:port`, the form firebase-tools puts in FIREBASE_*_EMULATOR_HOST. */
export interface EmulatorHosts {
  auth?: string;
  firestore?: string;
  storage?: string;
}

export interface FirebaseBackendOptions {
  emulators?: EmulatorHosts;
  /**
   * Each name is a separate Firebase app with its own signed-in member, like a separate browser
   * profile. The browser build uses one fixed name so the session survives a reload.
   */
  appName?: string;
  /** A reCAPTCHA Enterprise site key: App Check starts (lazily) when one is given. */
  appCheckSiteKey?: string;
}

export interface FirebaseCore {
  app: FirebaseApp;
  auth: Auth;
}

let unnamed = 0;

export function startFirebase(
  config: FirebaseConfig,
  { emulators, appName }: FirebaseBackendOptions,
): FirebaseCore {
  const app = initializeApp(config, appName ?? `post-wall-${++unnamed}`);
  // initializeAuth instead of getAuth: getAuth also bundles the popup/redirect sign-in code, which
  // e-mail and password sign-in never uses. Where neither store exists (Node, in tests), Auth keeps
  // the session in memory.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (emulators?.auth) {
    connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
  }
  return { app, auth };
}

export function splitHost(hostAndPort: string): [host: string, port: number] {
  const at = hostAndPort.lastIndexOf(':');
  return [hostAndPort.slice(0, at), Number(hostAndPort.slice(at + 1))];
}
