import {
  getDoc,
  getDocs,
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreError,
  type Query,
  type QuerySnapshot,
  type SnapshotMetadata,
} from 'firebase/firestore';
import type { ErrorListener, Listener, Unsubscribe } from '../types';
import { BackendError } from '../errors';
import { connection } from './connection';
import { firebaseCode } from './firebaseErrors';
import { contentOf, pendingOf } from './seenChanges';

/*
 * Live reads whose first delivery is what the server holds, as the local adapter's always is.
 *
 * A new Firestore listener first answers from the SDK's cache, which holds whatever this client read or
 * wrote before: one post of a topic because a detail page follows it (a list of 1 where the server has
 * 3), or the copy of a post this client wrote, without the likes others added since. Such an answer
 * (`metadata.fromCache`) is held back until the server's arrives, so a list never starts as a part of
 * itself and a post never starts out of date.
 *
 * Offline, the server never answers and the cache is all there is. The SDK decides when that is (a
 * failed connection, or 10 s without an answer) and then `getDoc` / `getDocs` answer from the cache:
 * that releases the held answer. While the listener runs, `getDoc` / `getDocs` of the same target
 * share its server listen (firebase-js-sdk `eventManagerListen`), so asking costs no extra read.
 *
 * After the first delivery every change is delivered, from the cache (own writes, offline) or not,
 * and so is every change of `fromCache` alone (the connection lost: the answer is now stale; or found
 * again) and of which documents hold this client's writes the server has not yet confirmed
 * (`hasPendingWrites`: what the page marks as waiting to be sent).
 *
 * Every delivery also tells `connection` (connection.ts) whether the server answered.
 */

/**
 * Instances stopped by a sign-out deliver nothing more: the SDK calls back from a timer, and a caller
 * given a snapshot queued before the stop may ask the stopped instance for more, which then throws.
 */
const stoppedInstances = new WeakSet<Firestore>();

/** `db` is about to be stopped (firestore.ts): its listeners go quiet from now on. */
export function quietBeforeStop(db: Firestore): void {
  stoppedInstances.add(db);
}

/** How long a first answer may wait for the server before the caller is told it is not coming. */
const serverWaitMs = 10_000;

interface Observed {
  readonly metadata: SnapshotMetadata;
}

function gatedOnServer<S extends Observed>(
  source: Query<DocumentData> | DocumentReference<DocumentData>,
  /** getDoc / getDocs: the server's answer, or the cache's once the SDK considers itself offline. */
  ask: () => Promise<Observed>,
  /** After the first delivery: whether this snapshot changes what the caller has. */
  isNews: (snapshot: S) => boolean,
  next: Listener<S>,
  onError: ErrorListener | undefined,
): Unsubscribe {
  const db = source.firestore;
  let stopped = false;
  let delivered = false;
  let offline = false;
  let asked = false;
  let held: S | undefined;
  let lastFromCache = false;

  const deliver = (snapshot: S) => {
    delivered = true;
    held = undefined;
    lastFromCache = snapshot.metadata.fromCache;
    connection.answered(db, !lastFromCache);
    next(snapshot, { stale: lastFromCache });
  };
  const goneOffline = () => {
    offline = true;
    if (!stopped && !delivered && held) deliver(held);
  };
  // A network that stops answering while the browser thinks it is online: an open connection goes
  // quiet, and the SDK may not call itself offline for minutes. Past serverWaitMs the cache's answer
  // is delivered as stale; with none, `unavailable` is reported, and the server's answer, should it
  // still come, is delivered after it.
  const quiet = setTimeout(() => {
    if (stopped || delivered) return;
    connection.answered(db, false);
    if (held) goneOffline();
    else {
      offline = true;
      onError?.(new BackendError('unavailable'));
    }
  }, serverWaitMs);

  let stop: Unsubscribe;
  try {
    stop = onSnapshot(
      // Either kind of source, as onSnapshot takes both: typed by its query overload.
      source as Query<DocumentData>,
      { includeMetadataChanges: true },
      (raw) => {
        if (stoppedInstances.has(db)) return;
        const snapshot = raw as unknown as S;
        if (delivered) {
          if (isNews(snapshot) || snapshot.metadata.fromCache !== lastFromCache) deliver(snapshot);
        } else if (!snapshot.metadata.fromCache || offline) {
          deliver(snapshot);
        } else {
          held = snapshot;
          if (asked) return;
          asked = true;
          ask().then(
            (answer) => {
              if (answer.metadata.fromCache) goneOffline();
            },
            // getDoc rejects with `unavailable` for a document the offline cache does not hold; any
            // other failure reaches the listener too, which reports it.
            (error: unknown) => {
              if (firebaseCode(error) === 'unavailable') goneOffline();
            },
          );
        }
      },
      (error: FirestoreError) => onError?.(error),
    );
  } catch (error) {
    // Stopped by a sign-out (till the page loads afresh: signOutTabs.ts): fails as any read does.
    clearTimeout(quiet);
    onError?.(error as Error);
    return () => {};
  }
  return () => {
    stopped = true;
    clearTimeout(quiet);
    stop();
  };
}

/**
 * A live query or document: first the server's answer (or, offline, the cache's), then every change,
 * each with its Freshness.
 */
export function watch(
  source: Query<DocumentData>,
  next: Listener<QuerySnapshot<DocumentData>>,
  onError: ErrorListener | undefined,
): Unsubscribe;
export function watch(
  source: DocumentReference<DocumentData>,
  next: Listener<DocumentSnapshot<DocumentData>>,
  onError: ErrorListener | undefined,
): Unsubscribe;
export function watch(
  source: Query<DocumentData> | DocumentReference<DocumentData>,
  next: Listener<never>,
  onError: ErrorListener | undefined,
): Unsubscribe {
  if (source.type === 'document') {
    let last: string | undefined;
    return gatedOnServer<DocumentSnapshot<DocumentData>>(
      source,
      () => getDoc(source),
      (snapshot) => contentOf(snapshot) !== last,
      (snapshot, freshness) => {
        last = contentOf(snapshot);
        next(snapshot as never, freshness);
      },
      onError,
    );
  }
  let pending = '';
  return gatedOnServer<QuerySnapshot<DocumentData>>(
    source,
    () => getDocs(source),
    (snapshot) => snapshot.docChanges().length > 0 || pendingOf(snapshot) !== pending,
    (snapshot, freshness) => {
      pending = pendingOf(snapshot);
      (next as Listener<QuerySnapshot<DocumentData>>)(snapshot, freshness);
    },
    onError,
  );
}
