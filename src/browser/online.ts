/**
 * The browser's own word on its connection. It knows only that it has no network at all: `onLine` true
 * does not mean a server answers, so only `false` is believed, and where there is no navigator (tests
 * outside a browser) nothing is known, which is not offline.
 */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Calls `listener` each time the browser says it is back online; returns the call that stops it. */
export function whenBackOnline(listener: () => void): () => void {
  addEventListener('online', listener);
  return () => removeEventListener('online', listener);
}
