import type { Language } from './language.ts';

/** Dates as people read them: 21/11/2026 in French, 21 November 2026 in English; Paris time. */
export const DISPLAY_TIME_ZONE = 'Europe/Paris';

export function formatDate(value: Date | string, language: Language, timeZone = DISPLAY_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return language === 'fr'
    ? new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date)
    : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
}

/** « samedi 21 novembre 2026 » / "Saturday, 21 November 2026". */
export function formatLongDate(value: Date | string, language: Language, timeZone = DISPLAY_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  return new Intl.DateTimeFormat(locale, {
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
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
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

/** 1 000 in French (narrow no-break space), 1,000 in English. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB').format(value);
}
