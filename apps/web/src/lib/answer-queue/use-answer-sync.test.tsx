import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { WEEKLY_PULSE } from '../../../../../packages/core/test/fixtures/weekly-pulse';
import { addPending, readPending } from './pending-answers';
import { useAnswerSync } from './use-answer-sync';

const queue = { questionnaire: WEEKLY_PULSE, userId: 'u1' };
const offline = () => new ApiError('NETWORK', 0);

/** `{ userId: undefined }`: before the session is known. */
function renderSync(send: (questionId: string) => Promise<string>, { userId }: { userId?: string } = queue) {
  const onSent = vi.fn();
  const hook = renderHook(() => useAnswerSync({ questionnaire: WEEKLY_PULSE, userId, send, onSent }));
  return { ...hook, onSent };
}

/** Lets the clock run, with React's updates applied. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useAnswerSync', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    expect(console.error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('sends at once, retries after 1 s, 2 s and 4 s, then waits', async () => {
    addPending(queue, 'calm', { choices: ['often'] });
    const send = vi.fn().mockRejectedValue(offline());
    const { result, onSent } = renderSync(send);
    expect(result.current.pendingCount).toBe(1);

    act(() => void result.current.sync());
    await elapse(0);
    expect(send).toHaveBeenCalledTimes(1);
    // [time to let pass, attempts so far]: nothing a millisecond early, one more right on time.
    const schedule = [
      [999, 1],
      [1, 2],
      [1999, 2],
      [1, 3],
      [3999, 3],
      [1, 4],
    ] as const;
    for (const [ms, attempts] of schedule) {
      await elapse(ms);
      expect(send).toHaveBeenCalledTimes(attempts);
    }
    // No fifth attempt of its own: the answer stays queued for the connection's return.
    await elapse(7000);
    expect(send).toHaveBeenCalledTimes(4);
    expect(send).toHaveBeenCalledWith('calm', { choices: ['often'] });
    expect(onSent).not.toHaveBeenCalled();
    expect(result.current.pendingCount).toBe(1);
    expect(readPending(queue)).toEqual({ calm: { choices: ['often'] } });
  });

  it('sends again when the connection comes back, then forgets the answer', async () => {
    addPending(queue, 'calm', { choices: ['often'] });
    const send = vi.fn().mockRejectedValue(offline());
    const { result, onSent } = renderSync(send);
    act(() => void result.current.sync());
    await elapse(7000);
    expect(send).toHaveBeenCalledTimes(4);

    send.mockResolvedValue('saved');
    act(() => void window.dispatchEvent(new Event('online')));
    await elapse(0);
    expect(send).toHaveBeenCalledTimes(5);
    expect(onSent).toHaveBeenCalledExactlyOnceWith('saved');
    expect(result.current.pendingCount).toBe(0);
    expect(readPending(queue)).toEqual({});
  });

  it('tries again every 15 s while answers remain', async () => {
    addPending(queue, 'calm', { choices: ['often'] });
    const send = vi.fn().mockRejectedValue(offline());
    renderSync(send);
    await elapse(14_999);
    expect(send).not.toHaveBeenCalled();
    await elapse(1);
    expect(send).toHaveBeenCalledTimes(1);
    await elapse(1000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stops as soon as a retry succeeds', async () => {
    addPending(queue, 'energy', { scale: 40 });
    const send = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue('saved');
    const { result, onSent } = renderSync(send);
    act(() => void result.current.sync());
    await elapse(1000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(onSent).toHaveBeenCalledExactlyOnceWith('saved');
    await elapse(10_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.pendingCount).toBe(0);
  });

  it('sends queued answers in questionnaire order and reports the last result', async () => {
    addPending(queue, 'note', { text: 'Une bonne semaine' });
    addPending(queue, 'energy', { scale: 40 });
    const send = vi.fn((questionId: string) => Promise.resolve(`saved ${questionId}`));
    const { result, onSent } = renderSync(send);
    act(() => void result.current.sync());
    await elapse(0);
    expect(send.mock.calls.map(([questionId]) => questionId)).toEqual(['energy', 'note']);
    expect(onSent).toHaveBeenCalledExactlyOnceWith('saved note');
    expect(result.current.pendingCount).toBe(0);
  });

  it('drops an answer the server refuses for good, without retrying it', async () => {
    addPending(queue, 'calm', { choices: ['often'] });
    const send = vi.fn().mockRejectedValue(new ApiError('INVALID_ANSWER', 400));
    const { result } = renderSync(send);
    act(() => void result.current.sync());
    await elapse(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.pendingCount).toBe(0);
    expect(readPending(queue)).toEqual({});
  });

  it('sends nothing before the user is known', async () => {
    addPending(queue, 'calm', { choices: ['often'] });
    const send = vi.fn().mockResolvedValue('saved');
    const { result } = renderSync(send, { userId: undefined });
    expect(result.current.pendingCount).toBe(0);
    act(() => void result.current.sync());
    act(() => void window.dispatchEvent(new Event('online')));
    await elapse(20_000);
    expect(send).not.toHaveBeenCalled();
  });
});
