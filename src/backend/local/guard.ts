import { BackendError, isBackendError } from '../errors';

/** Policy failures are already BackendErrors; anything else (an IndexedDB failure) becomes `unknown`. */
export function toBackendError(error: unknown): BackendError {
  return isBackendError(error) ? error : new BackendError('unknown', { cause: error });
}

/** The operation, with every failure that leaves the adapter turned into a BackendError. */
export function guarded<A extends unknown[], R>(
  operation: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await operation(...args);
    } catch (error) {
      throw toBackendError(error);
    }
  };
}
