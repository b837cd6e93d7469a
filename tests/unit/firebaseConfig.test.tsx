import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MissingConfigPage } from '../../src/app/MissingConfigPage';
import { createFirebaseBackend } from '../../src/backend/firebase';
import {
  demoAccountFrom,
  firebaseConfigFrom,
  firebaseStartFrom,
  firestoreRestOrigin,
  firstViewOrigins,
} from '../../src/backend/firebase/config';
import { copy } from '../../src/copy';

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'p',
  VITE_FIREBASE_STORAGE_BUCKET: 'p.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('the Firebase build configuration', () => {
  it('gives the config when every variable is set', () => {
    expect(firebaseConfigFrom(complete)).toEqual({
      config: {
        apiKey: 'key',
        authDomain: 'p.firebaseapp.com',
        projectId: 'p',
        storageBucket: 'p.firebasestorage.app',
        appId: '1:2:web:3',
      },
    });
  });

  it('names every variable that is missing or blank, instead of using an empty value', () => {
    expect(
      firebaseConfigFrom({
        ...complete,
        VITE_FIREBASE_API_KEY: ' ',
        VITE_FIREBASE_APP_ID: undefined,
      }),
    ).toEqual({ missing: ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID'] });
    expect(firebaseConfigFrom({})).toEqual({ missing: Object.keys(complete) });
  });

  it('shows a page naming them', () => {
    render(<MissingConfigPage names={['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID']} />);
    expect(screen.getByRole('heading', { name: copy.configMissingTitle })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID']);
  });
});

describe('the demo account of a Firebase build', () => {
  const demo = { VITE_DEMO_EMAIL: ' tryme@example.org ', VITE_DEMO_PASSWORD: 'open-sesame' };

  it('is the one its config names, with both variables set', () => {
    expect(demoAccountFrom({ ...complete, ...demo })).toEqual({
      email: 'tryme@example.org',
      password: 'open-sesame',
    });
  });

  it('is none without them (a production build starts with empty fields)', () => {
    expect(demoAccountFrom(complete)).toBeNull();
    expect(demoAccountFrom({ ...complete, VITE_DEMO_EMAIL: demo.VITE_DEMO_EMAIL })).toBeNull();
    expect(demoAccountFrom({ ...complete, ...demo, VITE_DEMO_EMAIL: '  ' })).toBeNull();
  });

  it('is what the adapter exposes to the app, or null', () => {
    const config = { apiKey: 'key', projectId: 'demo-config-test' };
    const account = { email: 'tryme@example.org', password: 'open-sesame' };
    expect(createFirebaseBackend(config, { demoAccount: account }).demoAccount).toEqual(account);
    expect(createFirebaseBackend(config).demoAccount).toBeNull();
    // The adapter sends its mail: it keeps no outbox.
    expect(createFirebaseBackend(config).watchDevOutbox).toBeUndefined();
  });
});

describe('e-mail enumeration protection in a Firebase build', () => {
  const protectionOf = (env: Record<string, string>) => {
    const start = firebaseStartFrom({ ...complete, ...env }, 'https://example.com');
    return 'options' in start ? start.options.emailEnumerationProtection : 'missing';
  };

  it('is on unless the build turns it off (VITE_EMAIL_ENUMERATION_PROTECTION=off)', () => {
    expect(protectionOf({})).toBe(true);
    expect(protectionOf({ VITE_EMAIL_ENUMERATION_PROTECTION: 'on' })).toBe(true);
    expect(protectionOf({ VITE_EMAIL_ENUMERATION_PROTECTION: 'off' })).toBe(false);
    expect(protectionOf({ VITE_EMAIL_ENUMERATION_PROTECTION: ' FALSE ' })).toBe(false);
    expect(protectionOf({ VITE_USE_EMULATORS: 'true' })).toBe(true);
  });
});

describe('the origins a Firebase build preconnects to (index.html)', () => {
  const originsOf = (env: Record<string, string>) => {
    const start = firebaseStartFrom(env, 'https://site.example');
    if (!('options' in start)) throw new Error('incomplete config');
    return firstViewOrigins(start.options);
  };

  it("are Firestore's REST API, with CORS as the first page reads it, and Storage for the pictures", () => {
    expect(originsOf(complete)).toEqual([
      { origin: 'https://firestore.googleapis.com', cors: true },
      { origin: 'https://firebasestorage.googleapis.com', cors: false },
    ]);
  });

  it('add reCAPTCHA and the App Check token exchange with a site key, which the first page waits on', () => {
    expect(originsOf({ ...complete, VITE_FIREBASE_APPCHECK_SITE_KEY: 'site-key' })).toEqual([
      { origin: 'https://firestore.googleapis.com', cors: true },
      { origin: 'https://www.google.com', cors: false },
      { origin: 'https://www.gstatic.com', cors: false },
      { origin: 'https://content-firebaseappcheck.googleapis.com', cors: true },
      { origin: 'https://firebasestorage.googleapis.com', cors: false },
    ]);
  });

  it("are the Firestore emulator's host alone on the emulators, as the first page reads it", () => {
    const env = { VITE_USE_EMULATORS: 'true', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8123' };
    expect(originsOf(env)).toEqual([{ origin: 'http://127.0.0.1:8123', cors: true }]);
    expect(firestoreRestOrigin('127.0.0.1:8123')).toBe('http://127.0.0.1:8123');
  });
});

describe('the emulators a build uses', () => {
  const emulatorsOf = (env: Record<string, string>) => {
    const start = firebaseStartFrom(env, '');
    return 'options' in start ? start.options.emulators : undefined;
  };

  it("are firebase.json's, unless the build names the Firestore or the Auth emulator's host", () => {
    expect(emulatorsOf({ VITE_USE_EMULATORS: 'true' })).toEqual({
      auth: '127.0.0.1:9099',
      firestore: '127.0.0.1:8080',
      storage: '127.0.0.1:9199',
    });
    expect(
      emulatorsOf({
        VITE_USE_EMULATORS: 'true',
        VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8123',
        VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9123',
      }),
    ).toEqual({ auth: '127.0.0.1:9123', firestore: '127.0.0.1:8123', storage: '127.0.0.1:9199' });
  });
});
