import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorCodeOf, type ErrorCode } from '../../lib/errorCodes';

interface ToggleOptions {
  /** The state in the store, as its live read last delivered it: undefined until read. */
  stored: boolean | undefined;
  /** The delivery `stored` came from: a new one means the store has spoken again. */
  snapshot: unknown;
  /** The store's copy holds a write of this client the server has not yet confirmed. */
  pending: boolean;
  /** Sets the state in the store; resolves when the store has answered. */
  write: (on: boolean) => Promise<void>;
  /** How long after a write is answered the next one waits (the record's pace; lib/limits.ts). */
  paceMs: number;
}

/** A toggle as the page shows it: `on` undefined while unknown (nothing to toggle from). */
export interface FoldedToggle {
  on: boolean | undefined;
  /** Presses the toggle; nothing while `on` is unknown. */
  press: () => void;
  /** Why the last write was refused (it shows the stored state again); null after a press. */
  error: ErrorCode | null;
}

/**
 * A toggle over a record the store holds, that shows a press at once and writes as the member's last
 * press meant. Presses are folded: while a write of this toggle is on its way (this page's, or one the
 * store holds as pending: another tab's, one queued before a reload) and for `paceMs` after it is
 * answered, a press only changes the wish; then the wish is written. So a toggle never has two writes
 * queued, and one page's writes are spaced within the store's budget. On Firebase the SDK shows a
 * write at once (the stored state itself moves, marked pending), so the wish is only shown apart
 * from the store while it waits.
 *
 * The last press shows until the store has answered the write of it: a delivery that agrees with the
 * wish only ends it when nothing moved the stored state since that press (presses that cancel out
 * write nothing). A stored state that moved since the press may come from writes older than it
 * (another tab's presses, whose snapshots arrive late): then the wish is still written, so an older
 * answer never undoes a press.
 */
export function useFoldedToggle({
  stored,
  snapshot,
  pending,
  write,
  paceMs,
}: ToggleOptions): FoldedToggle {
  const [wish, setWish] = useState<boolean | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  // What the steps below read: the latest props, and the wish as set by the last press.
  const live = useRef({ stored, snapshot, pending, write, wish: null as boolean | null });
  const writing = useRef(false);
  const quietUntil = useRef(0);
  // The store's deliveries, counted; and the count when this page's last write was answered.
  const deliveries = useRef(0);
  const answeredAt = useRef(-1);
  // How often the stored state moved; its count at the last press; and the press count and wish of
  // the last write answered.
  const moves = useRef(0);
  const pressedAt = useRef(0);
  const presses = useRef(0);
  const answered = useRef<{ press: number; wish: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Writes the wish when it differs from the store and nothing holds it back; forgets it once met. */
  function step() {
    clearTimeout(timer.current);
    const { stored, pending, wish } = live.current;
    if (wish === null || stored === undefined || writing.current || pending) return;
    // A write just answered whose echo has not come yet: what is stored here is from before it.
    if (answeredAt.current === deliveries.current && Date.now() < quietUntil.current) {
      timer.current = setTimeout(step, quietUntil.current - Date.now());
      return;
    }
    // The last press was written and answered; or presses since the stored state last moved
    // cancelled out.
    const met = answered.current?.press === presses.current && answered.current.wish === wish;
    // Met, but the store has not spoken since that answer and still disagrees: what it holds is
    // from before the write, so the press shows until its echo comes (the next delivery steps
    // again). Without this a toggle with no pace (follows) showed the old state meanwhile.
    if (met && answeredAt.current === deliveries.current && wish !== stored) return;
    if (met || (wish === stored && moves.current === pressedAt.current)) {
      live.current.wish = null;
      return setWish(null);
    }
    const wait = quietUntil.current - Date.now();
    if (wait > 0) {
      timer.current = setTimeout(step, wait);
      return;
    }
    writing.current = true;
    const press = presses.current;
    live.current
      .write(wish)
      .then(() => {
        answeredAt.current = deliveries.current;
        answered.current = { press, wish };
      })
      .catch((caught: unknown) => {
        // Refused: the store still holds what it held, and that is what shows.
        setError(errorCodeOf(caught));
        live.current.wish = null;
        setWish(null);
      })
      .finally(() => {
        writing.current = false;
        quietUntil.current = Date.now() + paceMs;
        step();
      });
  }

  useLayoutEffect(() => {
    // A pending write answered, this page's or not, starts the pace too.
    if (live.current.pending && !pending) {
      quietUntil.current = Math.max(quietUntil.current, Date.now() + paceMs);
    }
    if (snapshot !== live.current.snapshot) deliveries.current += 1;
    if (stored !== live.current.stored) moves.current += 1;
    live.current = { ...live.current, stored, snapshot, pending, write };
    // The store has spoken again: a wish it now meets is forgotten, one it holds back goes on.
    if (live.current.wish !== null) timer.current = setTimeout(step, 0);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    on: stored === undefined ? undefined : (wish ?? stored),
    press: () => {
      const current = live.current;
      if (current.stored === undefined) return;
      // Two presses before React renders again are two presses: each flips the one before.
      current.wish = !(current.wish ?? current.stored);
      presses.current += 1;
      pressedAt.current = moves.current;
      setWish(current.wish);
      setError(null);
      step();
    },
    error,
  };
}
