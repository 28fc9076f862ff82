import { describe, expect, it } from 'vitest';
import { computePoints, computeScores, crossedMilestones, POINTS } from './scores.ts';

describe('points', () => {
  const none = { onboardingCompleted: false, completedTests: 0, completedActivities: 0, firstname: '', lastname: '' };

  it('start at zero for a new account without names', () => {
    expect(computePoints(none)).toBe(0);
  });

  it('add 100 for onboarding, 50 per test, 25 per activity, 50 for a first and last name', () => {
    expect(computePoints({ ...none, onboardingCompleted: true })).toBe(100);
    expect(computePoints({ ...none, completedTests: 3 })).toBe(150);
    expect(computePoints({ ...none, completedActivities: 4 })).toBe(100);
    expect(computePoints({ ...none, firstname: 'Camille', lastname: 'Durand' })).toBe(50);
    expect(
      computePoints({
        onboardingCompleted: true,
        completedTests: 2,
        completedActivities: 3,
        firstname: 'Camille',
        lastname: 'Durand',
      }),
    ).toBe(100 + 100 + 75 + 50);
  });

  it('need both names, not blank ones', () => {
    expect(computePoints({ ...none, firstname: 'Camille', lastname: '  ' })).toBe(0);
    expect(computePoints({ ...none, firstname: null, lastname: 'Durand' })).toBe(0);
  });

  it('keep the celebration constants of the spec', () => {
    expect(POINTS.onboardingSessionBonus).toBe(50);
    expect(POINTS.testStartCelebration).toBe(25);
  });
});

describe('scores', () => {
  it('are zero with no data', () => {
    expect(computeScores([], [])).toEqual({ ikigai: 0, wellbeing: 0, mental_health: 0, performance: 0 });
  });

  it('add 10 per completed activity to its category and ignore pending ones', () => {
    const scores = computeScores(
      [],
      [
        { category: 'wellbeing', completed: true },
        { category: 'wellbeing', completed: true },
        { category: 'wellbeing', completed: false },
        { category: 'performance', completed: true },
      ],
    );
    expect(scores).toEqual({ ikigai: 0, wellbeing: 20, mental_health: 0, performance: 10 });
  });

  it('add a completed test’s score, rounded', () => {
    const scores = computeScores(
      [
        { category: 'mental_health', score: 42.4, completed: true },
        { category: 'ikigai', score: 60.5, completed: true },
        { category: 'ikigai', score: 90, completed: false },
      ],
      [],
    );
    expect(scores).toEqual({ ikigai: 61, wellbeing: 0, mental_health: 42, performance: 0 });
  });

  it('are capped at 100 and never below 0', () => {
    const activities = Array.from({ length: 12 }, () => ({ category: 'ikigai', completed: true }));
    expect(computeScores([{ category: 'ikigai', score: 75, completed: true }], activities).ikigai).toBe(100);
    expect(computeScores([{ category: 'wellbeing', score: -20, completed: true }], []).wellbeing).toBe(0);
  });

  it('ignore unknown categories and missing scores', () => {
    expect(
      computeScores(
        [
          { category: 'other', score: 50, completed: true },
          { category: 'wellbeing', score: null, completed: true },
        ],
        [{ category: 'x', completed: true }],
      ),
    ).toEqual({
      ikigai: 0,
      wellbeing: 0,
      mental_health: 0,
      performance: 0,
    });
  });
});

describe('points milestones', () => {
  it('are the thresholds crossed by a change, once', () => {
    expect(crossedMilestones(0, 150)).toEqual([100]);
    expect(crossedMilestones(100, 150)).toEqual([]);
    expect(crossedMilestones(90, 600)).toEqual([100, 250, 500]);
    expect(crossedMilestones(300, 200)).toEqual([]);
  });
});
