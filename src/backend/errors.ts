/**
 * The closed set of failures an adapter reports. Adapters translate their own errors (Firebase's
 * `auth/...` codes, IndexedDB failures) into these; the UI maps them to COPY messages in one table.
 */
export const backendErrorCodes = [
  'email-already-in-use',
  'invalid-email',
  'weak-password',
  'user-not-found',
  'wrong-password',
  'invalid-credential',
  'requires-recent-login',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'invalid-argument',
  'unavailable',
  'unknown',
] as const;

export type BackendErrorCode = (typeof backendErrorCodes)[number];

export class BackendError extends Error {
  readonly code: BackendErrorCode;

  constructor(code: BackendErrorCode, options?: { cause?: unknown }) {
    super(code, options);
    this.name = 'BackendError';
    this.code = code;
  }
}

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendError;
}
