/**
 * Points and scores (spec part 2 §9, PRODUCT.md §3). Computed on the server from stored rows,
 * never trusted from the browser; shown by the web app.
 */
export const SCORE_CATEGORIES = ['ikigai', 'wellbeing', 'mental_health', 'performance'] as const;
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];

export const POINTS = {
  onboardingComplete: 100,
  completedTest: 50,
  completedActivity: 25,
  /** A profile with both a first and a last name. */
  completeProfile: 50,
  /** Shown after onboarding sessions 1–3 (spec part 1). */
  onboardingSessionBonus: 50,
  /** The celebration on starting a test (spec part 2 §2). */
  testStartCelebration: 25,
} as const;

export const ACTIVITY_SCORE_STEP = 10;
export const SCORE_MAX = 100;

export interface PointsInput {
  onboardingCompleted: boolean;
  completedTests: number;
  completedActivities: number;
  firstname: string | null | undefined;
  lastname: string | null | undefined;
}

export function computePoints(input: PointsInput): number {
  const hasFullName = Boolean(input.firstname?.trim()) && Boolean(input.lastname?.trim());
  return (
    (input.onboardingCompleted ? POINTS.onboardingComplete : 0) +
    Math.max(0, input.completedTests) * POINTS.completedTest +
    Math.max(0, input.completedActivities) * POINTS.completedActivity +
    (hasFullName ? POINTS.completeProfile : 0)
  );
}

export interface ScoredTest {
  category: string;
  score: number | null;
  completed: boolean;
}

export interface ScoredActivity {
  category: string;
  completed: boolean;
}

export type Scores = Record<ScoreCategory, number>;

function isCategory(value: string): value is ScoreCategory {
  return (SCORE_CATEGORIES as readonly string[]).includes(value);
}

/** Each completed activity adds 10 to its category, a completed test adds its score; rounded, 0 to 100. */
export function computeScores(tests: ScoredTest[], activities: ScoredActivity[]): Scores {
  const totals: Scores = { ikigai: 0, wellbeing: 0, mental_health: 0, performance: 0 };
  for (const test of tests) {
    if (test.completed && isCategory(test.category) && Number.isFinite(test.score))
      totals[test.category] += test.score!;
  }
  for (const activity of activities) {
    if (activity.completed && isCategory(activity.category)) totals[activity.category] += ACTIVITY_SCORE_STEP;
  }
  for (const category of SCORE_CATEGORIES)
    totals[category] = Math.min(SCORE_MAX, Math.max(0, Math.round(totals[category])));
  return totals;
}

/** Points totals that earn a notification when first reached. */
export const POINTS_MILESTONES = [100, 250, 500, 1000, 2000, 5000] as const;

export function crossedMilestones(before: number, after: number): number[] {
  return POINTS_MILESTONES.filter((milestone) => before < milestone && after >= milestone);
}
