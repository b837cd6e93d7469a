import { guardMethods } from '../core/guard';
import type { Backend, BackendStart } from '../types';
import { deferred, lazily } from '../core/lazy';
import type { LocalAuthOptions } from './auth';
import { LocalDatabase, seededKey } from './db';
import { toBackendError } from './dexieErrors';
import { createPostListsApi } from './posts';
import { createProfilesApi } from './profiles';
import { reopening } from './reopening';
import { seedDemoAccount } from '../core/demoAccount';
import { watchDevOutbox } from './devOutbox';
import { noteSeeded, seedEarly, seedInWorker } from './seedInWorker';
import { Session } from './session';

export interface LocalBackendOptions extends LocalAuthOptions {
  /** The IndexedDB database; a browser profile has one. Instances on one name are tabs of one profile. */
  dbName?: string;
  /**
   * Fill a new database with the demo content on first open (default true); 'topics' writes the seed's
   * topics alone, so posts can be published in an otherwise empty database.
   */
  seed?: boolean | 'topics';
  /**
   * Where the signed-in uid is kept (default localStorage, shared by the tabs of a profile). Two instances
   * on one database with their own storages are two members signed in at once, as in two browsers.
   */
  storage?: Storage;
}

/**
 * The embedded backend: IndexedDB through Dexie, with the security rules (docs/security.md) in code.
 * What a feed's first cards need is answered at once: who is signed in, the post lists and the
 * authors' profiles; every other method waits for its chunk (deferredApi.ts), loaded on its first call.
 */
export function createLocalBackend({
  dbName = 'post-wall',
  seed = true,
  storage = localStorage,
  emailEnumerationProtection,
}: LocalBackendOptions = {}): Backend {
  const db = new LocalDatabase(dbName);
  // Dexie holds every other query until this resolves, so nothing ever sees a half-seeded database.
  if (seed) {
    db.on('ready', async (vipDb) => {
      await fillNew(vipDb as LocalDatabase, seed);
      if (seed === true) noteSeeded(dbName, storage);
    });
  }
  const context = { db, session: new Session(db, storage, `${dbName}:session`) };
  const given = guardMethods(
    reopening(db, {
      kind: 'local' as const,
      // The seeded demo member exists only where the whole seed runs.
      demoAccount: seed === true ? seedDemoAccount : null,
      watchDevOutbox: (callback, onError) => watchDevOutbox(db, callback, onError),
      onAuthStateChanged: (callback) => context.session.subscribe(callback),
      currentUser: () => context.session.current(),
      ...createPostListsApi(context),
      // The cards' authors, by their current names and pictures.
      ...createProfilesApi(context),
    } satisfies Partial<Backend>),
    toBackendError,
  );
  const rest = lazily(async (): Promise<Omit<Backend, keyof typeof given>> => {
    const { createDeferredApi } = await import('./deferredApi');
    return createDeferredApi(context, { emailEnumerationProtection });
  });
  const later = deferred<Omit<Backend, keyof typeof given>>(async (name) => {
    const api = await rest();
    return api[name as keyof typeof api];
  }, toBackendError);
  // The deferred methods are inherited, not own properties: a Backend is called, never spread.
  return Object.assign(Object.create(later) as typeof later, given);
}

/**
 * The seed and its content are a chunk of their own, fetched by a database that has none yet: the
 * page's first chunk neither carries nor evaluates them (a fresh profile's first visit, issue 31).
 * The whole seed is written by a worker where there is one (seedInWorker.ts).
 */
async function fillNew(db: LocalDatabase, seed: true | 'topics'): Promise<void> {
  if (seed === true && (await db.meta.get(seededKey))) return;
  if (seed === true && (await seedInWorker(db.name))) return;
  const { seedDatabase, seedTopicsOnly } = await import('./seed');
  await (seed === 'topics' ? seedTopicsOnly : seedDatabase)(db);
}

/** The app's backend (through the `@adapter` alias): the default database, seeded on first start. */
export function createBackend(): BackendStart {
  seedEarly('post-wall', localStorage);
  return { backend: createLocalBackend({ dbName: 'post-wall' }) };
}
