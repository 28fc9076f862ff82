import { describe, expect, it } from 'vitest';
import { createDashboardCache } from './cache.ts';

describe('createDashboardCache', () => {
  it('gives a body back only for the same data version and day', () => {
    const cache = createDashboardCache();
    cache.set('u1', { dataVersion: 3, today: '2030-01-10', body: '{"a":1}' });
    expect(cache.get('u1', 3, '2030-01-10')).toBe('{"a":1}');
    expect(cache.get('u1', 4, '2030-01-10')).toBeUndefined();
    expect(cache.get('u1', 3, '2030-01-11')).toBeUndefined();
    expect(cache.get('u1', undefined, '2030-01-10')).toBeUndefined();
    expect(cache.get('u2', 3, '2030-01-10')).toBeUndefined();
  });

  it('keeps at most its size, dropping the least recently read', () => {
    const cache = createDashboardCache(2);
    cache.set('a', { dataVersion: 1, today: 'd', body: 'A' });
    cache.set('b', { dataVersion: 1, today: 'd', body: 'B' });
    expect(cache.get('a', 1, 'd')).toBe('A');
    cache.set('c', { dataVersion: 1, today: 'd', body: 'C' });
    expect(cache.get('b', 1, 'd')).toBeUndefined();
    expect(cache.get('a', 1, 'd')).toBe('A');
    expect(cache.get('c', 1, 'd')).toBe('C');
  });
});
