import { reportTo } from '../core/guard';
import type { ErrorListener, Unsubscribe } from '../types';
import { toBackendError } from './firebaseErrors';

/**
 * Memoises an async load. A failed load (say, a chunk that could not be fetched while offline) is
 * forgotten, so the next call tries again instead of failing forever.
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
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

type Call = (...args: never[]) => Promise<unknown>;
/** A live read that takes its error listener third, as every one of the Backend but watchPosts. */
type LiveRead = (
  subject: never,
  callback: never,
  onError?: ErrorListener,
  ...rest: never[]
) => Unsubscribe;
type NamesOf<Api, Method> = { [K in keyof Api]: Api[K] extends Method ? K : never }[keyof Api];

/** The methods `names` of what `load` gives, to be called before it has loaded: each waits for it. */
export function callsWhenLoaded<Api, K extends NamesOf<Api, Call>>(
  load: () => Promise<Api>,
  names: readonly K[],
): Pick<Api, K> {
  const api: Record<PropertyKey, Call> = {};
  for (const name of names) {
    api[name] = async (...args) => ((await load())[name] as Call)(...args);
  }
  return api as Pick<Api, K>;
}

/**
 * The live reads `names` of what `load` gives, to be called before it has loaded (watchWhenReady). A
 * failed load is reported to the read's error listener, which hears BackendErrors only.
 */
export function watchesWhenLoaded<Api, K extends NamesOf<Api, LiveRead>>(
  load: () => Promise<Api>,
  names: readonly K[],
): Pick<Api, K> {
  const api: Record<PropertyKey, LiveRead> = {};
  for (const name of names) {
    api[name] = (subject, callback, onError, ...rest) => {
      const report = reportTo(onError, toBackendError);
      return watchWhenReady(
        load(),
        (loaded) => (loaded[name] as LiveRead)(subject, callback, report, ...rest),
        report,
      );
    };
  }
  return api as Pick<Api, K>;
}
