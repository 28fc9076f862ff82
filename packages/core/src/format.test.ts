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
