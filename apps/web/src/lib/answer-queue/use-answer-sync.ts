import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { retrySchedule } from '@va/core/timing';
import type { Questionnaire } from '@va/core/questionnaire/definition';
import { pendingInOrder, type AnswerQueue } from './pending-answers';
import { flushPending, type SendAnswer } from './send-answers';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const IDLE_RETRY_MS = 15_000;

interface Options<Result> {
  questionnaire: Questionnaire;
  /** Undefined until the session is known: nothing is sent meanwhile. */
  userId: string | undefined;
  send: SendAnswer<Result>;
  onSent: (result: Result) => void;
}

/**
 * Sends the answers queued on this device for one questionnaire and one user: at once, then after
 * 1 s, 2 s and 4 s (the spec's retry policy), then whenever the connection comes back or every
 * 15 s while some remain.
 */
export function useAnswerSync<Result>({ questionnaire, userId, send, onSent }: Options<Result>) {
  const queue = useMemo<AnswerQueue | undefined>(
    () => (userId ? { questionnaire, userId } : undefined),
    [questionnaire, userId],
  );
  const [pendingCount, setPendingCount] = useState(() => (queue ? pendingInOrder(queue).length : 0));
  const running = useRef(false);
  const callbacks = useRef({ send, onSent });
  useEffect(() => {
    callbacks.current = { send, onSent };
  }, [send, onSent]);

  const sync = useCallback(async () => {
    if (!queue || running.current) return;
    running.current = true;
    try {
      for (const delay of [0, ...retrySchedule()]) {
        if (pendingInOrder(queue).length === 0) break;
        if (delay) await wait(delay);
        try {
          const result = await flushPending(queue, (...args) => callbacks.current.send(...args));
          if (result) callbacks.current.onSent(result);
        } catch {
          // still offline: the next delay, then the 'online' event or the idle timer
        }
      }
    } finally {
      running.current = false;
      setPendingCount(pendingInOrder(queue).length);
    }
  }, [queue]);

  useEffect(() => {
    if (!queue) return undefined;
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => {
      if (pendingInOrder(queue).length > 0) void sync();
    }, IDLE_RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [queue, sync]);

  const refresh = useCallback(() => setPendingCount(queue ? pendingInOrder(queue).length : 0), [queue]);
  return { pendingCount, sync, refresh };
}
