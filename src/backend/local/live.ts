import { liveQuery } from 'dexie';
import type { ErrorListener, Unsubscribe } from '../types';
import { toBackendError } from './guard';

/**
 * Runs `query` now and again after every write that touches what it read, in this tab or another tab
 * of the same database (Dexie tells other tabs through BroadcastChannel). `query` may await only Dexie
 * promises: after any other await, Dexie no longer sees what it reads.
 */
export function watch<T>(
  query: () => Promise<T>,
  next: (value: T) => void,
  onError?: ErrorListener,
): Unsubscribe {
  const subscription = liveQuery(query).subscribe({
    next,
    error: (error: unknown) => onError?.(toBackendError(error)),
  });
  return () => subscription.unsubscribe();
}
