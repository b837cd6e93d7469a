import type { BackendError } from '../errors';
import type { ErrorListener } from '../types';

/** An adapter's reading of a failure of its SDK or store: the BackendError it stands for. */
export type ToBackendError = (error: unknown) => BackendError;

type AnyMethod = (...args: unknown[]) => unknown;

/** `api` with each of its methods passed through `wrap`; what is not a function is kept as it is. */
export function wrapMethods<Api extends object>(
  api: Api,
  wrap: (method: AnyMethod) => AnyMethod,
): Api {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(api)) {
    wrapped[name] = typeof value === 'function' ? wrap(value as AnyMethod) : value;
  }
  return wrapped as Api;
}

/**
 * `api` with every failure of its asynchronous methods turned into a BackendError by `translate`, so
 * that what an SDK throws reaches the app only as a code of the closed set. Live reads report through
 * their error listener instead (reportTo), so what a method returns other than a promise is returned
 * as it is.
 */
export function guardMethods<Api extends object>(api: Api, translate: ToBackendError): Api {
  return wrapMethods(api, (method) => (...args) => {
    const result = method(...args);
    // Dexie's promises are not the global Promise: any thenable is one.
    return typeof (result as PromiseLike<unknown> | null)?.then === 'function'
      ? Promise.resolve(result).catch((error: unknown) => {
          throw translate(error);
        })
      : result;
  });
}

/** The caller's error listener, fed BackendErrors only. */
export function reportTo(
  onError: ErrorListener | undefined,
  translate: ToBackendError,
): ErrorListener | undefined {
  return onError && ((error) => onError(translate(error)));
}
