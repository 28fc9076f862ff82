import { managersFreelancersEntries } from './managers-freelancers.ts';
import { meaningCareerEntries } from './meaning-career.ts';
import { relationsSupportEntries } from './relations-support.ts';
import { stressHealthEntries } from './stress-health.ts';
import type { KnowledgeEntry } from './types.ts';
import { workloadBalanceEntries } from './workload-balance.ts';

export type { GuideLanguage, KnowledgeEntry, KnowledgeTopic, Localized } from './types.ts';
export { knowledgeTopics } from './types.ts';

/** Every entry of the built-in guide, in a stable order. */
export const knowledgeBase: readonly KnowledgeEntry[] = [
  ...stressHealthEntries,
  ...workloadBalanceEntries,
  ...relationsSupportEntries,
  ...meaningCareerEntries,
  ...managersFreelancersEntries,
];
