/** Delays and retry policy of the spec (part 1 §9, part 2 §9), in milliseconds. */
export const REDIRECT_DELAYS = {
  resetSuccess: 3000,
  resetConfirmation: 5000,
  callbackError: 3000,
  analysis: 5000,
} as const;

/** Retry: 3 retries after the first attempt, 1 s then doubling (1 s, 2 s, 4 s). */
export const RETRY_POLICY = { retries: 3, baseDelayMs: 1000 } as const;

export function retryDelayMs(retryIndex: number, baseDelayMs: number = RETRY_POLICY.baseDelayMs): number {
  return baseDelayMs * 2 ** retryIndex;
}

/** The whole schedule: [1000, 2000, 4000]. */
export function retrySchedule(policy: { retries: number; baseDelayMs: number } = RETRY_POLICY): number[] {
  return Array.from({ length: policy.retries }, (_, index) => retryDelayMs(index, policy.baseDelayMs));
}
