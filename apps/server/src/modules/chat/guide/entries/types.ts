/**
 * The built-in guide that the chat answers from when no model is configured (see ../answerer.ts).
 * Every entry exists in French (formal « vous », French typography) and in English. Answers stay
 * below clinical level: practical advice, and a pointer to a professional where it matters.
 */
import type { Localized } from '@va/core/language';

export const GUIDE_TOPICS = [
  'stress',
  'health',
  'crisis',
  'life-events',
  'workload',
  'balance',
  'remote',
  'rights',
  'relations',
  'support',
  'meaning',
  'ikigai',
  'career',
  'change',
  'management',
  'freelance',
] as const;

export type GuideTopic = (typeof GUIDE_TOPICS)[number];

export interface GuideEntry {
  /** Stable identifier, kebab-case; what the answerer reports in `entryIds`. */
  id: string;
  topic: GuideTopic;
  title: Localized;
  /** Words and phrasings people use for this subject, searched with a higher weight. */
  keywords: Localized<string[]>;
  /** 3–6 sentences of concrete advice. */
  answer: Localized;
}
