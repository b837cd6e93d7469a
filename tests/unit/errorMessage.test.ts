import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import {
  backendErrorCodes,
  errorCodeOf,
  errorCodes,
  type ErrorCode,
} from '../../src/lib/errorCodes';
import { NotAnImageError } from '../../src/browser/imageFile';
import { copy } from '../../src/copy';
import { errorMessage, type ErrorContext } from '../../src/lib/errorMessage';

// Written out in full, code by code, rather than derived from the table under test: a Record over every
// code makes TypeScript refuse this file when a code is added without deciding its message here.
const expected: Record<ErrorContext, Record<ErrorCode, string>> = {
  auth: {
    'email-already-in-use': copy.errEmailInUse,
    'invalid-email': copy.errEmailFormat,
    'weak-password': copy.errWeakPassword,
    'user-not-found': copy.errNoSuchEmail,
    'wrong-password': copy.errWrongPassword,
    // What every new Firebase project answers (e-mail enumeration protection is on by default).
    'invalid-credential': copy.errBadCredential,
    'requires-recent-login': copy.errGeneric,
    unauthenticated: copy.errGeneric,
    'permission-denied': copy.errGeneric,
    'not-found': copy.errGeneric,
    'invalid-argument': copy.errGeneric,
    unavailable: copy.errOffline,
    'rate-limited': copy.errTooFast,
    'name-taken': copy.errNameTaken,
    'follow-limit': copy.errFollowLimit,
    // A reset link's code, on the reset page (an auth form).
    'invalid-action-code': copy.errResetLink,
    // Never shown: the forms say nothing when the member cancelled an upload themself.
    cancelled: copy.errGeneric,
    unknown: copy.errGeneric,
    'not-image': copy.errNotImage,
  },
  changePassword: {
    'email-already-in-use': copy.errGeneric,
    'invalid-email': copy.errGeneric,
    'weak-password': copy.errWeakPassword,
    'user-not-found': copy.errGeneric,
    'wrong-password': copy.errCurrentPassword,
    // Re-authentication with a wrong current password, under e-mail enumeration protection.
    'invalid-credential': copy.errCurrentPassword,
    'requires-recent-login': copy.errGeneric,
    unauthenticated: copy.errGeneric,
    'permission-denied': copy.errGeneric,
    'not-found': copy.errGeneric,
    'invalid-argument': copy.errGeneric,
    unavailable: copy.errOffline,
    'rate-limited': copy.errTooFast,
    'name-taken': copy.errNameTaken,
    'follow-limit': copy.errFollowLimit,
    'invalid-action-code': copy.errGeneric,
    // Never shown: the forms say nothing when the member cancelled an upload themself.
    cancelled: copy.errGeneric,
    unknown: copy.errGeneric,
    'not-image': copy.errNotImage,
  },
  read: {
    'email-already-in-use': copy.errGeneric,
    'invalid-email': copy.errGeneric,
    'weak-password': copy.errGeneric,
    'user-not-found': copy.errGeneric,
    'wrong-password': copy.errGeneric,
    'invalid-credential': copy.errGeneric,
    'requires-recent-login': copy.errGeneric,
    unauthenticated: copy.errGeneric,
    'permission-denied': copy.errGeneric,
    'not-found': copy.errGeneric,
    'invalid-argument': copy.errGeneric,
    // No network, or the local backend's IndexedDB would not open: nothing to show, say why.
    unavailable: copy.offlineNotice,
    'rate-limited': copy.errTooFast,
    'name-taken': copy.errNameTaken,
    'follow-limit': copy.errFollowLimit,
    'invalid-action-code': copy.errGeneric,
    // Never shown: the forms say nothing when the member cancelled an upload themself.
    cancelled: copy.errGeneric,
    unknown: copy.errGeneric,
    'not-image': copy.errNotImage,
  },
  other: {
    'email-already-in-use': copy.errGeneric,
    'invalid-email': copy.errGeneric,
    'weak-password': copy.errGeneric,
    'user-not-found': copy.errGeneric,
    'wrong-password': copy.errGeneric,
    'invalid-credential': copy.errGeneric,
    'requires-recent-login': copy.errGeneric,
    unauthenticated: copy.errGeneric,
    'permission-denied': copy.errGeneric,
    'not-found': copy.errGeneric,
    'invalid-argument': copy.errGeneric,
    unavailable: copy.errOffline,
    'rate-limited': copy.errTooFast,
    'name-taken': copy.errNameTaken,
    'follow-limit': copy.errFollowLimit,
    'invalid-action-code': copy.errGeneric,
    // Never shown: the forms say nothing when the member cancelled an upload themself.
    cancelled: copy.errGeneric,
    unknown: copy.errGeneric,
    'not-image': copy.errNotImage,
  },
};

const contexts: ErrorContext[] = ['auth', 'changePassword', 'read', 'other'];

describe('the error table (lib/errorMessage)', () => {
  for (const context of contexts) {
    describe(`in the ${context} context`, () => {
      it.each(errorCodes.map((code) => [code, expected[context][code]] as const))(
        '%s -> %s',
        (code, message) => {
          expect(errorMessage(code, context)).toBe(message);
        },
      );
    });
  }

  it('uses the other context when none is given', () => {
    for (const code of errorCodes) {
      expect(errorMessage(code), code).toBe(expected.other[code]);
    }
  });

  it("reads a BackendError's code, and a picture the browser could not decode as not-image", () => {
    for (const code of backendErrorCodes) expect(errorCodeOf(new BackendError(code))).toBe(code);
    expect(errorCodeOf(new NotAnImageError())).toBe('not-image');
  });

  it('gives the generic message, never the raw text, for anything that is not a BackendError', () => {
    const strays: unknown[] = [
      new Error('IDBDatabase exploded'),
      // The shape of a raw Firebase error that escaped an adapter: its code is not ours.
      Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
        code: 'auth/wrong-password',
      }),
      { code: 'wrong-password', message: 'looks like ours, is not' },
      'a thrown string',
      undefined,
      null,
    ];
    for (const context of contexts) {
      for (const stray of strays) {
        expect(errorCodeOf(stray)).toBe('unknown');
        expect(errorMessage(errorCodeOf(stray), context)).toBe(copy.errGeneric);
      }
    }
  });
});
