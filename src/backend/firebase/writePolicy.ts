import type { Firestore } from 'firebase/firestore';
import { BackendError } from '../errors';
import { connection } from './connection';

/*
 * The one write policy of this adapter: every Firestore write goes through sendWrite (a concern's
 * writes through sentWrites, in its create<Concern>Api).
 */

/**
 * How long a write may wait for the server before the member is told it could not be sent. A commit
 * is one small request: on a working connection it takes well under a second.
 */
const writeWaitMs = 15_000;

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
  /**
   * false for a write that uploads a picture, which bounds its own steps (postWrites.ts, pictures.ts),
   * and for one no member waits on (bookmarks.ts).
   */
  deadline = true,
): Promise<R> {
  if (connection.down(db)) throw new BackendError('unavailable');
  const sent = write();
  return deadline ? answeredWithin(db, sent) : sent;
}

type Write = (...args: never[]) => Promise<unknown>;

/**
 * `writes`, each sent through sendWrite with its deadline. Name the concern's methods as the type
 * argument (`sentWrites<Pick<ActivityApi, 'markActivitySeen'>>`): inferred from the object instead,
 * they lose the interface's type, and Go to Implementation no longer finds them
 * (tests/unit/implementations.test.ts).
 */
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
      connection.writeLate(db, sent);
      reject(new BackendError('unavailable'));
    }, writeWaitMs);
  });
  try {
    return await Promise.race([sent, late]);
  } finally {
    clearTimeout(timer);
  }
}
