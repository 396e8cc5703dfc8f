import type { Locale } from '../i18n/locale';

const texts: Record<
  Locale,
  {
    justNow: string;
    minutes: (n: number) => string;
    hours: (n: number) => string;
    oneDay: string;
    days: (n: number) => string;
  }
> = {
  zh: {
    justNow: '刚刚',
    minutes: (n) => `${n}分钟前`,
    hours: (n) => `${n}小时前`,
    oneDay: '1天前',
    days: (n) => `${n}天前`,
  },
  en: {
    justNow: 'just now',
    minutes: (n) => `${n} ${n === 1 ? 'minute' : 'minutes'} ago`,
    hours: (n) => `${n} ${n === 1 ? 'hour' : 'hours'} ago`,
    oneDay: '1 day ago',
    days: (n) => `${n} days ago`,
  },
  es: {
    justNow: 'justo ahora',
    minutes: (n) => `hace ${n} ${n === 1 ? 'minuto' : 'minutos'}`,
    hours: (n) => `hace ${n} ${n === 1 ? 'hora' : 'horas'}`,
    oneDay: 'hace 1 día',
    days: (n) => `hace ${n} días`,
  },
};

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * Time display (console.md §9): under 30 s 'just now', then minutes below 1 h, hours below
 * 1 day, '1 day ago' up to 2 days, then days. Partial units round up, as people read them.
 */
export const timeAgo = (then: Date | number, now: Date | number, locale: Locale): string => {
  const t = texts[locale];
  const seconds = Math.max(0, (Number(now) - Number(then)) / 1000);
  if (seconds < 30) return t.justNow;
  if (seconds < HOUR) return t.minutes(Math.max(1, Math.ceil(seconds / MINUTE)));
  if (seconds < DAY) return t.hours(Math.ceil(seconds / HOUR));
  if (seconds < 2 * DAY) return t.oneDay;
  return t.days(Math.floor(seconds / DAY));
};
