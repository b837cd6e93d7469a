import { lastPacedWrite, notePacedWrite } from '../../browser/paceStamps';
import { paceSeconds, type PaceKind } from '../../lib/limits';

/**
 * Spaces one kind of write: `ready` resolves once the next may be sent and takes that turn (another
 * `ready` then waits a pace from it); `sent` notes when the write was answered.
 */
export interface WriteSpacing {
  ready(): Promise<void>;
  sent(): void;
}

const unspaced: WriteSpacing = { ready: () => Promise.resolve(), sent: () => undefined };

/**
 * The member's writes of `kind`, spaced by their pace (src/lib/limits.ts), so that a person clicking
 * quickly is never refused: the store stamped the last one before it answered, so once its pace has
 * passed since the answer, the next one is let through. The stamps are kept per member across reloads
 * and tabs (browser/paceStamps.ts), so the like buttons of every post, the outbox sending again after
 * a reload, and the member's other tabs share one pace, as the member's throttle in the store does.
 */
export function writeSpacing(uid: string | undefined, kind: PaceKind): WriteSpacing {
  if (!uid) return unspaced;
  const paceMs = paceSeconds[kind] * 1000;
  return {
    async ready() {
      for (;;) {
        const since = Date.now() - lastPacedWrite(uid, kind);
        // A stamp from the future (the clock was set back) spaces nothing.
        if (since < 0 || since >= paceMs) break;
        // Checked again after the wait: a write that took its turn meanwhile goes first.
        await new Promise((resolve) => setTimeout(resolve, paceMs - since));
      }
      notePacedWrite(uid, kind, Date.now());
    },
    sent() {
      notePacedWrite(uid, kind, Date.now());
    },
  };
}
