import { afterEach, expect } from 'vitest';
import { takeConsoleErrors } from './browser';

// Every e2e test fails if the site printed an error to the console or threw one while it ran.
afterEach(() => {
  expect(takeConsoleErrors(), 'console errors').toEqual([]);
});
