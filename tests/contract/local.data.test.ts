import { afterEach, vi } from 'vitest';
import { createLocalBackend } from '../../src/backend/local';
import { LocalDatabase } from '../../src/backend/local/db';
import { forgetRepeatedIds, repeatPostId } from '../support/drawnIds';
import { MemoryStorage } from '../support/MemoryStorage';
import { dataContract } from './suites/data';
import type { MakeBackends, ReadPicture } from './suites/data/harness';
import { postPictureContract } from './suites/data/postPictures';
import { incompletePostsContract, type InterruptPublish } from './suites/data/incompletePosts';
import { autoId } from '../../src/backend/core/ids';
import { reservePost } from '../../src/backend/local/incompletePosts';
import { timePassing } from './timePasses';
import { clearLocalThrottle } from '../support/localTimePassing';

vi.mock('../../src/backend/core/ids', async (importOriginal) => {
  const ids = await importOriginal<typeof import('../../src/backend/core/ids')>();
  return { ...ids, autoId: vi.fn(ids.autoId) };
});
afterEach(forgetRepeatedIds);

let count = 0;
let dbName = '';

// The member's pace stamps, removed as if time had passed (timePassing), in the current test's database.
const clearThrottle = (uid: string) => clearLocalThrottle(dbName, uid);

// Two instances on one database, each keeping its session in its own storage: two members signed in at
// once, as in two browsers.
const makeBackends: MakeBackends = async () => {
  count += 1;
  dbName = `data-contract-${count}`;
  return [
    timePassing(createLocalBackend({ dbName, seed: false, storage: localStorage }), clearThrottle),
    timePassing(
      createLocalBackend({ dbName, seed: false, storage: sessionStorage }),
      clearThrottle,
    ),
  ];
};

// A local picture URL is a data: URL: it carries the picture itself, so reading it cannot tell whether
// the picture is still stored. The stored object, by path as on Storage, can: it is read from the
// current test's database.
const readPicture: ReadPicture = async ({ path }) => {
  const db = new LocalDatabase(dbName);
  try {
    return (await db.files.get(path)) ? 'found' : 'missing';
  } finally {
    db.close();
  }
};

// Another browser on the same data: a session of its own.
const anotherClient = async () =>
  timePassing(
    createLocalBackend({ dbName, seed: false, storage: new MemoryStorage() }),
    clearThrottle,
  );
// One that keeps the member's pace.
const pacedClient = async () =>
  createLocalBackend({ dbName, seed: false, storage: new MemoryStorage() });

// A topic as the seed writes one, in the current test's database.
const addTopic = async (name: string) => {
  const db = new LocalDatabase(dbName);
  try {
    await db.topics.put({ id: name, name, order: 0 });
  } finally {
    db.close();
  }
};

// The demo member is the seeded moderator; any other is made one in the current test's database.
const makeModerator = async (uid: string) => {
  const db = new LocalDatabase(dbName);
  try {
    await db.accounts.update(uid, { moderator: true });
  } finally {
    db.close();
  }
};

dataContract(makeBackends, {
  readPicture,
  repeatPostId,
  anotherClient,
  addTopic,
  pacedClient,
  makeModerator,
});
postPictureContract(makeBackends, { readPicture, repeatPostId, addTopic });

// A publish cut short after the adapter's first step: its reservation, made by the adapter's own code
// in the current test's database.
const interruptPublish: InterruptPublish = async (backend, draft) => {
  const uid = backend.currentUser()?.uid ?? '';
  const id = autoId();
  const db = new LocalDatabase(dbName);
  try {
    await reservePost(db, id, uid, draft);
  } finally {
    db.close();
  }
  return id;
};

incompletePostsContract(makeBackends, { readPicture, repeatPostId, addTopic, interruptPublish });
