import { createLocalBackend, type LocalBackendOptions } from '../../src/backend/local';
import { LocalDatabase } from '../../src/backend/local/db';
import { throttleKey } from '../../src/backend/local/pace';
import { reportPaceKey } from '../../src/backend/local/reportPace';
import { errorCodeOf } from '../../src/lib/errorCodes';
import type { Backend } from '../../src/backend/types';
import { pacedWrites } from '../contract/timePasses';

// One connection per database, kept open: a flood of writes in a test's setup clears it often.
const opened = new Map<string, LocalDatabase>();

/** Removes the member's pace stamps from the local database `dbName`, as if time had passed. */
export async function clearLocalThrottle(dbName: string, uid: string): Promise<void> {
  let db = opened.get(dbName);
  if (!db) opened.set(dbName, (db = new LocalDatabase(dbName)));
  await db.meta.bulkDelete([throttleKey(uid), reportPaceKey(uid)]);
}

/**
 * `backend`, a local adapter on `dbName`, writing faster than a member's pace: a paced write refused
 * as too soon is made again once the member's stamps are removed, as if time had passed. For tests
 * whose setup publishes and comments in quick succession, as no person does.
 */
export function localTimePassing(backend: Backend, dbName: string): Backend {
  const paced: Record<string, unknown> = {};
  for (const name of pacedWrites) {
    paced[name] = async (...args: unknown[]) => {
      const write = backend[name] as (...args: unknown[]) => Promise<unknown>;
      try {
        return await write.apply(backend, args);
      } catch (error) {
        const uid = backend.currentUser()?.uid;
        if (errorCodeOf(error) !== 'rate-limited' || !uid) throw error;
        await clearLocalThrottle(dbName, uid);
        return write.apply(backend, args);
      }
    };
  }
  return Object.assign(Object.create(backend) as Backend, paced);
}

/** A local adapter on `options.dbName`, writing faster than a member's pace (localTimePassing). */
export const unpacedLocalBackend = (options: LocalBackendOptions & { dbName: string }): Backend =>
  localTimePassing(createLocalBackend(options), options.dbName);
