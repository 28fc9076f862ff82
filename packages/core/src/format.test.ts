import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatTime } from './format.ts';

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
