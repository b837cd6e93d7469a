import type { Location, To } from 'react-router-dom';

/** Router state a guard leaves when it sends a visitor to sign in, so they come back afterwards. */
export interface ReturnState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function returnState({ pathname, search, hash }: Location): ReturnState {
  return { from: { pathname, search, hash } };
}

/**
 * Where to go after signing in. History state survives reloads and can hold anything, so only a
 * well-formed in-site path is trusted.
 */
export function returnTarget(state: unknown): To | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state as { from: unknown };
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return null;
  }
  return {
    pathname,
    search: typeof search === 'string' ? search : '',
    hash: typeof hash === 'string' ? hash : '',
  };
}
