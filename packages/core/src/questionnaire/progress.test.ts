import { describe, expect, it } from 'vitest';
import type { Questionnaire, TextQuestion } from './definition.ts';
import { isComplete, percentOf, progressOf, resumeIndex } from './progress.ts';

const text = (fr: string) => ({ fr, en: fr });
const question = (id: string, optional = false): TextQuestion => ({ id, kind: 'text', prompt: text(id), optional });
const questionnaire = (...questions: TextQuestion[]): Questionnaire => ({
  id: 'q',
  sections: [
    { title: text('A'), questions: questions.slice(0, 2) },
    { title: text('B'), questions: questions.slice(2) },
  ],
});
const four = questionnaire(question('a'), question('b'), question('c'), question('d'));
const withNote = questionnaire(question('a'), question('note', true), question('c'));
const ok = { text: 'oui' };

describe('percentOf', () => {
  it('rounds and caps a share in percent', () => {
    expect(percentOf(0, 12)).toBe(0);
    expect(percentOf(1, 12)).toBe(8);
    expect(percentOf(5, 12)).toBe(42);
    expect(percentOf(11, 12)).toBe(92);
    expect(percentOf(12, 12)).toBe(100);
    expect(percentOf(13, 12)).toBe(100);
    expect(percentOf(-1, 12)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
  });

  it('counts nothing to do as done', () => {
    expect(percentOf(0, 0)).toBe(100);
  });
});

describe('progressOf', () => {
  it('starts at the first question with nothing answered', () => {
    expect(progressOf(four, {})).toEqual({ total: 4, answered: 0, percent: 0, complete: false, resumeIndex: 0 });
  });

  it('counts valid answers across sections and resumes at the first gap', () => {
    expect(progressOf(four, { a: ok, b: ok, d: ok })).toEqual({
      total: 4,
      answered: 3,
      percent: 75,
      complete: false,
      resumeIndex: 2,
    });
  });

  it('treats an invalid answer as a gap', () => {
    expect(progressOf(four, { a: ok, b: { text: '  ' }, c: ok, d: ok })).toMatchObject({
      answered: 3,
      complete: false,
      resumeIndex: 1,
    });
    expect(progressOf(four, { a: { choices: ['x'] } }).resumeIndex).toBe(0);
  });

  it('ignores answers to questions it does not have, and undefined entries', () => {
    expect(progressOf(four, { z: ok, a: undefined, b: ok })).toMatchObject({ answered: 1, resumeIndex: 0 });
  });

  it('stays on the last question once all are answered', () => {
    expect(progressOf(four, { a: ok, b: ok, c: ok, d: ok })).toEqual({
      total: 4,
      answered: 4,
      percent: 100,
      complete: true,
      resumeIndex: 3,
    });
  });

  it('completes without an optional question, whose answer still counts as answered', () => {
    expect(progressOf(withNote, { a: ok, c: ok })).toEqual({
      total: 3,
      answered: 2,
      percent: 100,
      complete: true,
      resumeIndex: 1,
    });
    expect(progressOf(withNote, { a: ok, note: ok })).toEqual({
      total: 3,
      answered: 2,
      percent: 50,
      complete: false,
      resumeIndex: 2,
    });
    expect(progressOf(withNote, { a: ok, note: ok, c: ok }).answered).toBe(3);
  });

  it('handles a questionnaire of optional questions only', () => {
    const optionalOnly = questionnaire(question('x', true));
    expect(progressOf(optionalOnly, {})).toEqual({
      total: 1,
      answered: 0,
      percent: 100,
      complete: true,
      resumeIndex: 0,
    });
  });
});

describe('resumeIndex and isComplete', () => {
  it('agree with progressOf', () => {
    expect(resumeIndex(four, { a: ok })).toBe(1);
    expect(resumeIndex(four, { a: ok, b: ok, c: ok, d: ok })).toBe(3);
    expect(isComplete(four, { a: ok, b: ok, c: ok })).toBe(false);
    expect(isComplete(four, { a: ok, b: ok, c: ok, d: ok })).toBe(true);
    expect(isComplete(withNote, { a: ok, c: ok })).toBe(true);
  });
});
