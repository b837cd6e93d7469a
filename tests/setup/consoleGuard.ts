import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

/**
 * React in development reports misuse (a missing key, an update outside act, findDOMNode, defaultProps on
 * a function component...) through console.error and console.warn, and carries on; so may any code under
 * test. Any such message fails the test it was printed in. Set up for the unit (Node) and the jsdom
 * projects alike.
 */
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
  for (const level of watched) console[level] = originals[level];
  const messages = printed.splice(0);
  if (messages.length > 0) {
    throw new Error(`the test printed to the console:\n${messages.join('\n')}`);
  }
});
