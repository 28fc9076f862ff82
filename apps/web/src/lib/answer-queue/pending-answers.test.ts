import { beforeEach, describe, expect, it } from 'vitest';
import { ONBOARDING_QUESTIONNAIRE } from '@va/core/onboarding/questionnaire';
import { WEEKLY_PULSE } from '../../../../../packages/core/test/fixtures/weekly-pulse';
import { addPending, pendingAnswersKey, pendingInOrder, readPending, removePending } from './pending-answers';

const onboarding = (userId: string) => ({ questionnaire: ONBOARDING_QUESTIONNAIRE, userId });

describe('answers kept on the device until the server has them', () => {
  beforeEach(() => localStorage.clear());

  it('are listed in questionnaire order, whatever the order of saving', () => {
    addPending(onboarding('u1'), '2-1', { choices: ['analysis'] });
    addPending(onboarding('u1'), '1-3', { scale: 4 });
    expect(pendingInOrder(onboarding('u1')).map(([questionId]) => questionId)).toEqual(['1-3', '2-1']);
  });

  it('are kept apart for each user of a shared device', () => {
    addPending(onboarding('u1'), '1-2', { text: 'à moi' });
    expect(readPending(onboarding('u2'))).toEqual({});
  });

  it('are kept apart for each questionnaire of the same user', () => {
    addPending(onboarding('u1'), '1-2', { text: 'onboarding' });
    addPending({ questionnaire: WEEKLY_PULSE, userId: 'u1' }, 'calm', { choices: ['often'] });
    expect(readPending(onboarding('u1'))).toEqual({ '1-2': { text: 'onboarding' } });
    expect(pendingInOrder({ questionnaire: WEEKLY_PULSE, userId: 'u1' })).toEqual([['calm', { choices: ['often'] }]]);
  });

  it('are removed once sent, unless a newer answer was queued meanwhile', () => {
    addPending(onboarding('u1'), '1-2', { text: 'première' });
    addPending(onboarding('u1'), '1-2', { text: 'seconde' });
    removePending(onboarding('u1'), '1-2', { text: 'première' });
    expect(readPending(onboarding('u1'))).toEqual({ '1-2': { text: 'seconde' } });
    removePending(onboarding('u1'), '1-2', { text: 'seconde' });
    expect(readPending(onboarding('u1'))).toEqual({});
    expect(localStorage.length).toBe(0);
  });

  it('survive a corrupted storage entry', () => {
    localStorage.setItem('onboarding_pending_answers:u1', '{not json');
    expect(readPending(onboarding('u1'))).toEqual({});
    localStorage.setItem('onboarding_pending_answers:u1', '[1, 2]');
    expect(readPending(onboarding('u1'))).toEqual({});
  });

  it('queued by the earlier onboarding (same key) are still read and sent', () => {
    expect(pendingAnswersKey(onboarding('u1'))).toBe('onboarding_pending_answers:u1');
    expect(pendingAnswersKey({ questionnaire: WEEKLY_PULSE, userId: 'u1' })).toBe('weekly-pulse_pending_answers:u1');
    localStorage.setItem(
      'onboarding_pending_answers:u1',
      JSON.stringify({ '1-3': { scale: 6 }, '1-1': { choices: ['autonomy'] } }),
    );
    expect(pendingInOrder(onboarding('u1'))).toEqual([
      ['1-1', { choices: ['autonomy'] }],
      ['1-3', { scale: 6 }],
    ]);
  });

  it('leave out answers to questions the questionnaire no longer has', () => {
    localStorage.setItem(
      'onboarding_pending_answers:u1',
      JSON.stringify({ '9-9': { text: 'x' }, toString: {}, '1-2': { text: 'ok' } }),
    );
    expect(pendingInOrder(onboarding('u1'))).toEqual([['1-2', { text: 'ok' }]]);
  });
});
