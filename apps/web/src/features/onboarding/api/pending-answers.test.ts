import { beforeEach, describe, expect, it } from 'vitest';
import { addPending, pendingInOrder, readPending, removePending } from './pending-answers';

describe('answers kept on the device until the server has them', () => {
  beforeEach(() => localStorage.clear());

  it('are listed in questionnaire order, whatever the order of saving', () => {
    addPending('u1', '2-1', { choices: ['analysis'] });
    addPending('u1', '1-3', { scale: 4 });
    expect(pendingInOrder('u1').map(([questionId]) => questionId)).toEqual(['1-3', '2-1']);
  });

  it('are kept apart for each user of a shared device', () => {
    addPending('u1', '1-2', { text: 'à moi' });
    expect(readPending('u2')).toEqual({});
  });

  it('are removed once sent, unless a newer answer was queued meanwhile', () => {
    addPending('u1', '1-2', { text: 'première' });
    addPending('u1', '1-2', { text: 'seconde' });
    removePending('u1', '1-2', { text: 'première' });
    expect(readPending('u1')).toEqual({ '1-2': { text: 'seconde' } });
    removePending('u1', '1-2', { text: 'seconde' });
    expect(readPending('u1')).toEqual({});
    expect(localStorage.length).toBe(0);
  });

  it('survive a corrupted storage entry', () => {
    localStorage.setItem('onboarding_pending_answers:u1', '{not json');
    expect(readPending('u1')).toEqual({});
  });
});
