import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { WEEKLY_PULSE } from '../../../../../packages/core/test/fixtures/weekly-pulse';
import { addPending, readPending } from './pending-answers';
import { flushPending, isFinalRefusal, saveAnswer } from './send-answers';

const queue = { questionnaire: WEEKLY_PULSE, userId: 'u1' };

describe('sending answers through the queue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps an answer until the server has it', async () => {
    const send = vi.fn(() => {
      expect(readPending(queue)).toEqual({ energy: { scale: 40 } });
      return Promise.resolve('saved');
    });
    await expect(saveAnswer(queue, send, 'energy', { scale: 40 })).resolves.toBe('saved');
    expect(readPending(queue)).toEqual({});
  });

  it('keeps it queued when the network or the server fails, and drops it when refused for good', async () => {
    await expect(
      saveAnswer(queue, () => Promise.reject(new ApiError('NETWORK', 0)), 'energy', { scale: 40 }),
    ).rejects.toThrow('NETWORK');
    await expect(
      saveAnswer(queue, () => Promise.reject(new ApiError('GENERIC', 503)), 'calm', { choices: ['often'] }),
    ).rejects.toThrow();
    expect(Object.keys(readPending(queue))).toEqual(['energy', 'calm']);
    await expect(
      saveAnswer(queue, () => Promise.reject(new ApiError('INVALID_ANSWER', 400)), 'calm', { choices: ['x'] }),
    ).rejects.toThrow('INVALID_ANSWER');
    expect(Object.keys(readPending(queue))).toEqual(['energy']);
  });

  it('flushes in order and stops at the first failure', async () => {
    addPending(queue, 'note', { text: 'Une note' });
    addPending(queue, 'calm', { choices: ['often'] });
    addPending(queue, 'energy', { scale: 40 });
    const send = vi
      .fn()
      .mockResolvedValueOnce('energy saved')
      .mockRejectedValueOnce(new ApiError('INVALID_ANSWER', 422))
      .mockRejectedValueOnce(new ApiError('NETWORK', 0));
    await expect(flushPending(queue, send)).rejects.toThrow('NETWORK');
    expect(send.mock.calls.map(([questionId]) => questionId)).toEqual(['energy', 'calm', 'note']);
    expect(readPending(queue)).toEqual({ note: { text: 'Une note' } });
    await expect(flushPending(queue, () => Promise.resolve('note saved'))).resolves.toBe('note saved');
    await expect(flushPending(queue, () => Promise.resolve('nothing'))).resolves.toBeNull();
  });

  it('retries what the server may accept later: network, server errors, 401 and 429', () => {
    expect(isFinalRefusal(new ApiError('INVALID_ANSWER', 400))).toBe(true);
    expect(isFinalRefusal(new ApiError('NOT_FOUND', 404))).toBe(true);
    for (const status of [0, 401, 429, 500, 503]) expect(isFinalRefusal(new ApiError('GENERIC', status))).toBe(false);
    expect(isFinalRefusal(new Error('offline'))).toBe(false);
  });
});
