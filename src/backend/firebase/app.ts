import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { DemoAccount, PostFilter } from '../types';

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
  /** Where the site is served (the browser's origin), for the link back to it in a reset mail. */
  siteOrigin?: string;
  /** The sign-in form's prefill, where the project has a demo account (Backend.demoAccount). */
  demoAccount?: DemoAccount | null;
  /**
   * Whether a refused sign-in answers `invalid-credential` for an unknown address and a wrong password
   * alike (core/authApi.ts, default true, as new Firebase projects do). False for a project that has
   * turned Firebase's e-mail enumeration protection off (VITE_EMAIL_ENUMERATION_PROTECTION=off).
   */
  emailEnumerationProtection?: boolean;
  /** The feed the page was opened on: its first page is read at once (postFirstView.ts readEarly). */
  landingFeed?: Extract<PostFilter, { kind: 'all' | 'topic' }>;
}

let unnamed = 0;

/** The app alone: Auth is a chunk of its own (see ./auth), started after the first paint. */
export function startFirebase(
  config: FirebaseConfig,
  { appName }: FirebaseBackendOptions,
): FirebaseApp {
  return initializeApp(config, appName ?? `post-wall-${++unnamed}`);
}

export function splitHost(hostAndPort: string): [host: string, port: number] {
  const at = hostAndPort.lastIndexOf(':');
  return [hostAndPort.slice(0, at), Number(hostAndPort.slice(at + 1))];
}
