import type { Language } from './language.ts';

/** Dates as people read them: 21/11/2026 in French, 21 November 2026 in English; Paris time. */
export const DISPLAY_TIME_ZONE = 'Europe/Paris';

/*
 * An Intl formatter costs far more to make than to use (a dashboard formats dozens of dates and
 * numbers per render): each one is made once per language, kind and time zone.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${key}|${options.timeZone}`;
  let format = dateFormats.get(id);
  if (!format) dateFormats.set(id, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based): when summer time starts or ends in the EU. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The wall-clock date and time in Paris, by the EU rule (UTC+2 from the last Sunday of March to the
 * last Sunday of October, at 01:00 UTC; UTC+1 otherwise; the rule since 1996), or null outside the
 * years it is checked for (format.test.ts compares it with Intl). Why not Intl: the first
 * Intl.DateTimeFormat of a page costs about 50 ms on a phone (ICU's date data), and the dashboard
 * shows dates in its first render.
 */
function parisWallClock(date: Date): Date | null {
  const time = date.getTime();
  const year = date.getUTCFullYear();
  if (!Number.isFinite(time) || year < 1996 || year > 2099) return null;
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function formatDate(value: Date | string, language: Language, timeZone = DISPLAY_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const paris = timeZone === DISPLAY_TIME_ZONE ? parisWallClock(date) : null;
  if (paris) {
    const [day, month, year] = [paris.getUTCDate(), paris.getUTCMonth(), paris.getUTCFullYear()];
    return language === 'fr'
      ? `${twoDigits(day)}/${twoDigits(month + 1)}/${year}`
      : `${day} ${ENGLISH_MONTHS[month]} ${year}`;
  }
  return language === 'fr'
    ? dateFormat('date', 'fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date)
    : dateFormat('date', 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
}

/** « samedi 21 novembre 2026 » / "Saturday, 21 November 2026". */
export function formatLongDate(value: Date | string, language: Language, timeZone = DISPLAY_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  return dateFormat('long', locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** 24-hour time: 14:05. */
export function formatTime(value: Date | string, language: Language, timeZone = DISPLAY_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const paris = timeZone === DISPLAY_TIME_ZONE ? parisWallClock(date) : null;
  if (paris) return `${twoDigits(paris.getUTCHours())}:${twoDigits(paris.getUTCMinutes())}`;
  return dateFormat('time', language === 'fr' ? 'fr-FR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

export type RelativeTime = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number };

/** 'À l'instant', minutes, hours, days (spec part 2 §2): the web app words it in the current language. */
export function relativeTime(value: Date | string, now: Date = new Date()): RelativeTime {
  const seconds = Math.max(0, (now.getTime() - new Date(value).getTime()) / 1000);
  if (seconds < 60) return { unit: 'now' };
  if (seconds < 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  return { unit: 'days', count: Math.floor(seconds / 86_400) };
}

/** French typography: a non-breaking space before : ; ? ! and inside « ». */
export const NBSP = '\u00a0';

const numberFormats = new Map<Language, Intl.NumberFormat>();
/** What Intl puts between groups of three digits: a narrow no-break space in French. */
const GROUP_SEPARATOR: Record<Language, string> = { fr: '\u202f', en: ',' };

/**
 * 1 000 in French (narrow no-break space), 1,000 in English. A whole number (points, counts) is
 * grouped here, as Intl groups it: the first Intl.NumberFormat of a page costs tens of
 * milliseconds on a phone, for a dashboard that shows only whole numbers.
 */
export function formatNumber(value: number, language: Language): string {
  if (Number.isSafeInteger(value) && value >= 0) {
    return String(value).replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[language]);
  }
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB')));
  return format.format(value);
}
