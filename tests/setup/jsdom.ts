import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

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
