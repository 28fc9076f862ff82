/**
 * A second questionnaire needs content only: the fixture below is data, and the engine validates,
 * stores, progresses and resumes it with no code of its own.
 */
import { describe, expect, it } from 'vitest';
import { WEEKLY_PULSE } from '../../test/fixtures/weekly-pulse.ts';
import {
  answerInputSchemaFor,
  answerValue,
  canMoveOn,
  fromStoredAnswer,
  initialAnswer,
  isValidAnswer,
  toStoredAnswer,
  type AnswerInput,
} from './answer.ts';
import { questionnaireProblems } from './check.ts';
import { questionById, questionsOf } from './definition.ts';
import { progressOf } from './progress.ts';

const question = (id: string) => questionById(WEEKLY_PULSE, id)!;

describe('a questionnaire written as content only', () => {
  it('is sound content', () => {
    expect(questionnaireProblems(WEEKLY_PULSE)).toEqual([]);
    expect(questionsOf(WEEKLY_PULSE).map((q) => q.kind)).toEqual(['scale', 'single', 'multi', 'text']);
  });

  it('has its answers checked by the engine', () => {
    const schema = answerInputSchemaFor(WEEKLY_PULSE);
    expect(schema.safeParse({ choices: ['sleep', 'colleagues', 'breaks'] }).success).toBe(true);
    expect(schema.safeParse({ choices: ['a', 'b', 'c', 'd'] }).success).toBe(false);

    expect(isValidAnswer(question('energy'), { scale: 70 })).toBe(true);
    expect(isValidAnswer(question('energy'), { scale: 75 })).toBe(false);
    expect(isValidAnswer(question('calm'), { choices: ['often'] })).toBe(true);
    expect(isValidAnswer(question('calm'), { choices: ['often', 'never'] })).toBe(false);
    expect(isValidAnswer(question('helped'), { choices: ['sleep', 'breaks'] })).toBe(true);
    expect(isValidAnswer(question('helped'), { choices: ['sleep', 'breaks', 'colleagues'] })).toBe(false);
    expect(isValidAnswer(question('note'), { text: 'a'.repeat(281) })).toBe(false);
    expect(canMoveOn(question('note'), { text: '' })).toBe(true);
    expect(canMoveOn(question('calm'), {})).toBe(false);
  });

  it('starts its slider where the content says and scores the single choice by its values', () => {
    expect(initialAnswer(question('energy'))).toEqual({ scale: 50 });
    expect(answerValue(question('calm'), { choices: ['always'] })).toBe(5);
    expect(answerValue(question('energy'), { scale: 20 })).toBe(20);
  });

  it('is stored in the one shape and progressed, resumed and completed by the engine', () => {
    const answers: Record<string, AnswerInput> = {};
    const give = (id: string, input: AnswerInput) => {
      answers[id] = fromStoredAnswer(toStoredAnswer(question(id), input));
    };
    expect(progressOf(WEEKLY_PULSE, answers)).toMatchObject({ answered: 0, percent: 0, resumeIndex: 0 });

    give('energy', { scale: 60 });
    give('helped', { choices: ['colleagues'] });
    expect(progressOf(WEEKLY_PULSE, answers)).toEqual({
      total: 4,
      answered: 2,
      percent: 67,
      complete: false,
      resumeIndex: 1,
    });

    give('calm', { choices: ['never'] });
    expect(answers.calm).toEqual({ choices: ['never'] });
    // The optional note left empty: complete, and offered again on return.
    expect(progressOf(WEEKLY_PULSE, answers)).toEqual({
      total: 4,
      answered: 3,
      percent: 100,
      complete: true,
      resumeIndex: 3,
    });

    give('note', { text: '  Une bonne semaine.  ' });
    expect(answers.note).toEqual({ text: 'Une bonne semaine.' });
    expect(progressOf(WEEKLY_PULSE, answers)).toMatchObject({ answered: 4, complete: true, resumeIndex: 3 });
  });
});
