import { z } from 'zod';
import {
  findQuestion,
  ONBOARDING_QUESTIONS,
  SCALE_MAX,
  SCALE_MIN,
  TOTAL_QUESTIONS,
  type Question,
} from './questionnaire.ts';

/** One stored answer, shaped like the spec's onboarding_responses row. */
export interface OnboardingAnswer {
  questionId: string;
  textResponse: string | null;
  multiChoiceResponse: string[] | null;
  scaleResponse: number | null;
  /** ISO timestamp. */
  answeredAt: string;
}

export const TEXT_ANSWER_MAX_LENGTH = 2000;

/** The body of a save: exactly one of the three fields, matching the question's kind. */
export const answerInputSchema = z.strictObject({
  text: z.string().max(TEXT_ANSWER_MAX_LENGTH).optional(),
  choices: z.array(z.string().max(64)).max(8).optional(),
  scale: z.number().int().optional(),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** Validity rules of the spec (part 1 §5): trimmed text, at least one option, a scale from 1 to 10. */
export function isValidAnswer(question: Question, input: AnswerInput): boolean {
  switch (question.kind) {
    case 'text':
      return (
        typeof input.text === 'string' && input.text.trim().length > 0 && input.text.length <= TEXT_ANSWER_MAX_LENGTH
      );
    case 'multi': {
      const known = new Set(question.options.map((choice) => choice.id));
      const choices = input.choices ?? [];
      return (
        choices.length > 0 && new Set(choices).size === choices.length && choices.every((choice) => known.has(choice))
      );
    }
    case 'scale':
      return Number.isInteger(input.scale) && input.scale! >= SCALE_MIN && input.scale! <= SCALE_MAX;
  }
}

/** The stored shape of a valid input (text kept as written, only trimmed at the ends). */
export function toStoredAnswer(question: Question, input: AnswerInput) {
  return {
    textResponse: question.kind === 'text' ? (input.text ?? '').trim() : null,
    multiChoiceResponse: question.kind === 'multi' ? (input.choices ?? []) : null,
    scaleResponse: question.kind === 'scale' ? (input.scale ?? null) : null,
  };
}

export function isAnswered(answer: OnboardingAnswer | undefined): boolean {
  if (!answer) return false;
  const question = findQuestion(answer.questionId);
  if (!question) return false;
  return isValidAnswer(question, {
    text: answer.textResponse ?? undefined,
    choices: answer.multiChoiceResponse ?? undefined,
    scale: answer.scaleResponse ?? undefined,
  });
}

/** The summary of the spec: total 12, answered, completion in percent (rounded), last answer. */
export function summarize(answers: OnboardingAnswer[]) {
  const answered = answers.filter(isAnswered);
  const lastAnswered = answered.reduce<string | null>(
    (latest, answer) => (latest === null || answer.answeredAt > latest ? answer.answeredAt : latest),
    null,
  );
  return {
    totalQuestions: TOTAL_QUESTIONS,
    answeredQuestions: answered.length,
    completionRate: Math.round((answered.length / TOTAL_QUESTIONS) * 100),
    lastAnswered,
  };
}
export type OnboardingSummary = ReturnType<typeof summarize>;

/** Where to resume: the first question without a valid answer (the last one when all are answered). */
export function firstUnansweredIndex(answers: OnboardingAnswer[]): number {
  const byId = new Map(answers.map((answer) => [answer.questionId, answer]));
  const index = ONBOARDING_QUESTIONS.findIndex((question) => !isAnswered(byId.get(question.id)));
  return index === -1 ? TOTAL_QUESTIONS - 1 : index;
}

/** Progress of the header bar: the fraction of questions completed, in percent. */
export function progressPercent(answeredCount: number): number {
  return Math.round((Math.min(answeredCount, TOTAL_QUESTIONS) / TOTAL_QUESTIONS) * 100);
}
