import { describe, expect, it } from 'vitest';
import { isValidAnswer, TEXT_ANSWER_MAX_LENGTH } from '../questionnaire/answer.ts';
import {
  answerInputSchema,
  firstUnansweredIndex,
  isAnswered,
  progressPercent,
  summarize,
  toStoredAnswer,
  type OnboardingAnswer,
} from './answers.ts';
import { findQuestion, QUESTION_IDS } from './questionnaire.ts';

const values = findQuestion('1-1')!;
const story = findQuestion('1-2')!;
const fit = findQuestion('1-3')!;
const ALL_VALUES = [
  'autonomy',
  'creativity',
  'innovation',
  'collaboration',
  'leadership',
  'work_life_balance',
  'social_impact',
  'continuous_learning',
];

/** A valid stored answer for any question id. */
function answer(questionId: string, answeredAt = '2026-03-02T09:00:00.000Z'): OnboardingAnswer {
  const kind = findQuestion(questionId)?.kind;
  return {
    questionId,
    textResponse: kind === 'text' ? 'Une réponse écrite' : null,
    multiChoiceResponse: kind === 'multi' ? [multiOption(questionId)] : null,
    scaleResponse: kind === 'scale' ? 7 : null,
    answeredAt,
  };
}

function multiOption(questionId: string): string {
  const question = findQuestion(questionId);
  return question?.kind === 'multi' ? question.options[0]!.id : 'none';
}

const minute = (n: number) => new Date(Date.UTC(2026, 2, 2, 9, n)).toISOString();

describe('isValidAnswer', () => {
  it('accepts a text that is not empty once trimmed', () => {
    expect(isValidAnswer(story, { text: 'Le jour où nous avons livré' })).toBe(true);
    expect(isValidAnswer(story, { text: '  a  ' })).toBe(true);
    expect(isValidAnswer(story, { text: '' })).toBe(false);
    expect(isValidAnswer(story, { text: '   ' })).toBe(false);
    expect(isValidAnswer(story, { text: '\n\t ' })).toBe(false);
    expect(isValidAnswer(story, {})).toBe(false);
  });

  it('refuses a text longer than the limit', () => {
    expect(isValidAnswer(story, { text: 'a'.repeat(TEXT_ANSWER_MAX_LENGTH) })).toBe(true);
    expect(isValidAnswer(story, { text: 'a'.repeat(TEXT_ANSWER_MAX_LENGTH + 1) })).toBe(false);
  });

  it('needs at least one known, unique option, with no maximum', () => {
    expect(isValidAnswer(values, { choices: ['autonomy'] })).toBe(true);
    expect(isValidAnswer(values, { choices: ALL_VALUES })).toBe(true);
    expect(isValidAnswer(values, { choices: [] })).toBe(false);
    expect(isValidAnswer(values, {})).toBe(false);
    expect(isValidAnswer(values, { choices: ['autonomy', 'telepathy'] })).toBe(false);
    expect(isValidAnswer(values, { choices: ['Autonomie'] })).toBe(false);
    expect(isValidAnswer(values, { choices: ['autonomy', 'autonomy'] })).toBe(false);
  });

  it('refuses an option of another question', () => {
    expect(isValidAnswer(values, { choices: ['teamwork'] })).toBe(false);
    expect(isValidAnswer(findQuestion('2-1')!, { choices: ['teamwork'] })).toBe(true);
  });

  it('needs an integer scale from 1 to 10', () => {
    for (const scale of [1, 5, 10]) expect(isValidAnswer(fit, { scale })).toBe(true);
    for (const scale of [0, 11, -1, 5.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isValidAnswer(fit, { scale })).toBe(false);
    }
    expect(isValidAnswer(fit, {})).toBe(false);
  });

  it('looks only at the field of the question kind', () => {
    expect(isValidAnswer(story, { choices: ['autonomy'] })).toBe(false);
    expect(isValidAnswer(story, { scale: 5 })).toBe(false);
    expect(isValidAnswer(values, { text: 'Autonomie' })).toBe(false);
    expect(isValidAnswer(fit, { text: '5' })).toBe(false);
    expect(isValidAnswer(values, { choices: ['autonomy'], text: '' })).toBe(true);
    expect(isValidAnswer(fit, { scale: 4, choices: ['telepathy'] })).toBe(true);
  });
});

describe('answerInputSchema', () => {
  it('accepts the three fields and refuses anything else', () => {
    expect(answerInputSchema.safeParse({ text: 'ok' }).success).toBe(true);
    expect(answerInputSchema.safeParse({ choices: ALL_VALUES }).success).toBe(true);
    expect(answerInputSchema.safeParse({ scale: 3 }).success).toBe(true);
    expect(answerInputSchema.safeParse({ scale: 3.5 }).success).toBe(false);
    expect(answerInputSchema.safeParse({ choices: [...ALL_VALUES, 'ninth'] }).success).toBe(false);
    expect(answerInputSchema.safeParse({ note: 'x' }).success).toBe(false);
  });
});

