import { reportTo, type ToBackendError } from './guard';
import type { ErrorListener, Unsubscribe } from '../types';

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

type Method = (...args: never[]) => unknown;

/** A live read: what it watches, its callback, its error listener third, and any options after. */
type LiveRead = (
  subject: never,
  callback: never,
  onError?: ErrorListener,
  ...rest: never[]
) => Unsubscribe;

/**
 * What `deferred` can stand in for: every method named `watch…` is a LiveRead, which returns its
 * Unsubscribe at once; every other method is a call, which returns a promise. A method of another
 * shape could not wait for its chunk: it does not compile.
 */
export type Deferrable<Api> = {
  [K in keyof Api]: K extends `watch${string}` ? LiveRead : (...args: never[]) => Promise<unknown>;
};

/**
 * `Api` before the chunks that hold its methods have loaded: each method is found by its name
 * (`find`, which loads what holds it) when called, so no method is named twice. A call waits for
 * it; a live read subscribes once it is found (watchWhenReady: an early unsubscribe leaves no
 * listener). Every failure, a load that failed included (it is tried again on the next call, see
 * lazily), reaches the caller as a BackendError (`translate`): a call's rejection, a live read's
 * error listener.
 */
export function deferred<Api extends Deferrable<Api>>(
  find: (name: string) => Promise<Method>,
  translate: ToBackendError,
): Api {
  const call =
    (name: string) =>
    async (...args: never[]) => {
      try {
        const method = await find(name);
        return await method(...args);
      } catch (error) {
        throw translate(error);
      }
    };
  const liveRead =
    (name: string): LiveRead =>
    (subject, callback, onError, ...rest) => {
      const report = reportTo(onError, translate);
      return watchWhenReady(
        find(name) as Promise<LiveRead>,
        (method) => method(subject, callback, report, ...rest),
        report,
      );
    };
  // One function per name, so that a method read twice is the same method (as on a plain object).
  const methods = new Map<string, Method>();
  return new Proxy({} as Api, {
    get(_target, name) {
      // What the language or a tool looks up on any object (toString, constructor, a thenable's
      // `then`, toJSON, symbols) is a plain object's: a Backend's methods are names of its own.
      if (typeof name !== 'string' || name in Object.prototype)
        return Reflect.get(Object.prototype, name);
      if (name === 'then' || name === 'toJSON') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = name.startsWith('watch') ? liveRead(name) : call(name);
        methods.set(name, method);
      }
      return method;
    },
  });
}
