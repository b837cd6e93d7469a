import { useMemo } from 'react';
import type { Freshness } from '../../backend/types';
import { useBackend } from '../BackendProvider';
import { useRead, type Read, type Subscribe } from './useRead';

type Listener<T> = Parameters<Subscribe<T>>;

interface Shared<T> {
  listeners: Set<Listener<T>>;
  /** The last answer, for a subscriber that comes later: [value, freshness] or [, , error]. */
  last?: [T?, Freshness?, Error?];
  stop?: () => void;
}

const sources = new WeakMap<object, Map<string, unknown>>();

/**
 * `open` shared by every caller of the same `owner` and `key`: opened for the first subscriber,
 * closed after the last, and a subscriber that comes later gets the last answer at once.
 */
function shared<T>(owner: object, key: string, open: Subscribe<T>): Subscribe<T> {
  const table = sources.get(owner) ?? new Map<string, unknown>();
  sources.set(owner, table);
  return (...listener) => {
    let entry = table.get(key) as Shared<T> | undefined;
    if (!entry) {
      const made: Shared<T> = { listeners: new Set() };
      table.set(key, (entry = made));
      const tell = (...answer: [T?, Freshness?, Error?]) => {
        made.last = answer;
        made.listeners.forEach((each) => tellOne(each, answer));
      };
      made.stop = open(tell, (error) => tell(undefined, undefined, error));
    }
    const current = entry;
    current.listeners.add(listener);
    if (current.last) tellOne(listener, current.last);
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size > 0) return;
      current.stop?.();
      if (table.get(key) === current) table.delete(key);
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

/**
 * The one way a live read is shared: every component that asks for the same `key` (null: nothing to
 * read) is served by one subscription of `open`, opened for the first and closed after the last; a
 * component that comes later gets the last answer at once. The key names everything `open` reads (a
 * new key opens a new read; a new `open` for the same key does not), so a list of ids is keyed in a
 * fixed order and a new array of the same ids reads nothing again. Read as useRead reads (`keepData`
 * included).
 */
export function useSharedRead<T>(
  key: string | null,
  open: Subscribe<T>,
  options?: { keepData?: boolean },
): Read<T> {
  const backend = useBackend();
  const subscribe = useMemo(
    () => (key === null ? null : shared<T>(backend, key, open)),
    // The key names everything `open` reads: a new `open` for the same key is the same read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [backend, key],
  );
  return useRead(subscribe, options);
}

/** `ids` as a key: each once, in a fixed order, so the same set is the same key; '' for none. */
export function idsKey(ids: readonly string[]): string {
  return [...new Set(ids)].sort().join('\n');
}
