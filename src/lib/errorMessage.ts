import { backendErrorCode, type BackendErrorCode } from './errorCodes';
import { copy } from '../copy';

/** Where an error happened: the same code can mean different things to the member. */
export type ErrorContext = 'auth' | 'changePassword' | 'other';

const authMessages: Partial<Record<BackendErrorCode, string>> = {
  'email-already-in-use': copy.errEmailInUse,
  'invalid-email': copy.errEmailFormat,
  'weak-password': copy.errWeakPassword,
  'user-not-found': copy.errNoSuchEmail,
  'wrong-password': copy.errWrongPassword,
  'invalid-credential': copy.errBadCredential,
};

const changePasswordMessages: Partial<Record<BackendErrorCode, string>> = {
  'wrong-password': copy.errCurrentPassword,
  'invalid-credential': copy.errCurrentPassword,
  'weak-password': copy.errWeakPassword,
};

const tables: Record<ErrorContext, Partial<Record<BackendErrorCode, string>>> = {
  auth: authMessages,
  changePassword: changePasswordMessages,
  other: {},
};

/** The one table from backend error codes to COPY messages. Never returns a raw exception text. */
export function errorMessage(error: unknown, context: ErrorContext = 'other'): string {
  const code = backendErrorCode(error);
  return (code && tables[context][code]) ?? copy.errGeneric;
}
