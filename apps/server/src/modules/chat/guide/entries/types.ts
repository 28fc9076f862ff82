/**
 * The built-in guide that the chat answers from when no model is configured (see ../answerer.ts).
 * Every entry exists in French (formal « vous », French typography) and in English. Answers stay
 * below clinical level: practical advice, and a pointer to a professional where it matters.
 */
import type { Localized } from '@va/core/language';
import type { UserType } from '@va/core/profile/contract';

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

/** A page the entry's advice rests on: an official or reference site, at a stable address. */
export interface GuideSource {
  /** The page's title or a short description of it, in the site's language; a code's source names its articles. */
  title: string;
  /** Who publishes it: INRS, Service-public.fr, Légifrance… */
  publisher: string;
  /** An https address: a deep link only where it is known to be stable, otherwise a section or home page. */
  url: string;
}

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

export interface GuideEntry {
  /** Stable identifier, kebab-case; what the answerer reports in `entryIds`. */
  id: string;
  topic: GuideTopic;
  title: Localized;
  /** Words and phrasings people use for this subject, searched with a higher weight. */
  keywords: Localized<string[]>;
  /** 3–6 sentences of concrete advice. */
  answer: Localized;
  /**
   * The askers the advice is written for, to rank by the asker's perspective (the user type is
   * known). A manager is an employee too: entries about one's own job, health, rights or manager
   * list both. An entry written from the chair of the person who leads the team lists 'manager'
   * alone; its employee-side twin (micromanagement, a colleague's conflict or distress, feedback
   * to one's manager) lists 'employee' alone. 'freelance' is for the self-employed.
   */
  audience: readonly [UserType, ...UserType[]];
  /** Where the advice comes from; at least one. */
  sources: readonly [GuideSource, ...GuideSource[]];
  /** When a person last checked the entry against its sources. */
  reviewed: IsoDate;
}
