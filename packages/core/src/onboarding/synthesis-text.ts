/**
 * Small writing helpers for the ikigai synthesis: French typography (non-breaking spaces, « », ’) in French,
 * “ ” in English, and the person's choices as labels in their language.
 */
import type { Language, Localized } from '../language.ts';
import type { DimensionProfile, Intensity } from './profile.ts';
import { optionLabel } from '../questionnaire/definition.ts';
import { ONBOARDING_SESSIONS } from './questionnaire.ts';

export type ByIntensity = Record<Intensity, Localized>;

export function say(language: Language, fr: string, en: string): string {
  return language === 'fr' ? fr : en;
}

/** The labels of the chosen options (all of them, or only those in `among`), in questionnaire order. */
export function choiceLabels(profile: DimensionProfile, language: Language, among?: readonly string[]): string[] {
  const question = ONBOARDING_SESSIONS.find((session) => session.dimension === profile.dimension)?.questions.find(
    (candidate) => candidate.kind === 'multi',
  );
  return profile.choices
    .filter((id) => among === undefined || among.includes(id))
    .map((id) => (question ? optionLabel(question, id, language) : id));
}

/** Spec labels keep a straight apostrophe ("Travail d'équipe"); running text uses the typographic one. */
export function typographic(text: string): string {
  return text.replace(/'/g, '’');
}

/** A quotation: the person's words or one of their choices. The content itself is never altered. */
export function quote(content: string, language: Language): string {
  return language === 'fr' ? `«\u00a0${content}\u00a0»` : `“${content}”`;
}

export function cite(label: string, language: Language): string {
  return quote(typographic(label), language);
}

/** "a, b et c" / "a, b and c". */
export function listOf(items: string[], language: Language): string {
  if (items.length <= 1) return items.join('');
  const last = items.at(-1);
  return `${items.slice(0, -1).join(', ')} ${say(language, 'et', 'and')} ${last}`;
}

/** Choices cited one by one: « Autonomie » et « Leadership ». */
export function citeList(labels: string[], language: Language): string {
  return listOf(
    labels.map((label) => cite(label, language)),
    language,
  );
}

/** Choices as words inside a sentence: "autonomie, créativité et impact social". */
export function inlineList(labels: string[], language: Language): string {
  return listOf(
    labels.map((label) => typographic(label.charAt(0).toLowerCase() + label.slice(1))),
    language,
  );
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function sentences(...parts: (string | false | null | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
}
