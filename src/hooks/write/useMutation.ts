import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCodeOf, type ErrorCode } from '../../lib/errorCodes';

/** How a run ended: `error` is null when it did not run, another with its key being under way. */
export type RunResult = { ok: true } | { ok: false; error: ErrorCode | null };

/** A write as the UI runs it. Every write hook returns these. */
export interface Mutation<A extends unknown[]> {
  /** Runs the write unless one with the same key is under way. */
  run: (...args: A) => Promise<RunResult>;
  /** Some run is under way. */
  pending: boolean;
  /** The keys of the runs under way. */
  pendingKeys: ReadonlySet<string>;
  /** The code of the last run's failure; null once one succeeds, or after `clearError`. */
  error: ErrorCode | null;
  clearError: () => void;
}

const single = () => '';

/**
 * One run at a time per key (one key unless `keyOf` gives others, as a list of comments deleted one
 * by one does). A button disabled by `pending` can still take a second click before React renders it,
 * so a ref decides. Errors are kept as codes; lib/errorMessage.ts turns them into words.
 */
export function useMutation<A extends unknown[]>(
  write: (...args: A) => Promise<unknown>,
  keyOf: (...args: A) => string = single,
): Mutation<A> {
  const running = useRef(new Set<string>());
  const [pendingKeys, setPendingKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<ErrorCode | null>(null);
  // The latest write and key, so `run` stays the same function however often its owner renders.
  const latest = useRef({ write, keyOf });
  useEffect(() => {
    latest.current = { write, keyOf };
  });

  const run = useCallback(async (...args: A): Promise<RunResult> => {
    const key = latest.current.keyOf(...args);
    if (running.current.has(key)) return { ok: false, error: null };
    running.current.add(key);
    setPendingKeys(new Set(running.current));
    setError(null);
    try {
      await latest.current.write(...args);
      return { ok: true };
    } catch (caught) {
      const code = errorCodeOf(caught);
      setError(code);
      return { ok: false, error: code };
    } finally {
      running.current.delete(key);
      setPendingKeys(new Set(running.current));
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);

  return { run, pending: pendingKeys.size > 0, pendingKeys, error, clearError };
}
