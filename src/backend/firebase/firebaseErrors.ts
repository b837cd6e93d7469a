import type { BackendErrorCode } from '../../lib/errorCodes';
import { browserOffline } from '../../browser/online';
import { BackendError } from '../errors';

/**
 * Firebase reports failures as `code` strings: `auth/...` from Auth, bare gRPC names from Firestore,
 * `storage/...` from Storage. Matching on the strings keeps this module free of Firestore and Storage
 * imports, which are loaded lazily.
 */
const codes: Record<string, BackendErrorCode> = {
  'auth/email-already-in-use': 'email-already-in-use',
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/weak-password': 'weak-password',
  'auth/missing-password': 'invalid-argument',
  'auth/user-not-found': 'user-not-found',
  'auth/wrong-password': 'wrong-password',
  'auth/invalid-credential': 'invalid-credential',
  // Older servers' name for the same answer under e-mail enumeration protection.
  'auth/invalid-login-credentials': 'invalid-credential',
  'auth/requires-recent-login': 'requires-recent-login',
  'auth/expired-action-code': 'invalid-action-code',
  'auth/invalid-action-code': 'invalid-action-code',
  'auth/user-token-expired': 'unauthenticated',
  'auth/network-request-failed': 'unavailable',
  'permission-denied': 'permission-denied',
  'not-found': 'not-found',
  unauthenticated: 'unauthenticated',
  'invalid-argument': 'invalid-argument',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'storage/unauthorized': 'permission-denied',
  'storage/unauthenticated': 'unauthenticated',
  'storage/object-not-found': 'not-found',
  'storage/invalid-argument': 'invalid-argument',
  'storage/retry-limit-exceeded': 'unavailable',
  'storage/canceled': 'cancelled',
};

export function firebaseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = codes[firebaseCode(error) ?? ''];
  // Without a Firebase code (a chunk that could not load, a fetch that failed) while the browser
  // says it is offline, the connection is why.
  return new BackendError(code ?? (browserOffline() ? 'unavailable' : 'unknown'), { cause: error });
}
