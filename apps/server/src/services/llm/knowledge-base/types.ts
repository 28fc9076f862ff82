/**
 * The built-in guide that the offline chat answers from (see ../embedded-answerer.ts). Every entry
 * exists in French (formal « vous », French typography) and in English. Answers stay below
 * clinical level: practical advice, and a pointer to a professional where it matters.
 */
export type GuideLanguage = 'fr' | 'en';

export interface Localized<T> {
  fr: T;
  en: T;
}

export const knowledgeTopics = [
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

export type KnowledgeTopic = (typeof knowledgeTopics)[number];

export interface KnowledgeEntry {
  /** Stable identifier, kebab-case; what the answerer reports in `entryIds`. */
  id: string;
  topic: KnowledgeTopic;
  title: Localized<string>;
  /** Words and phrasings people use for this subject, searched with a higher weight. */
  keywords: Localized<string[]>;
  /** 3–6 sentences of concrete advice. */
  answer: Localized<string>;
}
