import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatNumber, formatTime } from './format.ts';

describe('date formats', () => {
  const date = new Date('2026-11-21T13:05:00Z');

  it('writes 21/11/2026 in French and 21 November 2026 in English', () => {
    expect(formatDate(date, 'fr')).toBe('21/11/2026');
    expect(formatDate(date, 'en')).toBe('21 November 2026');
  });

  it('uses Paris time: late evening UTC is already the next day', () => {
    expect(formatDate('2026-11-21T23:30:00Z', 'fr')).toBe('22/11/2026');
  });

  it('writes the long form and 24-hour time', () => {
    expect(formatLongDate(date, 'fr')).toBe('samedi 21 novembre 2026');
    expect(formatLongDate(date, 'en')).toBe('Saturday, 21 November 2026');
    expect(formatTime(date, 'fr')).toBe('14:05');
    expect(formatTime('2026-07-01T20:30:00Z', 'en')).toBe('22:30');
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('says now under a minute, then minutes, hours and days', async () => {
    const { relativeTime } = await import('./format.ts');
    expect(relativeTime('2026-11-21T11:59:30Z', now)).toEqual({ unit: 'now' });
    expect(relativeTime('2026-11-21T12:00:30Z', now)).toEqual({ unit: 'now' });
    expect(relativeTime('2026-11-21T11:55:00Z', now)).toEqual({ unit: 'minutes', count: 5 });
    expect(relativeTime('2026-11-21T09:00:00Z', now)).toEqual({ unit: 'hours', count: 3 });
    expect(relativeTime('2026-11-18T12:00:00Z', now)).toEqual({ unit: 'days', count: 3 });
  });
});

describe('formatNumber', () => {
  it('groups thousands as the language does: 1 000 (narrow no-break space) in French, 1,000 in English', () => {
    expect(formatNumber(1000, 'fr')).toBe('1\u202f000');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(950, 'fr')).toBe('950');
    expect(formatNumber(0, 'en')).toBe('0');
  });

  it('writes every whole number exactly as Intl does, and leaves fractions and negatives to Intl', () => {
    const intl = { fr: new Intl.NumberFormat('fr-FR'), en: new Intl.NumberFormat('en-GB') };
    const samples = [1, 12, 999, 1000, 1001, 10_000, 99_999, 100_000, 123_456_789, Number.MAX_SAFE_INTEGER, 2.5, -1500];
    for (const language of ['fr', 'en'] as const) {
      for (const value of samples) expect(formatNumber(value, language)).toBe(intl[language].format(value));
    }
  });
});

describe('dates and times in Paris without Intl', () => {
  const intl = {
    date: {
      fr: new Intl.DateTimeFormat('fr-FR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'Europe/Paris',
      }),
      en: new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Paris',
      }),
    },
    time: new Intl.DateTimeFormat('fr-FR', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Paris',
    }),
  };

  it('writes what Intl writes, every 37 minutes from 1996 to 2099 and around each change of time', () => {
    const moments: Date[] = [];
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2100, 0, 1); time += 37 * 60_000 * 97)
      moments.push(new Date(time));
    for (let year = 1996; year < 2100; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (const offset of [-3_600_001, -60_000, -1, 0, 1, 60_000, 3_599_999, 3_600_000])
          moments.push(new Date(change + offset));
      }
      moments.push(new Date(Date.UTC(year, 11, 31, 22, 59)), new Date(Date.UTC(year, 11, 31, 23, 0)));
    }
    for (const moment of moments) {
      expect(formatDate(moment, 'fr')).toBe(intl.date.fr.format(moment));
      expect(formatDate(moment, 'en')).toBe(intl.date.en.format(moment));
      expect(formatTime(moment, 'fr')).toBe(intl.time.format(moment));
      expect(formatTime(moment, 'en')).toBe(intl.time.format(moment));
    }
  });

  it('leaves other years and time zones to Intl', () => {
    const old = new Date('1989-07-14T10:00:00Z');
    expect(formatDate(old, 'fr')).toBe('14/07/1989');
    expect(formatTime(old, 'fr')).toBe('12:00');
    expect(formatDate('2026-11-21T23:30:00Z', 'en', 'UTC')).toBe('21 November 2026');
    expect(formatTime('2026-11-21T23:30:00Z', 'fr', 'America/New_York')).toBe('18:30');
  });
});
