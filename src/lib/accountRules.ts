/**
 * What an account's address and password must be, as both adapters check them (Firebase Auth's
 * defaults: a password of at least 6 characters), so the sign-up form can say so before any request.
 */

/** Firebase Auth's default password policy; copy.passwordRule states it. */
const minPasswordLength = 6;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address of the shape `name@host.tld`, without spaces (Auth refuses others: `invalid-email`). */
export function wellFormedEmail(email: string): boolean {
  return emailPattern.test(email);
}

/** Long enough for a new account (shorter: `weak-password`). */
export function strongEnoughPassword(password: string): boolean {
  return password.length >= minPasswordLength;
}
