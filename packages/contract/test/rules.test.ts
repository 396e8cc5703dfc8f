import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  badgeText,
  datePresetRange,
  formatDateString,
  isDateString,
  isLink,
  isNumberString,
  isUrl,
  mapByReturnType,
  parseDateString,
  timeAgo,
} from '../src';

describe('date strings (yyyy-MM-dd HH:mm:ss)', () => {
  it('accepts real calendar times', () => {
    expect(isDateString('2026-11-23 09:05:00')).toBe(true);
    expect(isDateString('2024-02-29 23:59:59')).toBe(true);
    expect(parseDateString('2026-01-02 03:04:05')).toEqual(new Date(2026, 0, 2, 3, 4, 5));
  });

  it.each([
    '2026-11-23',
    '2026-11-23T09:05:00',
    '2026-11-23 9:05:00',
    '2026/11/23 09:05:00',
    ' 2026-11-23 09:05:00',
    '2026-13-01 00:00:00',
    '2025-02-29 00:00:00',
    '2026-04-31 00:00:00',
    '2026-01-01 24:00:00',
    '2026-01-01 00:60:00',
    '',
  ])('rejects %j with "Invalid date string format"', (value) => {
    expect(isDateString(value)).toBe(false);
    expect(() => parseDateString(value)).toThrow('Invalid date string format');
  });

  it('formats with zero padding and round-trips', () => {
    const date = new Date(2026, 2, 4, 5, 6, 7);
    expect(formatDateString(date)).toBe('2026-03-04 05:06:07');
    expect(parseDateString(formatDateString(date))).toEqual(date);
  });
});

describe('number strings', () => {
  it.each(['0', '42', '-7', '+7', '3.14', '-0.5', '007'])('accepts %j', (v) =>
    expect(isNumberString(v)).toBe(true),
  );
  it.each(['', '-', '1.', '.5', '1e3', '1,000', ' 1', '1 ', '++1', 'abc', '1.2.3'])(
    'rejects %j',
    (v) => expect(isNumberString(v)).toBe(false),
  );
});

describe('link check', () => {
  it.each([
    'http://a.com',
    'https://a.com/x',
    'mailto:someone@example.com',
    'tel:+86123',
    'HTTPS://A.COM',
  ])('accepts %j', (v) => expect(isLink(v)).toBe(true));
  it.each(['ftp://a.com', 'javascript:alert(1)', '/pages/goods/detail', 'www.a.com', ''])(
    'rejects %j',
    (v) => expect(isLink(v)).toBe(false),
  );
});

describe('URL check', () => {
  it.each([
    'http://example.com',
    'https://shop.example.com.cn/path/to?x=1#top',
    'ftp://files.example.org/pub',
    'http://192.168.1.20:8080/api',
    'http://localhost:3000',
    'https://a-b.example.io:443/',
  ])('accepts %j', (v) => expect(isUrl(v)).toBe(true));
  it.each([
    'mailto:a@b.com',
    'example.com',
    'http://',
    'http://exa mple.com',
    'http://300.1.1.1/',
    'http://example.com:0/',
    'http://example.com:70000',
    'gopher://example.com',
    'http://-bad.com',
  ])('rejects %j', (v) => expect(isUrl(v)).toBe(false));
});

describe("'return type Array' mapping", () => {
  it('Array yields a list of objects under the property name', () => {
    expect(
      mapByReturnType({ returnType: 'Array', propertyName: 'goods' }, [{ id: 1 }, { id: 2 }]),
    ).toEqual({
      goods: [{ id: 1 }, { id: 2 }],
    });
    expect(mapByReturnType({ returnType: 'Array', propertyName: 'goods' }, { id: 1 })).toEqual({
      goods: [{ id: 1 }],
    });
    expect(mapByReturnType({ returnType: 'Array', propertyName: 'goods' }, null)).toEqual({
      goods: [],
    });
  });
  it('any other type yields a single object', () => {
    expect(mapByReturnType({ returnType: 'Object', propertyName: 'store' }, { id: 3 })).toEqual({
      store: { id: 3 },
    });
    expect(
      mapByReturnType({ returnType: 'Object', propertyName: 'store' }, [{ id: 4 }, { id: 5 }]),
    ).toEqual({
      store: { id: 4 },
    });
    expect(mapByReturnType({ returnType: 'String', propertyName: 'store' }, undefined)).toEqual({
      store: {},
    });
  });
});

describe('time-ago display', () => {
  const now = new Date(2026, 10, 23, 12, 0, 0).getTime();
  const ago = (seconds: number) => now - seconds * 1000;
  it('follows the thresholds of §9 in English', () => {
    expect(timeAgo(ago(0), now, 'en')).toBe('just now');
    expect(timeAgo(ago(29), now, 'en')).toBe('just now');
    expect(timeAgo(ago(30), now, 'en')).toBe('1 minute ago');
    expect(timeAgo(ago(61), now, 'en')).toBe('2 minutes ago');
    expect(timeAgo(ago(3599), now, 'en')).toBe('60 minutes ago');
    expect(timeAgo(ago(3600), now, 'en')).toBe('1 hour ago');
    expect(timeAgo(ago(86_399), now, 'en')).toBe('24 hours ago');
    expect(timeAgo(ago(86_400), now, 'en')).toBe('1 day ago');
    expect(timeAgo(ago(2 * 86_400 - 1), now, 'en')).toBe('1 day ago');
    expect(timeAgo(ago(2 * 86_400), now, 'en')).toBe('2 days ago');
    expect(timeAgo(ago(10 * 86_400 + 5), now, 'en')).toBe('10 days ago');
  });
  it('speaks Chinese and Spanish', () => {
    expect(timeAgo(ago(5), now, 'zh')).toBe('刚刚');
    expect(timeAgo(ago(300), now, 'zh')).toBe('5分钟前');
    expect(timeAgo(ago(90_000), now, 'zh')).toBe('1天前');
    expect(timeAgo(ago(7200), now, 'es')).toBe('hace 2 horas');
    expect(timeAgo(ago(3 * 86_400), now, 'es')).toBe('hace 3 días');
  });
  it('treats future times as just now', () => {
    expect(timeAgo(now + 60_000, now, 'en')).toBe('just now');
  });
});

describe('large-number abbreviation', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1250, '1.3k'],
    [1_000_000, '1M'],
    [2_500_000_000, '2.5G'],
    [7e12, '7T'],
    [1.5e15, '1.5P'],
    [3e18, '3E'],
    [-4200, '-4.2k'],
  ])('%d → %s', (value, expected) => expect(abbreviateNumber(value)).toBe(expected));
  it('honours the number of digits', () => {
    expect(abbreviateNumber(1234567, 2)).toBe('1.23M');
    expect(abbreviateNumber(1200, 2)).toBe('1.2k');
  });
  it('badges cap at 99+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('date presets', () => {
  const now = new Date(2026, 10, 23, 15, 30, 0);
  it('today runs from midnight to now', () => {
    expect(datePresetRange('today', now)).toEqual([new Date(2026, 10, 23), now]);
  });
  it.each([
    ['lastWeek', 7],
    ['lastMonth', 30],
    ['last3Months', 90],
  ] as const)('%s reaches back %d days', (key, days) => {
    const [start, end] = datePresetRange(key, now);
    expect(end).toEqual(now);
    expect(end.getTime() - start.getTime()).toBe(days * 86_400_000);
  });
});
