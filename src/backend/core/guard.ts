import type { BackendError } from '../errors';
import type { ErrorListener } from '../types';

/** An adapter's reading of a failure of its SDK or store: the BackendError it stands for. */
export type ToBackendError = (error: unknown) => BackendError;

/**
 * `api` with every failure of its asynchronous methods turned into a BackendError by `translate`, so
 * that what an SDK throws reaches the app only as a code of the closed set. Live reads report through
 * their error listener instead (reportTo), so what a method returns other than a promise is returned
 * as it is.
 */
export function guardMethods<Api extends object>(api: Api, translate: ToBackendError): Api {
  const guarded: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(api)) {
    guarded[name] =
      typeof method === 'function'
        ? (...args: unknown[]) => {
            const result: unknown = method(...args);
            // Dexie's promises are not the global Promise: any thenable is one.
            return typeof (result as PromiseLike<unknown> | null)?.then === 'function'
              ? Promise.resolve(result).catch((error: unknown) => {
                  throw translate(error);
                })
              : result;
          }
        : method;
  }
  return guarded as Api;
}

/** The caller's error listener, fed BackendErrors only. */
export function reportTo(
  onError: ErrorListener | undefined,
  translate: ToBackendError,
): ErrorListener | undefined {
  return onError && ((error) => onError(translate(error)));
}
