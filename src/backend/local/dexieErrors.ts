import { BackendError, isBackendError } from '../errors';

/**
 * Dexie's names for a database the browser would not open (IndexedDB blocked or missing, as in some
 * private modes) and for every read tried on it afterwards: the data is out of reach, not lost.
 */
const unreachable = new Set(['OpenFailedError', 'DatabaseClosedError', 'MissingAPIError']);

/**
 * Policy failures are already BackendErrors; a database that cannot be opened is `unavailable`;
 * anything else (another IndexedDB failure) becomes `unknown`.
 */
export function toBackendError(error: unknown): BackendError {
  if (isBackendError(error)) return error;
  const name = error instanceof Error ? error.name : '';
  return new BackendError(unreachable.has(name) ? 'unavailable' : 'unknown', { cause: error });
}
