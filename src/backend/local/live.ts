import { liveQuery } from 'dexie';
import type { ErrorListener, Freshness, Listener, Unsubscribe } from '../types';
import { toBackendError } from './guard';

/** The local database is the server: an answer is never stale. */
const fresh: Freshness = { stale: false };

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
  const subscription = liveQuery(query).subscribe({
    next: (value) => next(value, fresh),
    error: (error: unknown) => onError?.(toBackendError(error)),
  });
  return () => subscription.unsubscribe();
}
