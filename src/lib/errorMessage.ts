import type { ErrorCode } from './errorCodes';
import { copy } from '../copy';

/**
 * Where an error happened: the same code can mean different things to the member. `read`: a page's data
 * could not be read, and it has nothing to show instead.
 */
export type ErrorContext = 'auth' | 'changePassword' | 'read' | 'other';

const authMessages: Partial<Record<ErrorCode, string>> = {
  'email-already-in-use': copy.errEmailInUse,
  'invalid-email': copy.errEmailFormat,
  'weak-password': copy.errWeakPassword,
  'user-not-found': copy.errNoSuchEmail,
  'wrong-password': copy.errWrongPassword,
  'invalid-credential': copy.errBadCredential,
  'invalid-action-code': copy.errResetLink,
};

const changePasswordMessages: Partial<Record<ErrorCode, string>> = {
  'wrong-password': copy.errCurrentPassword,
  'invalid-credential': copy.errCurrentPassword,
  'weak-password': copy.errWeakPassword,
};

/** The data is out of reach (no network; the browser's database refused to open): say so. */
const readMessages: Partial<Record<ErrorCode, string>> = {
  unavailable: copy.offlineNotice,
};

const tables: Record<ErrorContext, Partial<Record<ErrorCode, string>>> = {
  auth: authMessages,
  changePassword: changePasswordMessages,
  read: readMessages,
  other: {},
};

/** The same in every context; a write that could not reach the server keeps what was typed. */
const anywhere: Partial<Record<ErrorCode, string>> = {
  'not-image': copy.errNotImage,
  'rate-limited': copy.errTooFast,
  'name-taken': copy.errNameTaken,
  'follow-limit': copy.errFollowLimit,
  unavailable: copy.errOffline,
};

/**
 * The one table from error codes to COPY messages: hooks hand the UI codes, and only this turns them
 * into words. Anything without a message of its own gets the generic one.
 */
export function errorMessage(code: ErrorCode, context: ErrorContext = 'other'): string {
  return tables[context][code] ?? anywhere[code] ?? copy.errGeneric;
}
