import { wrapMethods } from '../core/guard';
import type { LocalDatabase } from './db';

/**
 * `api` whose every call first reopens `db` if its open failed: Dexie keeps a failed open failed, so
 * without this a 重試 would fail the same way forever.
 */
export function reopening<Api extends object>(db: LocalDatabase, api: Api): Api {
  return wrapMethods(api, (method) => (...args) => {
    if (db.hasFailed()) db.close({ disableAutoOpen: false });
    return method(...args);
  });
}
