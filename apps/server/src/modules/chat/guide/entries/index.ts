import { careerMovesEntries } from './career-moves.ts';
import { freelancePracticeEntries } from './freelance-practice.ts';
import { harassmentReportingEntries } from './harassment-reporting.ts';
import { managersFreelancersEntries } from './managers-freelancers.ts';
import { meaningCareerEntries } from './meaning-career.ts';
import { occupationalHealthEntries } from './occupational-health.ts';
import { relationsSupportEntries } from './relations-support.ts';
import { stressHealthEntries } from './stress-health.ts';
import { teamManagementEntries } from './team-management.ts';
import type { GuideEntry } from './types.ts';
import { workingArrangementsEntries } from './working-arrangements.ts';
import { workloadBalanceEntries } from './workload-balance.ts';
import { workplaceRelationsEntries } from './workplace-relations.ts';

export { GUIDE_TOPICS, type GuideEntry } from './types.ts';

/** Every entry of the built-in guide, in a stable order. */
export const GUIDE_ENTRIES: readonly GuideEntry[] = [
  ...stressHealthEntries,
  ...workloadBalanceEntries,
  ...relationsSupportEntries,
  ...meaningCareerEntries,
  ...managersFreelancersEntries,
  ...harassmentReportingEntries,
  ...occupationalHealthEntries,
  ...workingArrangementsEntries,
  ...workplaceRelationsEntries,
  ...teamManagementEntries,
  ...freelancePracticeEntries,
  ...careerMovesEntries,
];
