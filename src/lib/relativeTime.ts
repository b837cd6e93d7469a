const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Elapsed time, in the largest unit it has whole, as Intl.RelativeTimeFormat('zh-TW') words it
 * (tests/unit/relativeTime.test.ts holds them to it). Written out because the first Intl formatter a
 * page makes starts ICU, which cost the first view about 55 ms of main thread before the first card
 * could paint (measured in a trace of a fresh visit).
 */
const units: [size: number, words: (count: number) => string][] = [
  [365 * day, (count) => `${count} 年前`],
  [30 * day, (count) => `${count} 個月前`],
  [7 * day, (count) => `${count} 週前`],
  [day, (count) => `${count} 天前`],
  [hour, (count) => `${count} 小時前`],
  [minute, (count) => `${count} 分鐘前`],
  [second, (count) => `${count} 秒前`],
];

/** How long ago `time` was, in words: 現在, 12 秒前, 3 分鐘前, 5 小時前, 2 天前, 3 週前, 4 個月前, 2 年前. */
export function relativeTime(time: number, current: number): string {
  // Another tab's clock, or a server's, may run a little ahead: never say "in 3 seconds".
  const elapsed = Math.max(0, current - time);
  if (elapsed < 10 * second) return '現在';
  const [size, words] = units.find(([unit]) => elapsed >= unit) ?? units[units.length - 1]!;
  return words(Math.floor(elapsed / size));
}

let full: Intl.DateTimeFormat | undefined;

/**
 * The date and time in full, in the reader's time zone: 2024年5月3日 下午3:04. Made on first use (a
 * hover, RelativeTime.tsx), so a page that shows only relative times never starts ICU.
 */
export function fullDate(time: number): string {
  full ??= new Intl.DateTimeFormat('zh-TW', { dateStyle: 'long', timeStyle: 'short' });
  return full.format(time);
}
