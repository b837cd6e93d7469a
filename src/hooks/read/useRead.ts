import { useCallback, useEffect, useState } from 'react';
import type { ErrorListener, Freshness, Unsubscribe } from '../../backend/types';
import { errorCodeOf, type ErrorCode } from '../../lib/errorCodes';
import { useRetryWhenOnline } from './useRetryWhenOnline';

/**
 * What every read hook gives: `loading` until the first answer, then `ready` with the data or `error`
 * with its code, an ErrorCode as a write's (lib/errorMessage.ts words it); `retry` asks again. While a
 * new answer is on its way, `data` may still hold the last one, so what is on screen does not flicker.
 * `stale`: the data is what the client had, because the server cannot be reached (see Freshness):
 * show it, but never conclude from it that something is empty or gone.
 */
export type Read<T> = { retry: () => void } & (
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T; stale: boolean }
  | { status: 'error'; error: ErrorCode; data?: T }
);

/**
 * A read of a list that grows by pages: `loading` while the page asked for has not answered, `error`
 * when one failed; in every state `data` holds the items so far, which stay on screen. `stale`: some
 * page answered from what the client had, for want of the server: the list may be incomplete and its
 * end is not known (`hasMore` false then means only "nothing more on hand"). `loadMore` asks for the
 * next page while `hasMore`.
 */
export type PagedRead<T> = PagedState<T> & { loadMore: () => void; retry: () => void };

/** A paged read's state, without the functions that ask for more, or again. */
export type PagedState<T> = { hasMore: boolean } & (
  | { status: 'loading'; data: T[] }
  | { status: 'ready'; data: T[]; stale: boolean }
  | { status: 'error'; error: ErrorCode; data: T[] }
);

/** A live source: calls back with each new value, or once with an error; returns its unsubscribe. */
export type Subscribe<T> = (
  onValue: (value: T, freshness?: Freshness) => void,
  onError: ErrorListener,
) => Unsubscribe;

type Answer<T> =
  { status: 'ready'; data: T; stale: boolean } | { status: 'error'; error: ErrorCode };

/** A one-shot read as a live source of one value. */
export function readOnce<T>(load: () => Promise<T>): Subscribe<T> {
  return (onValue, onError) => {
    let active = true;
    load().then(
      (value) => active && onValue(value),
      (error: unknown) =>
        active && onError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      active = false;
    };
  };
}

/**
 * The one read hook the others are made of. A new `subscribe` (keep it stable with useCallback) starts
 * over; `keepData` shows the last answer while the new one loads, and with an error.
 *
 * Asking the same source again (`retry`, or the browser's `online` event) never takes away what is
 * shown: an answer on screen stays, as it was (stale or not), until the new one comes, and an error
 * carries the last answer's data. A post, its comments, a member's marks do not vanish for a spinner
 * the moment the connection returns.
 */
export function useRead<T>(
  subscribe: Subscribe<T> | null,
  { keepData = false }: { keepData?: boolean } = {},
): Read<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{
    source: Subscribe<T> | null;
    attempt: number;
    state: Answer<T>;
    /** The last data answered, and by which source. */
    last?: { source: Subscribe<T> | null; data: T; stale: boolean };
  } | null>(null);

  useEffect(() => {
    if (!subscribe) return;
    let active = true;
    const settle = (state: Answer<T>) => {
      if (!active) return;
      setAnswer((previous) => ({
        source: subscribe,
        attempt,
        state,
        last:
          state.status === 'ready'
            ? { source: subscribe, data: state.data, stale: state.stale }
            : previous?.last,
      }));
    };
    const unsubscribe = subscribe(
      (data, freshness) => settle({ status: 'ready', data, stale: freshness?.stale ?? false }),
      (error) => settle({ status: 'error', error: errorCodeOf(error) }),
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [subscribe, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = answer?.source === subscribe && answer.attempt === attempt ? answer.state : null;
  useRetryWhenOnline(settled, retry);

  const last = answer?.last;
  const sameSource = last !== undefined && last.source === subscribe;
  const kept = last && (sameSource || keepData) ? { data: last.data } : {};
  if (settled?.status === 'error') return { ...settled, ...kept, retry };
  if (settled) return { ...settled, retry };
  // Asked again: what was on screen stays as it was until the new answer.
  if (last && sameSource && answer?.state.status === 'ready') {
    return { status: 'ready', data: last.data, stale: last.stale, retry };
  }
  return { status: 'loading', ...kept, retry };
}
