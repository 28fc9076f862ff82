import { useCallback, useEffect, useRef, useState } from 'react';
import { retrySchedule } from '@va/core/timing';
import { pendingInOrder } from '../api/pending-answers';
import { flushPending } from '../api/save-answer';
import type { SaveResult } from '../api/types';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const IDLE_RETRY_MS = 15_000;

/**
 * Sends the answers queued on this device: at once, then after 1 s, 2 s and 4 s (the spec's
 * retry policy), then whenever the connection comes back or every 15 s while some remain.
 */
export function useAnswerSync(userId: string | undefined, onSent: (result: SaveResult) => void) {
  const [pendingCount, setPendingCount] = useState(() => (userId ? pendingInOrder(userId).length : 0));
  const running = useRef(false);
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  }, [onSent]);

  const sync = useCallback(async () => {
    if (!userId || running.current) return;
    running.current = true;
    try {
      for (const delay of [0, ...retrySchedule()]) {
        if (pendingInOrder(userId).length === 0) break;
        if (delay) await wait(delay);
        try {
          const result = await flushPending(userId);
          if (result) onSentRef.current(result);
        } catch {
          // still offline: the next delay, then the 'online' event or the idle timer
        }
      }
    } finally {
      running.current = false;
      setPendingCount(pendingInOrder(userId).length);
    }
  }, [userId]);

  useEffect(() => {
    if (!userId) return undefined;
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => {
      if (pendingInOrder(userId).length > 0) void sync();
    }, IDLE_RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [userId, sync]);

  const refresh = useCallback(() => setPendingCount(userId ? pendingInOrder(userId).length : 0), [userId]);
  return { pendingCount, sync, refresh };
}
