import type { ErrorListener, Unsubscribe } from '../types';

/**
 * Memoises an async load. A failed load (say, a chunk that could not be fetched while offline) is
 * forgotten, so the next call tries again instead of failing forever.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * Watch methods return their Unsubscribe synchronously, but what they listen to may first need an async
 * step (loading Firestore, resolving a cursor). Subscribes when `ready` settles, unless the caller has
 * already unsubscribed, so an early unsubscribe never leaves a listener behind.
 */
export function watchWhenReady<T>(
  ready: Promise<T>,
  subscribe: (value: T) => Unsubscribe,
  onError: ErrorListener | undefined,
): Unsubscribe {
  let stopped = false;
  let stop: Unsubscribe | undefined;
  ready
    .then((value) => {
      if (!stopped) stop = subscribe(value);
    })
    .catch((error: unknown) => {
      if (!stopped) onError?.(error as Error);
    });
  return () => {
    stopped = true;
    stop?.();
    stop = undefined;
  };
}
