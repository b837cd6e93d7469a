import type { Firestore } from 'firebase/firestore';

/**
 * What a client knows of its connection to Firestore: the browser's own word (`navigator.onLine`),
 * and what its last live answer said: one answered from the cache for want of the server (live.ts)
 * means the SDK has found the server unreachable; one from the server, that it is reachable again.
 * Writes are refused at once while the connection is known to be down (errOffline, everything typed
 * kept), instead of waiting in the SDK's queue with the member waiting on them.
 */
const unreachable = new WeakSet<Firestore>();

export const connection = {
  /** A live answer of `db` came from the server (`true`) or, for want of it, from the cache. */
  answered(db: Firestore, byServer: boolean): void {
    if (byServer) unreachable.delete(db);
    else unreachable.add(db);
  },

  down(db: Firestore): boolean {
    const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return browserOffline || unreachable.has(db);
  },
};
