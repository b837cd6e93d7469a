import type { Firestore } from 'firebase/firestore';
import { browserOffline, whenBackOnline } from '../../browser/online';

/*
 * What a client knows of its connection to Firestore: the browser's own word (`navigator.onLine`),
 * what its last answer said (one answered from the cache for want of the server, live.ts, means the
 * SDK found the server unreachable; one from the server, that it is reachable again), and how many
 * of its writes are still unanswered past their wait (writePolicy.ts). The write policy refuses
 * writes while it says down; the read policy (readPolicy.ts) and the live reads report to it.
 */

/** Writes of a client sent and still unanswered past writePolicy.ts's writeWaitMs. */
const lateWrites = new WeakMap<Firestore, number>();
/**
 * A client whose last live answer came from the cache, with the number of browser `online` events
 * seen by then. Such an event clears the mark: without that, a page with no live listener left (a
 * search refused while offline) would stay refused until some listener happened to hear from the
 * server again, and would not read on by itself. Should the server still not answer, the next read's
 * wait marks the client again.
 */
const unreachable = new WeakMap<Firestore, number>();
let onlineEvents = 0;
// Outside a browser (the contract tests run in Node) there is no such event.
if (typeof addEventListener === 'function') whenBackOnline(() => (onlineEvents += 1));

export const connection = {
  /**
   * An answer of `db` came from the server (`true`: a live one, or a one-time read) or, for want of
   * it, from the cache (or not at all).
   */
  answered(db: Firestore, byServer: boolean): void {
    if (byServer) unreachable.delete(db);
    else unreachable.set(db, onlineEvents);
  },

  /** A write of `db` went past its wait unanswered: the connection counts as down until `sent` settles. */
  writeLate(db: Firestore, sent: Promise<unknown>): void {
    lateWrites.set(db, (lateWrites.get(db) ?? 0) + 1);
    const answered = () => lateWrites.set(db, (lateWrites.get(db) ?? 1) - 1);
    sent.then(answered, answered);
  },

  down(db: Firestore): boolean {
    return (
      browserOffline() || unreachable.get(db) === onlineEvents || (lateWrites.get(db) ?? 0) > 0
    );
  },
};
