import { describe, expect, it } from 'vitest';
import { fullDate, relativeTime } from '../../src/lib/relativeTime';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const current = Date.UTC(2024, 4, 3, 7, 4);

function ago(ms: number): string {
  return relativeTime(current - ms, current);
}

describe('relativeTime', () => {
  it('says 現在 for the first seconds', () => {
    expect(ago(0)).toBe('現在');
    expect(ago(9 * second)).toBe('現在');
  });

  it('counts seconds, minutes, hours and days, rounding down', () => {
    expect(ago(10 * second)).toBe('10 秒前');
    expect(ago(59 * second)).toBe('59 秒前');
    expect(ago(minute)).toBe('1 分鐘前');
    expect(ago(3 * minute + 59 * second)).toBe('3 分鐘前');
    expect(ago(59 * minute)).toBe('59 分鐘前');
    expect(ago(hour)).toBe('1 小時前');
    expect(ago(23 * hour + 59 * minute)).toBe('23 小時前');
    expect(ago(day)).toBe('1 天前');
    expect(ago(6 * day)).toBe('6 天前');
  });

  it('counts weeks, months and years for older times', () => {
    expect(ago(7 * day)).toBe('1 週前');
    expect(ago(29 * day)).toBe('4 週前');
    expect(ago(30 * day)).toBe('1 個月前');
    expect(ago(364 * day)).toBe('12 個月前');
    expect(ago(365 * day)).toBe('1 年前');
    expect(ago(3 * 365 * day)).toBe('3 年前');
  });

  it("words every count as Intl.RelativeTimeFormat('zh-TW') does", () => {
    const intl = new Intl.RelativeTimeFormat('zh-TW', { numeric: 'always' });
    const units: [Intl.RelativeTimeFormatUnit, number, number][] = [
      ['second', second, 59],
      ['minute', minute, 59],
      ['hour', hour, 23],
      ['day', day, 6],
      ['week', 7 * day, 4],
      ['month', 30 * day, 12],
      ['year', 365 * day, 30],
    ];
    for (const [unit, size, most] of units) {
      for (let count = unit === 'second' ? 10 : 1; count <= most; count++) {
        expect(ago(count * size)).toBe(intl.format(-count, unit));
      }
    }
    expect(ago(0)).toBe(
      new Intl.RelativeTimeFormat('zh-TW', { numeric: 'auto' }).format(0, 'second'),
    );
  });

  it('never speaks of the future when a clock runs ahead', () => {
    expect(ago(-5 * minute)).toBe('現在');
  });
});

describe('fullDate', () => {
  it('gives the date and time in full, in the local time zone', () => {
    expect(fullDate(new Date(2024, 4, 3, 15, 4).getTime())).toBe('2024年5月3日 下午3:04');
    expect(fullDate(new Date(2023, 11, 31, 9, 30).getTime())).toBe('2023年12月31日 上午9:30');
  });
});
