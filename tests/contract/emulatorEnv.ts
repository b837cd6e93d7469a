/**
 * The Firebase emulators as `firebase emulators:exec` announces them to the command it runs. Each host
 * is set only for an emulator that actually started.
 */
import { readRules } from '../../scripts/rulesFill.mjs';
import { onLog } from 'firebase/app';
import { afterEach, beforeEach } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { createFirebaseBackend, type FirebaseConfig } from '../../src/backend/firebase';
import { timePassing } from './timePasses';

export const emulatorHosts = {
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  firestore: process.env.FIRESTORE_EMULATOR_HOST,
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
};

export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-post-wall';

export const storageBucket = `${projectId}.appspot.com`;

const config: FirebaseConfig = {
  // The emulators accept any key.
  apiKey: 'demo-api-key',
  authDomain: `${projectId}.firebaseapp.com`,
  projectId,
  storageBucket,
};

/**
 * A new adapter with its own Firebase app: a separate member, as in another browser. `appName` names
 * that app, for a test that also reaches it through the SDK (`getApp(appName)`).
 */
export async function makeFirebaseBackend(
  appName?: string,
  {
    pace = 'any',
    emailEnumerationProtection,
  }: { pace?: 'any' | 'rules'; emailEnumerationProtection?: boolean } = {},
): Promise<Backend> {
  const backend = await createFirebaseBackend(config, {
    emulators: emulatorHosts,
    appName,
    emailEnumerationProtection,
    // As the browser's origin: the reset mail's link back to the site.
    siteOrigin: 'http://localhost:5173',
  });
  // The shared contract publishes, comments, likes and edits faster than firestore.rules let a member
  // (src/lib/limits.ts paceSeconds); 'rules' keeps the pace (the rate-limit cases).
  return pace === 'rules' ? backend : timePassing(backend, clearThrottle);
}

/** Deletes throttles/{uid}, its stamps per post and reportPaces/{uid} with the emulator's owner rights, which no rule judges. */
async function clearThrottle(uid: string): Promise<void> {
  const base = `http://${emulatorHosts.firestore}/v1/projects/${projectId}/databases/(default)/documents`;
  const headers = { Authorization: 'Bearer owner' };
  const listed = await fetch(`${base}/throttles/${uid}/posts?pageSize=300`, { headers });
  if (!listed.ok) throw new Error(`listing throttles/${uid}/posts: HTTP ${listed.status}`);
  const { documents = [] } = (await listed.json()) as { documents?: { name: string }[] };
  const paths = [
    `${base}/throttles/${uid}`,
    `${base}/reportPaces/${uid}`,
    ...documents.map(({ name }) => `${base}/${name.split('/documents/')[1]}`),
  ];
  for (const path of paths) {
    const response = await fetch(path, { method: 'DELETE', headers });
    if (!response.ok) throw new Error(`clearing ${path}: HTTP ${response.status}`);
  }
}

/**
 * Gives the member the `moderator` claim, as scripts/adminModerator.mjs does, through the Auth
 * emulator's owner rights; their next sign-in carries it.
 */
export async function makeModerator(uid: string): Promise<void> {
  const response = await fetch(
    `http://${emulatorHosts.auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ moderator: true }) }),
    },
  );
  if (!response.ok) throw new Error(`making ${uid} a moderator: HTTP ${response.status}`);
}

/** Writes topics/{name} with the emulator's owner rights: no client may write a topic. */
export async function addTopic(name: string): Promise<void> {
  const response = await fetch(
    `http://${emulatorHosts.firestore}/v1/projects/${projectId}/databases/(default)/documents/topics/${encodeURIComponent(name)}`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fields: { name: { stringValue: name }, order: { integerValue: '0' } },
      }),
    },
  );
  if (!response.ok) throw new Error(`adding topics/${name}: HTTP ${response.status}`);
}

/**
 * Switches e-mail enumeration protection on the Auth emulator (off by default there, on by default in
 * new real projects). With it on, a wrong password and an unknown e-mail give the same answer.
 */
export async function setEmailEnumerationProtection(enabled: boolean): Promise<void> {
  const response = await fetch(
    `http://${emulatorHosts.auth}/emulator/v1/projects/${projectId}/config`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator config: HTTP ${response.status}`);
  const applied = (await response.json()) as {
    emailPrivacyConfig?: { enableImprovedEmailPrivacy?: boolean };
  };
  if (applied.emailPrivacyConfig?.enableImprovedEmailPrivacy !== enabled) {
    throw new Error('Auth emulator did not apply the e-mail enumeration protection setting');
  }
}

/**
 * Puts this repository's firestore.rules, filled for the emulators (scripts/rulesFill.mjs), into the
 * Firestore emulator, as @firebase/rules-unit-testing does. firebase-tools would load them unfilled
 * from firebase.json, where a picture's address never passes; the Google Cloud CLI's emulator starts
 * with every read and write allowed, so without this a contract run there would check no rule at all.
 */
export async function loadFirestoreRules(): Promise<void> {
  const rules = readRules('firestore.rules');
  const response = await fetch(
    `http://${emulatorHosts.firestore}/emulator/v1/projects/${projectId}:securityRules`,
    { method: 'PUT', body: JSON.stringify({ rules: { files: [{ content: rules }] } }) },
  );
  if (!response.ok) {
    throw new Error(`Firestore emulator rules: HTTP ${response.status} ${await response.text()}`);
  }
}

// The Firestore emulator now and then garbles a listen stream when one write changes several queries
// that one client listens to (firebase-tools#8654; seen here with the SDK alone: two listeners on one
// client, one write, about one round in forty). The client reads a bogus message length, fails with
// RESOURCE_EXHAUSTED "Received message larger than max" and waits a minute before reconnecting, so
// the test times out. A test that fails after that runs again with new clients, and says so; any other
// failure fails at once. (Vitest drops function retry conditions, hence the marker error.)
const garbledStream = 'the Firestore emulator garbled a listen stream (firebase-tools#8654)';
let garbled = false;
onLog(
  ({ message }) => {
    if (message.includes('Received message larger than max')) garbled = true;
  },
  { level: 'error' },
);

/** The `retry` option of a describe whose tests call watchForGarbledStreams(). */
export const retryGarbled = { count: 2, condition: /garbled a listen stream/ };

/** In a describe: a test that failed after a garbled stream fails with the marker, to be retried. */
export function watchForGarbledStreams(): void {
  beforeEach(() => {
    garbled = false;
  });
  afterEach(({ task }) => {
    if (garbled && task.result?.state === 'fail') {
      console.log(`RETRYING "${task.name}": ${garbledStream}`);
      throw new Error(garbledStream);
    }
  });
}

/**
 * The code of the newest password reset mail the Auth emulator "sent" to `email`: it keeps them
 * instead of sending, and lists them at its oobCodes endpoint.
 */
export async function emulatorResetCode(email: string): Promise<string> {
  const response = await fetch(
    `http://${emulatorHosts.auth}/emulator/v1/projects/${projectId}/oobCodes`,
  );
  if (!response.ok) throw new Error(`Auth emulator oobCodes: HTTP ${response.status}`);
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: { email: string; oobCode: string; requestType: string }[];
  };
  const mail = oobCodes.findLast(
    (found) => found.email === email && found.requestType === 'PASSWORD_RESET',
  );
  if (!mail) throw new Error(`no reset mail to ${email} on the Auth emulator`);
  return mail.oobCode;
}
