import { managersFreelancersEntries } from './managers-freelancers.ts';
import { meaningCareerEntries } from './meaning-career.ts';
import { relationsSupportEntries } from './relations-support.ts';
import { stressHealthEntries } from './stress-health.ts';
import type { GuideEntry } from './types.ts';
import { workloadBalanceEntries } from './workload-balance.ts';

export { GUIDE_TOPICS, type GuideEntry } from './types.ts';

/** Every entry of the built-in guide, in a stable order. */
export const GUIDE_ENTRIES: readonly GuideEntry[] = [
  ...stressHealthEntries,
  ...workloadBalanceEntries,
  ...relationsSupportEntries,
  ...meaningCareerEntries,
  ...managersFreelancersEntries,
];
