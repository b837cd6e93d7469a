import type { Backend } from '../../src/backend/types';

/**
 * The writes an adapter paces (firestore.rules throttles/{uid} and reportPaces/{uid}; the local
 * adapter's pace.ts and reportPace.ts).
 */
export const pacedWrites = [
  'publishPost',
  'addComment',
  'addReply',
  'setLike',
  'updatePost',
  'editComment',
  'report',
] as const;

/**
 * `backend` for a suite that writes faster than a member's pace: before each paced write, the
 * member's stamps are removed (`clear`, with the owner rights no rule judges), as if enough time had
 * passed. Nothing else changes; the rate-limit cases use a client without this.
 */
export function timePassing(backend: Backend, clear: (uid: string) => Promise<void>): Backend {
  const timePasses = async () => {
    const uid = backend.currentUser()?.uid;
    if (uid) await clear(uid);
  };
  // The Firebase adapter's methods that wait for their chunk are not own properties (core/lazy.ts
  // deferred): the paced adapter inherits them rather than copying them.
  const paced: Record<string, unknown> = {};
  for (const name of pacedWrites) {
    paced[name] = async (...args: unknown[]) => {
      await timePasses();
      const write = backend[name] as (...args: unknown[]) => Promise<unknown>;
      return write.apply(backend, args);
    };
  }
  return Object.assign(Object.create(backend) as Backend, paced);
}
