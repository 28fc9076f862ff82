import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

describe('afterLoad', () => {
  it('resolves two seconds after the page has loaded, once for every caller', async () => {
    vi.useFakeTimers();
    const { afterLoad } = await import('./after-load');
    // jsdom's document has loaded by the time a test runs.
    expect(document.readyState).toBe('complete');
    let resolved = 0;
    void afterLoad().then(() => resolved++);
    void afterLoad().then(() => resolved++);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(resolved).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(2);
    expect(afterLoad()).toBe(afterLoad());
  });
});
