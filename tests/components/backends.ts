import { createLocalBackend } from '../../src/backend/local';
import type { Backend } from '../../src/backend/types';
import { localTimePassing } from '../support/localTimePassing';

let count = 0;

/** How the auth service answers failed sign-ins (see LocalBackendOptions). */
export interface AuthSettings {
  emailEnumerationProtection?: boolean;
}

/**
 * A local adapter on its own empty database, so tests never share accounts or sessions; its writes
 * are not held to a member's pace (localTimePassing), as the tests write faster than anyone.
 */
export function freshBackend({ emailEnumerationProtection = false }: AuthSettings = {}): Backend {
  count += 1;
  const dbName = `components-${count}-${crypto.randomUUID()}`;
  const backend = createLocalBackend({ dbName, seed: 'topics', emailEnumerationProtection });
  return localTimePassing(backend, dbName);
}

export function freshEmail(): string {
  count += 1;
  return `member${count}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export const memberPassword = 'secret1';

/** A fresh backend with a registered member, signed in or not. */
export async function backendWithMember({
  signedIn,
  ...settings
}: { signedIn: boolean } & AuthSettings) {
  const backend = freshBackend(settings);
  const email = freshEmail();
  await backend.register(email, memberPassword);
  if (!signedIn) await backend.signOut();
  return { backend, email };
}

/**
 * A test double: the real backend with some methods replaced. Methods are bound to the real
 * adapter, so its own state (private fields included) keeps working.
 */
export function withOverrides(backend: Backend, overrides: Partial<Backend>): Backend {
  return new Proxy(backend, {
    get(target, property) {
      if (Object.hasOwn(overrides, property)) {
        return (overrides as Record<PropertyKey, unknown>)[property];
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
