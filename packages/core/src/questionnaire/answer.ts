/**
 * One answer to one question: what a person gives (AnswerInput, the body of a save), whether it is
 * valid, and the one shape every questionnaire stores (StoredAnswer). ADR 0012 says why a single
 * choice stores its option id.
 */
import { z } from 'zod';
import { cleanString } from '../fields.ts';
import { questionsOf, type Question, type Questionnaire, type ScaleQuestion } from './definition.ts';

export const TEXT_ANSWER_MAX_LENGTH = 2000;
export const OPTION_ID_MAX_LENGTH = 64;

/**
 * The field of the question's kind: `text`, `choices` (multi-choice, or one option id for a single
 * choice) or `scale`. Other fields are ignored, so a form may keep them.
 */
// A type, not an interface, so that it is a plain JSON object to the web's API client.
export type AnswerInput = {
  text?: string;
  choices?: string[];
  scale?: number;
};

/**
 * The wire schema of an answer to any question of `questionnaire`: only the three fields, bounded
 * before any rule runs (no text over the limit, no more choices than its longest option list).
 */
export function answerInputSchemaFor(questionnaire: Questionnaire) {
  const longestOptionList = Math.max(
    1,
    ...questionsOf(questionnaire).map((question) => ('options' in question ? question.options.length : 0)),
  );
  return z.strictObject({
    text: cleanString().max(TEXT_ANSWER_MAX_LENGTH).optional(),
    choices: z.array(cleanString().max(OPTION_ID_MAX_LENGTH)).max(longestOptionList).optional(),
    scale: z.number().int().optional(),
  });
}

export const textMaxLength = (question: { maxLength?: number }) => question.maxLength ?? TEXT_ANSWER_MAX_LENGTH;
export const scaleStep = (question: ScaleQuestion) => question.step ?? 1;

/** An integer of the scale: within bounds and on a step. */
export function isScaleValue(question: ScaleQuestion, value: number | undefined): value is number {
  return (
    Number.isInteger(value) &&
    value! >= question.min &&
    value! <= question.max &&
    (value! - question.min) % scaleStep(question) === 0
  );
}

function areKnownDistinctChoices(options: readonly { id: string }[], choices: readonly string[]): boolean {
  const known = new Set(options.map((choice) => choice.id));
  return new Set(choices).size === choices.length && choices.every((choice) => known.has(choice));
}

/**
 * A real answer to the question (empty is never one): a text not empty once trimmed and within its
 * length; known, distinct options within the question's counts; exactly one known option; an
 * integer of the scale. Only the field of the question's kind is read.
 */
export function isValidAnswer(question: Question, input: AnswerInput): boolean {
  switch (question.kind) {
    case 'text':
      return (
        typeof input.text === 'string' && input.text.trim().length > 0 && input.text.length <= textMaxLength(question)
      );
    case 'multi': {
      const choices = input.choices ?? [];
      const min = question.minChoices ?? 1;
      const max = question.maxChoices ?? question.options.length;
      return choices.length >= min && choices.length <= max && areKnownDistinctChoices(question.options, choices);
    }
    case 'single':
      return input.choices?.length === 1 && areKnownDistinctChoices(question.options, input.choices);
    case 'scale':
      return isScaleValue(question, input.scale);
  }
}

/** Nothing given for the question: no text but spaces, no option, no number. */
export function isBlankAnswer(question: Question, input: AnswerInput): boolean {
  switch (question.kind) {
    case 'text':
      return (input.text ?? '').trim() === '';
    case 'multi':
    case 'single':
      return (input.choices ?? []).length === 0;
    case 'scale':
      return input.scale === undefined;
  }
}

/** What lets a person move on: a valid answer, or nothing at all to an optional question. */
export function canMoveOn(question: Question, input: AnswerInput): boolean {
  return isValidAnswer(question, input) || (question.optional === true && isBlankAnswer(question, input));
}

/** Where a question's control starts before any answer: the scale's starting point, else nothing. */
export function initialAnswer(question: Question): AnswerInput {
  return question.kind === 'scale' ? { scale: question.initial ?? question.min } : {};
}

/** One stored shape for every questionnaire: only the field of the question's kind is set. */
export interface StoredAnswer {
  text: string | null;
  /** Multi-choice options, or the one option of a single choice, by id. */
  choices: string[] | null;
  scale: number | null;
}

/** The stored shape of a valid input; a text is kept as written, only trimmed at the ends. */
export function toStoredAnswer(question: Question, input: AnswerInput): StoredAnswer {
  const choosing = question.kind === 'multi' || question.kind === 'single';
  return {
    text: question.kind === 'text' ? (input.text ?? '').trim() : null,
    choices: choosing ? (input.choices ?? []) : null,
    scale: question.kind === 'scale' ? (input.scale ?? null) : null,
  };
}

/** Back to an input (to validate it again, or to fill a form): nulls become absent fields. */
export function fromStoredAnswer(stored: StoredAnswer): AnswerInput {
  return {
    ...(stored.text === null ? {} : { text: stored.text }),
    ...(stored.choices === null ? {} : { choices: stored.choices }),
    ...(stored.scale === null ? {} : { scale: stored.scale }),
  };
}

/**
 * The number a valid answer stands for, for scoring: the scale's value, or the chosen option's
 * value. Null for texts, multi-choices, options without a value and invalid answers.
 */
export function answerValue(question: Question, input: AnswerInput): number | null {
  if (!isValidAnswer(question, input)) return null;
  if (question.kind === 'scale') return input.scale!;
  if (question.kind === 'single')
    return question.options.find((choice) => choice.id === input.choices![0])?.value ?? null;
  return null;
}
