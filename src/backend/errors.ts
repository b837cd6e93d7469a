import type { BackendErrorCode } from '../lib/errorCodes';

/** What every adapter throws: one code of the closed set in lib/errorCodes.ts. */
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
