/**
 * The closed set of failures the backend reports. Adapters translate their own errors (Firebase's
 * `auth/...` codes, IndexedDB failures) into these; lib/errorMessage.ts turns them into COPY messages.
 * Defined here, below every layer, so the UI and the backend share the words without importing each
 * other.
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
  'rate-limited',
  'name-taken',
  /** A follow past lib/limits.ts followLimits.feed (authors and topics together). */
  'follow-limit',
  /** A password reset link's code that is expired, used or unknown. */
  'invalid-action-code',
  /** The member cancelled an upload: nothing was stored, and nothing needs saying. */
  'cancelled',
  'unknown',
] as const;

export type BackendErrorCode = (typeof backendErrorCodes)[number];

const known = new Set<string>(backendErrorCodes);

/** The code of a failure the backend reported (a BackendError), or undefined for anything else. */
function backendErrorCode(error: unknown): BackendErrorCode | undefined {
  if (!(error instanceof Error) || error.name !== 'BackendError') return undefined;
  const { code } = error as Error & { code?: unknown };
  return typeof code === 'string' && known.has(code) ? (code as BackendErrorCode) : undefined;
}

/**
 * The one code type of the UI: every failure a read or a write can end with, the backend's and the one
 * the browser finds before any write (a picture it cannot decode).
 */
export const errorCodes = [...backendErrorCodes, 'not-image'] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** What a caught failure was, as a code; 'unknown' for anything neither the backend nor we named. */
export function errorCodeOf(error: unknown): ErrorCode {
  // By name, as backendErrorCode does: imageFile (canvas work) stays out of the first view's chunk.
  if (error instanceof Error && error.name === 'NotAnImageError') return 'not-image';
  return backendErrorCode(error) ?? 'unknown';
}
