import { guardMethods } from '../core/guard';
import type { Backend, BackendStart } from '../types';
import { createAuthApi, type LocalAuthOptions } from './auth';
import { createCommentsApi } from './comments';
import { createModerationApi } from './moderation';
import { createActivityApi } from './activity';
import { createFollowsApi } from './follows';
import { LocalDatabase, seededKey } from './db';
import { toBackendError } from './dexieErrors';
import { createPostsApi } from './posts';
import { createProfilesApi } from './profiles';
import { createSafetyApi } from './safety';
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

/** The embedded backend: IndexedDB through Dexie, with the security rules (docs/security.md) in code. */
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
  const backend: Backend = {
    kind: 'local',
    // The seeded demo member exists only where the whole seed runs.
    demoAccount: seed === true ? seedDemoAccount : null,
    watchDevOutbox: (callback, onError) => watchDevOutbox(db, callback, onError),
    ...createAuthApi({ ...context, emailEnumerationProtection }),
    ...createPostsApi(context),
    ...createCommentsApi(context),
    ...createProfilesApi(context),
    ...createSafetyApi(context),
    ...createModerationApi(context),
    ...createActivityApi(context),
    ...createFollowsApi(context),
  };
  return guardMethods(reopening(db, backend), toBackendError);
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

/**
 * Dexie keeps a failed open failed: with this, a new call (a 重試) tries to open the database again.
 */
function reopening<Api extends object>(db: LocalDatabase, api: Api): Api {
  const reopened: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(api)) {
    reopened[name] =
      typeof method === 'function'
        ? (...args: unknown[]) => {
            if (db.hasFailed()) db.close({ disableAutoOpen: false });
            return method(...args);
          }
        : method;
  }
  return reopened as Api;
}

/** The app's backend (through the `@adapter` alias): the default database, seeded on first start. */
export function createBackend(): BackendStart {
  seedEarly('post-wall', localStorage);
  return { backend: createLocalBackend({ dbName: 'post-wall' }) };
}
