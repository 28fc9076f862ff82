/**
 * The questionnaire engine's vocabulary. A questionnaire is sections of questions of four kinds;
 * everything in it is data (texts in both languages, ids that are stored), so a new questionnaire
 * — a test, a check-in — is added by writing its content, never by writing code.
 * How to add one: docs/ARCHITECTURE.md, « Questionnaires ».
 */
import type { Language, Localized } from '../language.ts';

export interface ChoiceOption {
  /** What is stored: stable across languages and rewordings, so answers outlive the texts. */
  id: string;
  label: Localized;
}

export interface ValuedOption extends ChoiceOption {
  /**
   * The instrument's own number for this answer (WHO-5: 5 for « Tout le temps »; CBI: 0 to 100).
   * A reverse-keyed item lists its values reversed: scoring stays content.
   */
  value?: number;
}

interface QuestionBase {
  /** Unique in its questionnaire; stored with the answer, so it never changes once people answered. */
  id: string;
  prompt: Localized;
  help?: Localized;
  /** May be left empty: it neither blocks the way forward nor the completion. */
  optional?: boolean;
}

/** Several options; at least `minChoices` (1 by default), at most `maxChoices` (all by default). */
export interface MultiChoiceQuestion extends QuestionBase {
  kind: 'multi';
  options: readonly ChoiceOption[];
  minChoices?: number;
  maxChoices?: number;
}

/** A free text, not empty once trimmed, of at most `maxLength` characters (2000 by default). */
export interface TextQuestion extends QuestionBase {
  kind: 'text';
  maxLength?: number;
  placeholder?: Localized;
}

export interface ScalePoint {
  value: number;
  label: Localized;
}

/** An integer from `min` to `max` by `step` (1 by default), e.g. 1–10, 0–100 by 5. */
export interface ScaleQuestion extends QuestionBase {
  kind: 'scale';
  min: number;
  max: number;
  step?: number;
  minLabel: Localized;
  maxLabel: Localized;
  /** Words for some or all points (Mini-IPIP: 1 « Très inexact » … 5 « Très exact »). */
  pointLabels?: readonly ScalePoint[];
  /** Where the control starts before any answer (`min` by default). */
  initial?: number;
}

/** Exactly one option: the instrument's own answer labels, each with its value. */
export interface SingleChoiceQuestion extends QuestionBase {
  kind: 'single';
  options: readonly ValuedOption[];
}

export type Question = MultiChoiceQuestion | TextQuestion | ScaleQuestion | SingleChoiceQuestion;

export interface QuestionnaireSection<Q extends Question = Question> {
  title: Localized;
  /** Shown before the section's questions (WHO-5: « Au cours des deux dernières semaines… »). */
  intro?: Localized;
  questions: readonly Q[];
}

export interface Questionnaire<Q extends Question = Question> {
  /** Names the questionnaire in storage (answer queues, rows): never changes once people answered. */
  id: string;
  sections: readonly QuestionnaireSection<Q>[];
}

/** Every question, in the order they are asked. */
export function questionsOf<Q extends Question>(questionnaire: Questionnaire<Q>): Q[] {
  return questionnaire.sections.flatMap((section) => section.questions);
}

export function questionById<Q extends Question>(questionnaire: Questionnaire<Q>, id: string): Q | undefined {
  return questionsOf(questionnaire).find((question) => question.id === id);
}

/** The label of a stored option id in a language; the id itself when unknown (never a blank). */
export function optionLabel(question: Question, optionId: string, language: Language): string {
  if (question.kind !== 'multi' && question.kind !== 'single') return optionId;
  return question.options.find((choice) => choice.id === optionId)?.label[language] ?? optionId;
}
