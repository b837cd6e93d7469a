import { paceSeconds } from '../../lib/limits';

/** Spaces one kind of write: `ready` resolves once the next may be sent, `sent` notes that one was. */
export interface WriteSpacing {
  ready(): Promise<void>;
  sent(): void;
}

type PaceKind = keyof typeof paceSeconds;

// Per backend (one member at a time), so that the like buttons of every post on screen share one pace,
// as the member's throttle does.
const lastSent = new WeakMap<object, Partial<Record<PaceKind, number>>>();

/**
 * The writes of `kind` through `backend`, spaced by the member's pace (src/lib/limits.ts), so that a
 * person clicking quickly is never refused: the store stamped the last one before it answered, so
 * once its pace has passed since the answer, the next one is let through.
 */
export function writeSpacing(backend: object, kind: PaceKind): WriteSpacing {
  return {
    async ready() {
      const last = lastSent.get(backend)?.[kind];
      const wait = last === undefined ? 0 : last + paceSeconds[kind] * 1000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },
    sent() {
      lastSent.set(backend, { ...lastSent.get(backend), [kind]: Date.now() });
    },
  };
}
