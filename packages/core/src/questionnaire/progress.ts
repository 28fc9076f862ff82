/**
 * How far a person is in a questionnaire, from their answers by question id: drafts in the
 * browser, stored answers (through fromStoredAnswer) on the server. Answers to questions the
 * questionnaire does not have are ignored.
 */
import { isValidAnswer, type AnswerInput } from './answer.ts';
import { questionsOf, type Questionnaire } from './definition.ts';

export type AnswersById = Readonly<Record<string, AnswerInput | undefined>>;

export interface QuestionnaireProgress {
  /** Questions in the questionnaire. */
  total: number;
  /** Questions with a valid answer, optional ones included. */
  answered: number;
  /** Completion in percent, rounded: valid answers to the required questions over their number. */
  percent: number;
  /** Every required question has a valid answer. */
  complete: boolean;
  /** Where to resume: the first question without a valid answer, else the last question. */
  resumeIndex: number;
}

/** A share in percent, rounded, never above 100; nothing to do counts as done. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.round((Math.min(Math.max(done, 0), total) / total) * 100);
}

export function progressOf(questionnaire: Questionnaire, answers: AnswersById): QuestionnaireProgress {
  const questions = questionsOf(questionnaire);
  const hasAnswer = questions.map((question) => {
    const answer = answers[question.id];
    return answer !== undefined && isValidAnswer(question, answer);
  });
  const required = questions.filter((question) => !question.optional);
  const answeredRequired = questions.filter((question, index) => !question.optional && hasAnswer[index]).length;
  const firstGap = hasAnswer.indexOf(false);
  return {
    total: questions.length,
    answered: hasAnswer.filter(Boolean).length,
    percent: percentOf(answeredRequired, required.length),
    complete: answeredRequired === required.length,
    resumeIndex: firstGap === -1 ? Math.max(questions.length - 1, 0) : firstGap,
  };
}

/** The index of the first question without a valid answer (the last one when all are answered). */
export function resumeIndex(questionnaire: Questionnaire, answers: AnswersById): number {
  return progressOf(questionnaire, answers).resumeIndex;
}

export function isComplete(questionnaire: Questionnaire, answers: AnswersById): boolean {
  return progressOf(questionnaire, answers).complete;
}
