/**
 * Fixed-window counters kept in memory. Enough for one server process; a multi-process
 * deployment would move the counters to the database or a cache behind the same interface.
 */
export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets, when refused. */
  retryAfter: number;
}

export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): RateLimitResult;
}

export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < 60_000) return;
    lastSweep = time;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    hit(key, rule) {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= rule.limit;
      return { allowed, retryAfter: allowed ? 0 : Math.ceil((window.resetAt - time) / 1000) };
    },
  };
}
