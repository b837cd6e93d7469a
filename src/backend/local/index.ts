import { inListOrder } from '../core/topics';
import type { Backend, BackendStart } from '../types';
import { createAuthApi, type LocalAuthOptions } from './auth';
import { createCommentsApi } from './comments';
import { LocalDatabase } from './db';
import { guarded } from './guard';
import { createMarksApi } from './marks';
import { createPostQueries } from './postQueries';
import { createPostWrites } from './postWrites';
import { createProfilesApi } from './profiles';
import { seedDatabase, seedTopicsOnly } from './seed';
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
  emailEnumerationProtection = false,
}: LocalBackendOptions = {}): Backend {
  const db = new LocalDatabase(dbName);
  // Dexie holds every other query until this resolves, so nothing ever sees a half-seeded database.
  if (seed) {
    const fill = seed === 'topics' ? seedTopicsOnly : seedDatabase;
    db.on('ready', (vipDb) => fill(vipDb as LocalDatabase));
  }
  // Dexie keeps a failed open failed; a new call (a 重試) tries to open the database again.
  const reopening =
    <A extends unknown[], R>(call: (...args: A) => R) =>
    (...args: A): R => {
      if (db.hasFailed()) db.close({ disableAutoOpen: false });
      return call(...args);
    };
  const session = new Session(db, storage, `${dbName}:session`);
  const auth = createAuthApi(db, session, { emailEnumerationProtection });
  const queries = createPostQueries(db, session);
  const writes = createPostWrites(db, session);
  const marks = createMarksApi(db, session);
  const comments = createCommentsApi(db, session);

  return {
    kind: 'local',

    onAuthStateChanged: auth.onAuthStateChanged,
    currentUser: auth.currentUser,
    signIn: guarded(auth.signIn),
    register: guarded(auth.register),
    signOut: guarded(auth.signOut),
    updateDisplayName: guarded(auth.updateDisplayName),
    updateAvatar: guarded(auth.updateAvatar),
    changePassword: guarded(auth.changePassword),

    listTopics: reopening(guarded(async () => inListOrder(await db.topics.toArray()))),
    watchPosts: reopening(queries.watchPosts),
    watchPost: reopening(queries.watchPost),
    watchMarks: reopening(marks.watchMarks),
    watchComments: reopening(comments.watchComments),
    watchProfiles: reopening(createProfilesApi(db).watchProfiles),
    searchPosts: reopening(guarded(queries.searchPosts)),

    publishPost: guarded(writes.publishPost),
    updatePost: guarded(writes.updatePost),
    deletePost: guarded(writes.deletePost),
    setLike: guarded(marks.setLike),
    setBookmark: guarded(marks.setBookmark),
    addComment: guarded(comments.addComment),
    editComment: guarded(comments.editComment),
    deleteComment: guarded(comments.deleteComment),
  };
}

/** The app's backend (through the `@adapter` alias): the default database, seeded on first start. */
export function createBackend(): BackendStart {
  return { backend: createLocalBackend() };
}
