import { useEffect, useRef, useState } from 'react';
import { useMutation, type Mutation, type RunResult } from './useMutation';
import type { WriteSpacing } from './writeSpacing';

interface ToggleOptions {
  /** The state in the store, as the live subscription last delivered it. */
  stored: boolean;
  /** The delivery `stored` came from (the post object): a new one means the store has spoken again. */
  snapshot: unknown;
  /** Sets the state in the store. Must be idempotent: the same value may be written again. */
  write: (on: boolean) => Promise<void>;
  /** Where the store paces these writes: each waits for it, so that clicks are not refused. */
  spacing?: WriteSpacing;
  /** Called with each wish the moment it shows, before any wait (the outbox keeps it: outbox.ts). */
  intend?: (on: boolean) => void;
}

/** A run of clicks: `wish` is what the member asked for last. */
interface Burst {
  wish: boolean;
  writing: boolean;
  /** Once the writes are done: the delivery current at that moment. */
  settledAt?: unknown;
}

/** A toggle as a write: `run` flips it; `on` is what the member sees, their click at once. */
export interface OptimisticToggle extends Mutation<[]> {
  on: boolean;
}

/**
 * A toggle that shows the member's click at once and settles to the store.
 *
 * Rapid clicks end consistent: the wish is kept locally and written one call at a time; when a write
 * ends and the wish has changed meanwhile, it is written again. Deliveries that arrive while writing
 * are ignored (they may echo an older write). After the last write the wish stays on screen until the
 * store confirms it or delivers anything newer, so it does not flicker back while the echo is on its
 * way. A failed write drops the wish, which shows the stored state again, and reports the error (a
 * write the store refused as too soon after another, from another tab, included). With `spacing`, each
 * write waits for its turn first; clicks meanwhile only change the wish.
 *
 * The writes of one run of clicks are one Mutation run: `pending` while they go on, `error` as for any
 * write, and every click of the run gets the promise of its end.
 */
export function useOptimisticToggle({
  stored,
  snapshot,
  write,
  spacing,
  intend,
}: ToggleOptions): OptimisticToggle {
  const [burst, setBurst] = useState<Burst | null>(null);
  // Read by clicks and the write loop, which may run several times before React renders again.
  const wish = useRef(false);
  const writing = useRef(false);
  const burstRun = useRef<Promise<RunResult>>(Promise.resolve({ ok: true }));
  const latestSnapshot = useRef(snapshot);
  useEffect(() => {
    latestSnapshot.current = snapshot;
  }, [snapshot]);

  const waitingForStore = burst !== null && stored !== burst.wish && burst.settledAt === snapshot;
  const on = burst && (burst.writing || waitingForStore) ? burst.wish : stored;

  const writes = useMutation(async () => {
    let written: boolean | null = null;
    try {
      while (written !== wish.current) {
        await spacing?.ready();
        const target: boolean = wish.current;
        if (target === written) break;
        await write(target);
        spacing?.sent();
        written = target;
      }
      setBurst({ wish: written, writing: false, settledAt: latestSnapshot.current });
    } catch (caught) {
      setBurst(null);
      throw caught;
    } finally {
      writing.current = false;
    }
  });

  function run(): Promise<RunResult> {
    wish.current = !(writing.current ? wish.current : on);
    intend?.(wish.current);
    setBurst({ wish: wish.current, writing: true });
    if (!writing.current) {
      writing.current = true;
      burstRun.current = writes.run();
    }
    return burstRun.current;
  }

  return { ...writes, run, on };
}
