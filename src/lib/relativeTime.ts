import { copy } from '../copy';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Elapsed time, in the largest unit it has whole, worded by copy.timeAgo and copy.timeUnits as
 * Intl.RelativeTimeFormat('zh-TW') words it (tests/unit/relativeTime.test.ts holds them to it). Not
 * Intl itself: the first Intl formatter a page makes starts ICU, which cost the first view about
 * 55 ms of main thread before the first card could paint (measured in a trace of a fresh visit).
 * Each unit's length, largest first, in the order of copy.timeUnits.
 */
const lengths = [365 * day, 30 * day, 7 * day, day, hour, minute, second];

/** How long ago `time` was, in words: copy.timeNow for the first 10 s, then the largest whole unit. */
export function relativeTime(time: number, current: number): string {
  // Another tab's clock, or a server's, may run a little ahead: never say "in 3 seconds".
  const elapsed = Math.max(0, current - time);
  if (elapsed < 10 * second) return copy.timeNow;
  // At least 10 s: a unit is found (the last is the second).
  const unit = lengths.findIndex((length) => elapsed >= length);
  return copy.timeAgo
    .replace('{n}', String(Math.floor(elapsed / lengths[unit]!)))
    .replace('{unit}', copy.timeUnits[unit]!);
}

let full: Intl.DateTimeFormat | undefined;

/**
 * The date and time in full (zh-TW, long date and short time), in the reader's time zone. Made on
 * first use (a hover, RelativeTime.tsx), so a page that shows only relative times never starts ICU.
 */
export function fullDate(time: number): string {
  full ??= new Intl.DateTimeFormat('zh-TW', { dateStyle: 'long', timeStyle: 'short' });
  return full.format(time);
}
