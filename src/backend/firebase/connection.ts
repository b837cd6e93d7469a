import type { Firestore } from 'firebase/firestore';
import { BackendError } from '../errors';
import { firebaseCode } from './firebaseErrors';

/**
 * What a client knows of its connection to Firestore: the browser's own word (`navigator.onLine`),
 * what its last live answer said (one answered from the cache for want of the server, live.ts, means
 * the SDK found the server unreachable; one from the server, that it is reachable again), and whether
 * a write it sent is still unanswered past {@link writeWaitMs}.
 */
const unanswered = new WeakMap<Firestore, number>();
/**
 * A client whose last live answer came from the cache, with the number of browser `online` events
 * seen by then. Such an event clears the mark: without that, a page with no live listener left (a
 * search refused while offline) would stay refused until some listener happened to hear from the
 * server again, and would not read on by itself. Should the server still not answer, the next read's
 * wait marks the client again.
 */
const unreachable = new WeakMap<Firestore, number>();
let onlineEvents = 0;
if (typeof addEventListener === 'function') addEventListener('online', () => (onlineEvents += 1));

/**
 * How long a write may wait for the server before the member is told it could not be sent. A commit
 * is one small request: on a working connection it takes well under a second.
 */
export const writeWaitMs = 15_000;

/** How long a one-time read may wait for the server: as long as the SDK takes to call itself offline. */
export const readWaitMs = 10_000;

export const connection = {
  /**
   * An answer of `db` came from the server (`true`: a live one, or a one-time read) or, for want of
   * it, from the cache (or not at all).
   */
  answered(db: Firestore, byServer: boolean): void {
    if (byServer) unreachable.delete(db);
    else unreachable.set(db, onlineEvents);
  },

  down(db: Firestore): boolean {
    const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return browserOffline || unreachable.get(db) === onlineEvents || (unanswered.get(db) ?? 0) > 0;
  },
};

/**
 * Sends a write, or refuses it at once (`unavailable`, which the forms word as errOffline, keeping what
 * was typed) while the connection is known to be down, instead of leaving it in the SDK's queue with
 * the member waiting on a spinner. A write that was sent and is not answered within writeWaitMs is
 * reported the same way; the SDK keeps it and sends it when the connection returns (it then shows in
 * the live lists like any write), and until then every further write is refused, so pressing 送出 again
 * cannot send the same comment twice.
 */
export async function sendWrite<R>(
  db: Firestore,
  write: () => Promise<R>,
  /** false for a write that uploads a picture: it bounds its own steps (postWrites.ts, pictures.ts). */
  deadline = true,
): Promise<R> {
  if (connection.down(db)) throw new BackendError('unavailable');
  const sent = write();
  return deadline ? answeredWithin(db, sent) : sent;
}

type Write = (...args: never[]) => Promise<unknown>;

/** `writes`, each sent through sendWrite with its deadline. */
export function sentWrites<Writes extends Record<string, Write>>(
  db: Firestore,
  writes: Writes,
): Writes {
  const sent: Record<string, Write> = {};
  for (const [name, write] of Object.entries(writes)) {
    sent[name] = (...args) => sendWrite(db, () => write(...args));
  }
  return sent as Writes;
}

/**
 * `sent`, or `unavailable` once it has gone unanswered for writeWaitMs; until it is answered, the
 * connection counts as down (see sendWrite).
 */
export async function answeredWithin<R>(db: Firestore, sent: Promise<R>): Promise<R> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      unanswered.set(db, (unanswered.get(db) ?? 0) + 1);
      const answered = () => unanswered.set(db, (unanswered.get(db) ?? 1) - 1);
      sent.then(answered, answered);
      reject(new BackendError('unavailable'));
    }, writeWaitMs);
  });
  try {
    return await Promise.race([sent, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How soon a one-time read is asked again when the SDK refuses it at once (it calls itself offline). */
const readRetryMs = 1_000;

/**
 * A one-time read from the server (the topics, a search): refused at once while the browser says it
 * is offline, and given up on (`unavailable`) after readWaitMs without an answer, where the SDK would
 * wait until it calls itself offline. Unlike a write, it is not refused for the mark a cached live
 * answer left: asking is how a page with no live listener (a search, after 重試) finds the server
 * again once a network that stopped answering is back. While the SDK still calls itself offline it
 * refuses at once, and the attempt itself wakes its connection, so the read is asked again each
 * second within the wait. An answer clears the mark; a read never answered sets it, as a write would.
 */
export async function readFromServer<R>(db: Firestore, read: () => Promise<R>): Promise<R> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new BackendError('unavailable');
  }
  const giveUpAt = Date.now() + readWaitMs;
  let refused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Only a server that never answered marks the client: the listeners of an SDK that refused
      // answer from the cache, which marks it.
      if (!refused) connection.answered(db, false);
      reject(new BackendError('unavailable'));
    }, readWaitMs);
  });
  try {
    for (;;) {
      try {
        const answer = await Promise.race([read(), unanswered]);
        connection.answered(db, true);
        return answer;
      } catch (error) {
        if (firebaseCode(error) !== 'unavailable' || Date.now() + readRetryMs >= giveUpAt)
          throw error;
        refused = true;
        await new Promise((resolve) => setTimeout(resolve, readRetryMs));
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
