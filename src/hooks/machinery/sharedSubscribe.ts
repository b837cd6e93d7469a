import type { Freshness } from '../../backend/types';
import type { Subscribe } from './useRead';

type Listener<T> = Parameters<Subscribe<T>>;

interface Shared<T> {
  listeners: Set<Listener<T>>;
  /** The last answer, for a subscriber that comes later: [value, freshness] or [, , error]. */
  last?: [T?, Freshness?, Error?];
  stop?: () => void;
}

const sources = new WeakMap<object, Map<string, unknown>>();

/**
 * `open` shared by every caller of the same `owner` and `id`: opened for the first subscriber, closed
 * after the last, and a subscriber that comes later gets the last answer at once. Every post list and
 * comment thread on screen filters by the member's blocks: one listener serves them all.
 */
export function sharedSubscribe<T>(owner: object, id: string, open: Subscribe<T>): Subscribe<T> {
  const table = sources.get(owner) ?? new Map<string, unknown>();
  sources.set(owner, table);
  return (...listener) => {
    let shared = table.get(id) as Shared<T> | undefined;
    if (!shared) {
      const made: Shared<T> = { listeners: new Set() };
      table.set(id, (shared = made));
      const tell = (...answer: [T?, Freshness?, Error?]) => {
        made.last = answer;
        made.listeners.forEach((each) => tellOne(each, answer));
      };
      made.stop = open(tell, (error) => tell(undefined, undefined, error));
    }
    const entry = shared;
    entry.listeners.add(listener);
    if (entry.last) tellOne(listener, entry.last);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size > 0) return;
      entry.stop?.();
      if (table.get(id) === entry) table.delete(id);
    };
  };
}

function tellOne<T>(
  [onValue, onError]: Listener<T>,
  [value, freshness, error]: [T?, Freshness?, Error?],
) {
  if (error) onError(error);
  else onValue(value as T, freshness);
}
