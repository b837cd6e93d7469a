import { strongEnoughPassword, wellFormedEmail } from '../../lib/accountRules';
import { BackendError } from '../errors';
/** A salted password hash as stored on an account (both hex). */
export interface PasswordHash {
  salt: string;
  hash: string;
}

// PBKDF2-SHA-256. OWASP now advises 600,000 iterations; these accounts never leave the browser that holds
// them, and 100,000 keeps a sign-in quick on a phone.
const iterations = 100_000;

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function hashPassword(
  password: string,
  salt = hex(crypto.getRandomValues(new Uint8Array(16))),
): Promise<PasswordHash> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    // The salt's hex text serves as the salt bytes: still 128 random bits.
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    256,
  );
  return { salt, hash: hex(new Uint8Array(bits)) };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  return (await hashPassword(password, stored.salt)).hash === stored.hash;
}

/** Addresses are compared lower-cased, as Firebase Auth does. */
export function checkedEmail(email: string): string {
  const address = email.toLowerCase();
  if (!wellFormedEmail(address)) throw new BackendError('invalid-email');
  return address;
}

export function checkStrength(password: string): void {
  if (!strongEnoughPassword(password)) throw new BackendError('weak-password');
}
