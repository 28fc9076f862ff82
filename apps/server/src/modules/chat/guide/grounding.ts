import type { GroundingEntry } from '@va/core/chat/system-message';
import type { Language } from '@va/core/language';
import type { UserType } from '@va/core/profile/contract';
import { createGuideAnswerer } from './answerer.ts';
import { GUIDE_ENTRIES } from './entries/index.ts';

/** How many of the guide's entries a model is given: the best two, as the guide would rank them. */
const GROUNDING_SIZE = 2;

const answerer = createGuideAnswerer();
const byId = new Map(GUIDE_ENTRIES.map((entry) => [entry.id, entry]));

/**
 * The guide's best entries for a question, in the reply's language, with their sources: what a
 * configured model grounds its answer on and cites. Never the crisis entry (the crisis card is the
 * chat's, whatever the model says).
 */
export function groundingFor(question: string, language: Language, asker?: UserType): GroundingEntry[] {
  return answerer
    .ranked(question, language, asker)
    .filter((id) => id !== 'crisis')
    .slice(0, GROUNDING_SIZE)
    .flatMap((id) => byId.get(id) ?? [])
    .map((entry) => ({ title: entry.title[language], text: entry.answer[language], sources: entry.sources }));
}
