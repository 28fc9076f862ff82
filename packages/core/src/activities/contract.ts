/**
 * The activities feature (spec part 2 §3): something a person plans for their well-being. A
 * completed activity adds ACTIVITY_SCORE_STEP to its category's score and 25 points (scores.ts).
 * Only what the dashboard reads exists so far; the activities page comes with its own issue.
 */
export const ACTIVITY_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const ACTIVITY_PRIORITIES = ['high', 'medium', 'low'] as const;
export type ActivityPriority = (typeof ACTIVITY_PRIORITIES)[number];
