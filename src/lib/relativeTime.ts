import { copy } from '../copy';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Elapsed time, in the largest unit it has whole, worded by copy.timeAgo as
 * Intl.RelativeTimeFormat('zh-TW') words it (tests/unit/relativeTime.test.ts holds them to it). Not
 * Intl itself: the first Intl formatter a page makes starts ICU, which cost the first view about
 * 55 ms of main thread before the first card could paint (measured in a trace of a fresh visit).
 */
const units: [size: number, unit: keyof typeof copy.timeAgo][] = [
  [365 * day, 'year'],
  [30 * day, 'month'],
  [7 * day, 'week'],
  [day, 'day'],
  [hour, 'hour'],
  [minute, 'minute'],
  [second, 'second'],
];

/** How long ago `time` was, in words: copy.timeNow for the first 10 s, then the largest whole unit. */
export function relativeTime(time: number, current: number): string {
  // Another tab's clock, or a server's, may run a little ahead: never say "in 3 seconds".
  const elapsed = Math.max(0, current - time);
  if (elapsed < 10 * second) return copy.timeNow;
  const [size, unit] = units.find(([length]) => elapsed >= length) ?? [second, 'second'];
  return copy.timeAgo[unit].replace('{n}', String(Math.floor(elapsed / size)));
}

let full: Intl.DateTimeFormat | undefined;

/**
 * The date and time in full (zh-TW, long date and short time), in the reader's time zone. Made on first use (a
 * hover, RelativeTime.tsx), so a page that shows only relative times never starts ICU.
 */
export function fullDate(time: number): string {
  full ??= new Intl.DateTimeFormat('zh-TW', { dateStyle: 'long', timeStyle: 'short' });
  return full.format(time);
}
