import { useState, useSyncExternalStore } from 'react';
import { fullDate, relativeTime } from '../lib/relativeTime';

/** How often a relative time ("3 minutes ago") is brought up to date while the page stays open. */
const tick = 30_000;

/**
 * One clock for every time on the page (a feed shows dozens): it runs while something shows a time, and
 * all of them move on together.
 */
const clock = (() => {
  let now = Date.now();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) {
        now = Date.now();
        timer = setInterval(() => {
          now = Date.now();
          listeners.forEach((notify) => notify());
        }, tick);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) clearInterval(timer);
      };
    },
    now: () => now,
  };
})();

/**
 * A relative time ("3 minutes ago"), with the full date and time on hover and for machines. The
 * hover's title is formatted when the pointer first comes: formatting it for every card up front
 * started ICU on the first view (lib/relativeTime.ts).
 */
export function RelativeTime({ time, className }: { time: number; className?: string }) {
  const now = useSyncExternalStore(clock.subscribe, clock.now);
  const [title, setTitle] = useState<string>();
  return (
    <time
      className={className}
      dateTime={new Date(time).toISOString()}
      title={title}
      onPointerEnter={() => setTitle(fullDate(time))}
    >
      {relativeTime(time, now)}
    </time>
  );
}
