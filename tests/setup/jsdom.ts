import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
// jsdom has no showModal() or close(): a minimal version of the standard's (tests/setup/dialog.ts).
import './dialog';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Any console.error or console.warn fails its test (React's misuse reports among them).
import './consoleGuard';

// The suite runs files in parallel on a 2-core CI machine, where a lazy page's chunk can take more than
// the 1 s findBy* waits by default: waiting is not what these tests measure (npm run bench does).
configure({ asyncUtilTimeout: 5000 });

// Registered after the console guard's, so it runs before it (after-hooks run in reverse): what an
// unmount prints still fails the test.
afterEach(() => {
  cleanup();
  // Where the reader was on each history entry (browser/historyPlaces): every test starts a fresh tab.
  sessionStorage.clear();
});

/**
 * jsdom has no IntersectionObserver. This one reports every observed element as visible at once, the way
 * a tall screen would: list components must still stop when the data ends.
 */
class VisibleIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element): void {
    const entry = {
      isIntersecting: true,
      target,
      intersectionRatio: 1,
    } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this));
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

if (!('IntersectionObserver' in globalThis)) {
  Object.assign(globalThis, { IntersectionObserver: VisibleIntersectionObserver });
}

// jsdom lays nothing out, so it cannot scroll: it reports window.scrollTo as not implemented.
window.scrollTo = () => undefined;
