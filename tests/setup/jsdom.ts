import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
// jsdom has no showModal() or close(): a minimal version of the standard's (tests/setup/dialog.ts).
import './dialog';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

/**
 * React in development reports misuse (a missing key, an update outside act, findDOMNode, defaultProps on
 * a function component...) through console.error and console.warn, and carries on: any such message
 * fails the test it was printed in.
 */
// The suite runs files in parallel on a 2-core CI machine, where a lazy page's chunk can take more than
// the 1 s findBy* waits by default: waiting is not what these tests measure (npm run bench does).
configure({ asyncUtilTimeout: 5000 });

const printed: string[] = [];
const watched = ['error', 'warn'] as const;
const originals = { error: console.error, warn: console.warn };

beforeEach(() => {
  for (const level of watched) {
    console[level] = (...args: unknown[]) => {
      printed.push(`console.${level}: ${format(...args)}`);
      originals[level](...args);
    };
  }
});

afterEach(() => {
  cleanup();
  // Where the reader was on each history entry (browser/historyPlaces): every test starts a fresh tab.
  sessionStorage.clear();
  for (const level of watched) console[level] = originals[level];
  const messages = printed.splice(0);
  if (messages.length > 0) {
    throw new Error(`the test printed to the console:\n${messages.join('\n')}`);
  }
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
