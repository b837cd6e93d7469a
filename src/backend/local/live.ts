import { liveQuery } from 'dexie';
import { reportTo } from '../core/guard';
import type { ErrorListener, Freshness, Listener, Unsubscribe } from '../types';
import { toBackendError } from './dexieErrors';

/** The local database is the server: an answer is never stale. */
const fresh: Freshness = { stale: false };

/**
 * A read refused because the database failed to open (Dexie answers every read after that with a
 * DatabaseClosedError carrying the open's failure), as opposed to a database closed on purpose.
 */
function failedToOpen(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'DatabaseClosedError') return false;
  // The failure may be a DOMException of another realm: judged by its name, not its class.
  const { inner } = error as Error & { inner?: { name?: unknown } | null };
  return typeof inner?.name === 'string' && inner.name !== 'DatabaseClosedError';
}

/**
 * Runs `query` now and again after every write that touches what it read, in this tab or another tab
 * of the same database (Dexie tells other tabs through BroadcastChannel). `query` may await only Dexie
 * promises: after any other await, Dexie no longer sees what it reads.
 */
export function watch<T>(
  query: () => Promise<T>,
  next: Listener<T>,
  onError?: ErrorListener,
): Unsubscribe {
  // liveQuery keeps quiet about a DatabaseClosedError (it expects one when a page closes the database),
  // which left a database the browser would not open loading for ever: reported as `unavailable`.
  // An async function: liveQuery follows the reads across a querier's awaits only when it is one.
  const reported = async () => {
    try {
      return await query();
    } catch (error) {
      throw failedToOpen(error) ? toBackendError(error) : error;
    }
  };
  const report = reportTo(onError, toBackendError);
  const subscription = liveQuery(reported).subscribe({
    next: (value) => next(value, fresh),
    error: (error: unknown) => report?.(error as Error),
  });
  return () => subscription.unsubscribe();
}
