/**
 * The onboarding's answers, on the questionnaire engine: the rules are the engine's (trimmed text
 * not empty and at most 2000 characters, at least one known distinct option, an integer scale from
 * 1 to 10); what is onboarding's own is the row's names (the spec's onboarding_responses columns)
 * and the summary of the spec.
 */
import {
  answerInputSchemaFor,
  fromStoredAnswer,
  isValidAnswer,
  toStoredAnswer as toEngineStoredAnswer,
  type AnswerInput,
  type StoredAnswer,
} from '../questionnaire/answer.ts';
import { percentOf, progressOf, type AnswersById } from '../questionnaire/progress.ts';
import { findQuestion, ONBOARDING_QUESTIONNAIRE, TOTAL_QUESTIONS, type OnboardingQuestion } from './questionnaire.ts';

/** One stored answer, shaped like the spec's onboarding_responses row. */
export interface OnboardingAnswer {
  questionId: string;
  textResponse: string | null;
  multiChoiceResponse: string[] | null;
  scaleResponse: number | null;
  /** ISO timestamp. */
  answeredAt: string;
}

type ResponseColumns = Pick<OnboardingAnswer, 'textResponse' | 'multiChoiceResponse' | 'scaleResponse'>;

/** The body of a save: the field of the question's kind (text, choices or scale), nothing else. */
export const answerInputSchema = answerInputSchemaFor(ONBOARDING_QUESTIONNAIRE);
export type { AnswerInput };

/** The engine's stored answer under the row's names. */
export function toStoredAnswer(question: OnboardingQuestion, input: AnswerInput): ResponseColumns {
  const stored = toEngineStoredAnswer(question, input);
  return { textResponse: stored.text, multiChoiceResponse: stored.choices, scaleResponse: stored.scale };
}

function storedAnswerOf(answer: ResponseColumns): StoredAnswer {
  return { text: answer.textResponse, choices: answer.multiChoiceResponse, scale: answer.scaleResponse };
}

/** What was given to each question, as the engine reads it (to fill the form, to measure progress). */
export function answerInputOf(answer: ResponseColumns): AnswerInput {
  return fromStoredAnswer(storedAnswerOf(answer));
}

function answersById(answers: readonly OnboardingAnswer[]): AnswersById {
  return Object.fromEntries(answers.map((answer) => [answer.questionId, answerInputOf(answer)]));
}

export function isAnswered(answer: OnboardingAnswer | undefined): boolean {
  if (!answer) return false;
  const question = findQuestion(answer.questionId);
  return question !== undefined && isValidAnswer(question, answerInputOf(answer));
}

/** The summary of the spec: total 12, answered, completion in percent (rounded), last answer. */
export function summarize(answers: OnboardingAnswer[]) {
  const progress = progressOf(ONBOARDING_QUESTIONNAIRE, answersById(answers));
  const lastAnswered = answers
    .filter(isAnswered)
    .reduce<string | null>(
      (latest, answer) => (latest === null || answer.answeredAt > latest ? answer.answeredAt : latest),
      null,
    );
  return {
    totalQuestions: progress.total,
    answeredQuestions: progress.answered,
    completionRate: progress.percent,
    lastAnswered,
  };
}
export type OnboardingSummary = ReturnType<typeof summarize>;

/** Where to resume: the first question without a valid answer (the last one when all are answered). */
export function firstUnansweredIndex(answers: OnboardingAnswer[]): number {
  return progressOf(ONBOARDING_QUESTIONNAIRE, answersById(answers)).resumeIndex;
}

/** Progress of the header bar: the fraction of questions completed, in percent. */
export function progressPercent(answeredCount: number): number {
  return percentOf(answeredCount, TOTAL_QUESTIONS);
}