describe('toStoredAnswer', () => {
  it('keeps a text as written, trimmed at the ends only', () => {
    expect(toStoredAnswer(story, { text: '  Le jour où…\n  tout a changé  ' })).toEqual({
      textResponse: 'Le jour où…\n  tout a changé',
      multiChoiceResponse: null,
      scaleResponse: null,
    });
  });

  it('stores only the field of the question kind', () => {
    expect(toStoredAnswer(values, { choices: ['leadership', 'autonomy'], text: 'ignored' })).toEqual({
      textResponse: null,
      multiChoiceResponse: ['leadership', 'autonomy'],
      scaleResponse: null,
    });
    expect(toStoredAnswer(fit, { scale: 8, choices: ['ignored'] })).toEqual({
      textResponse: null,
      multiChoiceResponse: null,
      scaleResponse: 8,
    });
  });
});

describe('isAnswered', () => {
  it('checks a stored answer against its question', () => {
    expect(isAnswered(answer('1-1'))).toBe(true);
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ ...answer('1-1'), questionId: '9-9' })).toBe(false);
    expect(isAnswered({ ...answer('1-2'), textResponse: '  ' })).toBe(false);
    expect(isAnswered({ ...answer('1-3'), scaleResponse: 0 })).toBe(false);
    expect(isAnswered({ ...answer('1-1'), multiChoiceResponse: [] })).toBe(false);
  });
});

describe('summarize', () => {
  it('reports nothing answered as 0 % with no last answer', () => {
    expect(summarize([])).toEqual({ totalQuestions: 12, answeredQuestions: 0, completionRate: 0, lastAnswered: null });
  });

  it('reports half the questions as 50 % and the latest answer time', () => {
    const half = QUESTION_IDS.slice(0, 6).map((id, index) => answer(id, minute([3, 1, 5, 0, 4, 2][index]!)));
    expect(summarize(half)).toEqual({
      totalQuestions: 12,
      answeredQuestions: 6,
      completionRate: 50,
      lastAnswered: minute(5),
    });
  });

  it('reports all twelve as 100 %', () => {
    const all = QUESTION_IDS.map((id, index) => answer(id, minute(index)));
    expect(summarize(all)).toMatchObject({ answeredQuestions: 12, completionRate: 100, lastAnswered: minute(11) });
  });

  it('rounds the rate', () => {
    expect(summarize([answer('1-1')]).completionRate).toBe(8);
    expect(summarize(QUESTION_IDS.slice(0, 5).map((id) => answer(id))).completionRate).toBe(42);
  });

  it('does not count invalid or unknown stored answers, nor their time', () => {
    const stored = [
      answer('1-1', minute(1)),
      { ...answer('1-2', minute(9)), textResponse: '   ' },
      { ...answer('1-3', minute(8)), scaleResponse: 11 },
      { ...answer('2-1', minute(7)), multiChoiceResponse: ['telepathy'] },
      answer('7-1', minute(6)),
    ];
    expect(summarize(stored)).toEqual({
      totalQuestions: 12,
      answeredQuestions: 1,
      completionRate: 8,
      lastAnswered: minute(1),
    });
  });
});

describe('firstUnansweredIndex', () => {
  it('starts at the first question when nothing is answered', () => {
    expect(firstUnansweredIndex([])).toBe(0);
  });

  it('resumes at a gap in the middle', () => {
    const withGap = QUESTION_IDS.filter((id) => id !== '2-2').map((id) => answer(id));
    expect(firstUnansweredIndex(withGap)).toBe(4);
  });

  it('resumes after the answered ones, whatever their order', () => {
    const firstFour = QUESTION_IDS.slice(0, 4)
      .map((id) => answer(id))
      .reverse();
    expect(firstUnansweredIndex(firstFour)).toBe(4);
  });

  it('treats an invalid answer as a gap', () => {
    const stored = QUESTION_IDS.map((id) => (id === '3-3' ? { ...answer(id), scaleResponse: 0 } : answer(id)));
    expect(firstUnansweredIndex(stored)).toBe(8);
  });

  it('stays on the last question when all are answered', () => {
    expect(firstUnansweredIndex(QUESTION_IDS.map((id) => answer(id)))).toBe(11);
  });
});

describe('progressPercent', () => {
  it('is the fraction of questions completed, rounded and capped', () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(1)).toBe(8);
    expect(progressPercent(3)).toBe(25);
    expect(progressPercent(6)).toBe(50);
    expect(progressPercent(11)).toBe(92);
    expect(progressPercent(12)).toBe(100);
    expect(progressPercent(13)).toBe(100);
  });
});
