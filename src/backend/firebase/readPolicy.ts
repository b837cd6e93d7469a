import type { Firestore } from 'firebase/firestore';
import { BackendError } from '../errors';
import { browserOffline } from '../../browser/online';
import { connection } from './connection';
import { firebaseCode } from './firebaseErrors';

/** How long a one-time read may wait for the server: as long as the SDK takes to call itself offline. */
const readWaitMs = 10_000;

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
  if (browserOffline()) throw new BackendError('unavailable');
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
