import { useCallback, useEffect, useState } from 'react';
import type { ErrorListener, Unsubscribe } from '../backend/types';

export type Subscribe<T> = (onValue: (value: T) => void, onError: ErrorListener) => Unsubscribe;

export type LiveState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

const loading = { status: 'loading' } as const;

/**
 * The latest value of a live subscription. A new `subscribe` (keep it stable with useCallback) starts
 * over at `loading`; `retry` subscribes again after an error.
 */
export function useLive<T>(subscribe: Subscribe<T>): LiveState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // Tagged with the subscription it answers, so a new one never shows the previous answer.
  const [answer, setAnswer] = useState<{
    source: Subscribe<T>;
    attempt: number;
    state: LiveState<T>;
  } | null>(null);

  useEffect(() => {
    let active = true;
    const settle = (state: LiveState<T>) => {
      if (active) setAnswer({ source: subscribe, attempt, state });
    };
    const unsubscribe = subscribe(
      (value) => settle({ status: 'ready', value }),
      () => settle({ status: 'error' }),
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [subscribe, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = answer?.source === subscribe && answer.attempt === attempt;
  return { ...(current ? answer.state : loading), retry };
}
