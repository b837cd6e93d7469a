const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

// 'auto' only for "now": past that, 昨天 or 去年 would count calendar days, which the elapsed time does not.
const now = new Intl.RelativeTimeFormat('zh-TW', { numeric: 'auto' });
const ago = new Intl.RelativeTimeFormat('zh-TW', { numeric: 'always' });
const full = new Intl.DateTimeFormat('zh-TW', { dateStyle: 'long', timeStyle: 'short' });

/** How long ago `time` was, in words: 現在, 12 秒前, 3 分鐘前, 5 小時前, 2 天前, 3 週前, 4 個月前, 2 年前. */
export function relativeTime(time: number, current: number): string {
  // Another tab's clock, or a server's, may run a little ahead: never say "in 3 seconds".
  const elapsed = Math.max(0, current - time);
  if (elapsed < 10 * second) return now.format(0, 'second');
  if (elapsed < minute) return ago.format(-Math.floor(elapsed / second), 'second');
  if (elapsed < hour) return ago.format(-Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return ago.format(-Math.floor(elapsed / hour), 'hour');
  if (elapsed < 7 * day) return ago.format(-Math.floor(elapsed / day), 'day');
  if (elapsed < 30 * day) return ago.format(-Math.floor(elapsed / (7 * day)), 'week');
  if (elapsed < 365 * day) return ago.format(-Math.floor(elapsed / (30 * day)), 'month');
  return ago.format(-Math.floor(elapsed / (365 * day)), 'year');
}

/** The date and time in full, in the reader's time zone: 2024年5月3日 下午3:04. */
export function fullDate(time: number): string {
  return full.format(time);
}
