import { describe, expect, it } from 'vitest';
import {
  answerInputSchemaFor,
  answerValue,
  canMoveOn,
  fromStoredAnswer,
  initialAnswer,
  isBlankAnswer,
  isScaleValue,
  isValidAnswer,
  TEXT_ANSWER_MAX_LENGTH,
  toStoredAnswer,
  type AnswerInput,
} from './answer.ts';
import type {
  MultiChoiceQuestion,
  Question,
  Questionnaire,
  ScaleQuestion,
  SingleChoiceQuestion,
  TextQuestion,
} from './definition.ts';

const text = (fr: string) => ({ fr, en: fr });
const base = { prompt: text('?') };

const story: TextQuestion = { ...base, id: 'story', kind: 'text' };
const note: TextQuestion = { ...base, id: 'note', kind: 'text', maxLength: 10, optional: true };
const values: MultiChoiceQuestion = {
  ...base,
  id: 'values',
  kind: 'multi',
  options: ['a', 'b', 'c', 'd'].map((id) => ({ id, label: text(id) })),
};
const twoOrThree: MultiChoiceQuestion = { ...values, id: 'two-or-three', minChoices: 2, maxChoices: 3 };
const oneToTen: ScaleQuestion = {
  ...base,
  id: 'fit',
  kind: 'scale',
  min: 1,
  max: 10,
  minLabel: text('-'),
  maxLabel: text('+'),
};
const byTens: ScaleQuestion = { ...oneToTen, id: 'energy', min: 0, max: 100, step: 10, initial: 50 };
const negative: ScaleQuestion = { ...oneToTen, id: 'mood', min: -2, max: 2 };
const who5Item: SingleChoiceQuestion = {
  ...base,
  id: 'cheerful',
  kind: 'single',
  options: [
    { id: 'all', label: text('Tout le temps'), value: 5 },
    { id: 'half', label: text('Plus de la moitié du temps'), value: 3 },
    { id: 'none', label: text('Jamais'), value: 0 },
    { id: 'unsure', label: text('Je ne sais pas') },
  ],
};

describe('isValidAnswer: text', () => {
  it('needs a text that is not empty once trimmed', () => {
    expect(isValidAnswer(story, { text: 'Le jour où' })).toBe(true);
    expect(isValidAnswer(story, { text: '  a  ' })).toBe(true);
    for (const blank of ['', '   ', '\n\t ']) expect(isValidAnswer(story, { text: blank })).toBe(false);
    expect(isValidAnswer(story, {})).toBe(false);
  });

  it('counts the length as written, 2000 by default or the question’s own limit', () => {
    expect(isValidAnswer(story, { text: 'a'.repeat(TEXT_ANSWER_MAX_LENGTH) })).toBe(true);
    expect(isValidAnswer(story, { text: 'a'.repeat(TEXT_ANSWER_MAX_LENGTH + 1) })).toBe(false);
    expect(isValidAnswer(note, { text: 'a'.repeat(10) })).toBe(true);
    expect(isValidAnswer(note, { text: 'a'.repeat(11) })).toBe(false);
    expect(isValidAnswer(note, { text: ` ${'a'.repeat(9)} ` })).toBe(false);
  });

  it('holds an optional question’s answer to the same rules: empty is not an answer', () => {
    expect(isValidAnswer(note, { text: '' })).toBe(false);
    expect(isValidAnswer(note, { text: 'ok' })).toBe(true);
  });
});

describe('isValidAnswer: multi-choice', () => {
  it('needs at least one known, distinct option and has no maximum by default', () => {
    expect(isValidAnswer(values, { choices: ['a'] })).toBe(true);
    expect(isValidAnswer(values, { choices: ['d', 'a', 'c', 'b'] })).toBe(true);
    expect(isValidAnswer(values, { choices: [] })).toBe(false);
    expect(isValidAnswer(values, {})).toBe(false);
    expect(isValidAnswer(values, { choices: ['a', 'z'] })).toBe(false);
    expect(isValidAnswer(values, { choices: ['A'] })).toBe(false);
    expect(isValidAnswer(values, { choices: ['a', 'a'] })).toBe(false);
  });

  it('keeps to the question’s minimum and maximum counts', () => {
    expect(isValidAnswer(twoOrThree, { choices: ['a'] })).toBe(false);
    expect(isValidAnswer(twoOrThree, { choices: ['a', 'b'] })).toBe(true);
    expect(isValidAnswer(twoOrThree, { choices: ['a', 'b', 'c'] })).toBe(true);
    expect(isValidAnswer(twoOrThree, { choices: ['a', 'b', 'c', 'd'] })).toBe(false);
  });
});

describe('isValidAnswer: single choice', () => {
  it('needs exactly one known option id', () => {
    expect(isValidAnswer(who5Item, { choices: ['half'] })).toBe(true);
    expect(isValidAnswer(who5Item, { choices: ['unsure'] })).toBe(true);
    expect(isValidAnswer(who5Item, { choices: [] })).toBe(false);
    expect(isValidAnswer(who5Item, {})).toBe(false);
    expect(isValidAnswer(who5Item, { choices: ['all', 'none'] })).toBe(false);
    expect(isValidAnswer(who5Item, { choices: ['half', 'half'] })).toBe(false);
    expect(isValidAnswer(who5Item, { choices: ['sometimes'] })).toBe(false);
  });

  it('refuses the value in place of the id', () => {
    expect(isValidAnswer(who5Item, { choices: ['3'] })).toBe(false);
    expect(isValidAnswer(who5Item, { scale: 3 })).toBe(false);
  });
});

describe('isValidAnswer: scale', () => {
  it('needs an integer within the bounds', () => {
    for (const scale of [1, 5, 10]) expect(isValidAnswer(oneToTen, { scale })).toBe(true);
    for (const scale of [0, 11, -1, 5.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isValidAnswer(oneToTen, { scale })).toBe(false);
    }
    expect(isValidAnswer(oneToTen, {})).toBe(false);
  });

  it('needs a point on the step, counted from the minimum', () => {
    for (const scale of [0, 10, 50, 100]) expect(isValidAnswer(byTens, { scale })).toBe(true);
    for (const scale of [5, 55, 99, 110, -10]) expect(isValidAnswer(byTens, { scale })).toBe(false);
  });

  it('works below zero', () => {
    for (const scale of [-2, 0, 2]) expect(isValidAnswer(negative, { scale })).toBe(true);
    expect(isValidAnswer(negative, { scale: -3 })).toBe(false);
    expect(isScaleValue(negative, undefined)).toBe(false);
  });
});

describe('isValidAnswer reads only the field of the question kind', () => {
  it('ignores the other fields, whatever they hold', () => {
    expect(isValidAnswer(story, { choices: ['a'] })).toBe(false);
    expect(isValidAnswer(story, { scale: 5 })).toBe(false);
    expect(isValidAnswer(values, { text: 'a' })).toBe(false);
    expect(isValidAnswer(oneToTen, { text: '5' })).toBe(false);
    expect(isValidAnswer(values, { choices: ['a'], text: '' })).toBe(true);
    expect(isValidAnswer(oneToTen, { scale: 4, choices: ['z'] })).toBe(true);
    expect(isValidAnswer(who5Item, { choices: ['all'], scale: 99 })).toBe(true);
  });
});

describe('blank answers and moving on', () => {
  it('tells a blank answer of each kind', () => {
    expect(isBlankAnswer(story, {})).toBe(true);
    expect(isBlankAnswer(story, { text: '  ' })).toBe(true);
    expect(isBlankAnswer(story, { text: 'x' })).toBe(false);
    expect(isBlankAnswer(values, { choices: [] })).toBe(true);
    expect(isBlankAnswer(values, { choices: ['z'] })).toBe(false);
    expect(isBlankAnswer(who5Item, {})).toBe(true);
    expect(isBlankAnswer(oneToTen, {})).toBe(true);
    expect(isBlankAnswer(oneToTen, { scale: 0 })).toBe(false);
  });

  it('lets a person move on with a valid answer, or with nothing to an optional question', () => {
    expect(canMoveOn(story, { text: 'x' })).toBe(true);
    expect(canMoveOn(story, { text: ' ' })).toBe(false);
    expect(canMoveOn(note, { text: ' ' })).toBe(true);
    expect(canMoveOn(note, {})).toBe(true);
    expect(canMoveOn(note, { text: 'a'.repeat(11) })).toBe(false);
  });

  it('starts a scale at its initial point or its minimum, and other kinds empty', () => {
    expect(initialAnswer(oneToTen)).toEqual({ scale: 1 });
    expect(initialAnswer(byTens)).toEqual({ scale: 50 });
    expect(initialAnswer(negative)).toEqual({ scale: -2 });
    expect(initialAnswer(story)).toEqual({});
    expect(initialAnswer(who5Item)).toEqual({});
  });
});

describe('stored answers', () => {
  it('keep a text as written, trimmed at the ends only', () => {
    expect(toStoredAnswer(story, { text: '  Le jour où…\n  tout a changé  ' })).toEqual({
      text: 'Le jour où…\n  tout a changé',
      choices: null,
      scale: null,
    });
  });

  it('keep only the field of the question kind; a single choice stores its option id', () => {
    expect(toStoredAnswer(values, { choices: ['c', 'a'], text: 'ignored' })).toEqual({
      text: null,
      choices: ['c', 'a'],
      scale: null,
    });
    expect(toStoredAnswer(who5Item, { choices: ['half'], scale: 3 })).toEqual({
      text: null,
      choices: ['half'],
      scale: null,
    });
    expect(toStoredAnswer(byTens, { scale: 70, choices: ['ignored'] })).toEqual({
      text: null,
      choices: null,
      scale: 70,
    });
  });

  it('come back as the input they were made from, and stay valid', () => {
    const cases: Array<[Question, AnswerInput]> = [
      [story, { text: 'Une histoire' }],
      [values, { choices: ['b', 'd'] }],
      [who5Item, { choices: ['none'] }],
      [negative, { scale: 0 }],
    ];
    for (const [question, input] of cases) {
      const back = fromStoredAnswer(toStoredAnswer(question, input));
      expect(back).toEqual(input);
      expect(isValidAnswer(question, back)).toBe(true);
    }
  });

  it('come back without the fields that are null', () => {
    expect(fromStoredAnswer({ text: null, choices: null, scale: null })).toEqual({});
    expect(fromStoredAnswer({ text: 'a', choices: ['b'], scale: 0 })).toEqual({ text: 'a', choices: ['b'], scale: 0 });
  });
});

describe('answerValue', () => {
  it('is the chosen option’s value, or the scale’s number', () => {
    expect(answerValue(who5Item, { choices: ['all'] })).toBe(5);
    expect(answerValue(who5Item, { choices: ['none'] })).toBe(0);
    expect(answerValue(byTens, { scale: 30 })).toBe(30);
    expect(answerValue(negative, { scale: -2 })).toBe(-2);
  });

  it('is null for an option without value, a text, a multi-choice or an invalid answer', () => {
    expect(answerValue(who5Item, { choices: ['unsure'] })).toBeNull();
    expect(answerValue(who5Item, { choices: ['maybe'] })).toBeNull();
    expect(answerValue(story, { text: '5' })).toBeNull();
    expect(answerValue(values, { choices: ['a'] })).toBeNull();
    expect(answerValue(byTens, { scale: 35 })).toBeNull();
  });
});

describe('answerInputSchemaFor', () => {
  const questionnaire: Questionnaire = {
    id: 'q',
    sections: [{ title: text('S'), questions: [values, who5Item, story] }],
  };
  const schema = answerInputSchemaFor(questionnaire);

  it('accepts the three fields and refuses any other', () => {
    expect(schema.safeParse({ text: 'ok' }).success).toBe(true);
    expect(schema.safeParse({ choices: ['a'] }).success).toBe(true);
    expect(schema.safeParse({ scale: -3 }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ note: 'x' }).success).toBe(false);
    expect(schema.safeParse({ choice: 'a' }).success).toBe(false);
  });

  it('bounds each field before any rule runs', () => {
    expect(schema.safeParse({ scale: 3.5 }).success).toBe(false);
    expect(schema.safeParse({ scale: '3' }).success).toBe(false);
    expect(schema.safeParse({ text: 'a'.repeat(TEXT_ANSWER_MAX_LENGTH + 1) }).success).toBe(false);
    expect(schema.safeParse({ choices: ['a', 'b', 'c', 'd'] }).success).toBe(true);
    expect(schema.safeParse({ choices: ['a', 'b', 'c', 'd', 'e'] }).success).toBe(false);
    expect(schema.safeParse({ choices: ['x'.repeat(65)] }).success).toBe(false);
    expect(schema.safeParse({ choices: 'a' }).success).toBe(false);
  });

  it('allows one choice in a questionnaire without options', () => {
    const textOnly = answerInputSchemaFor({ id: 't', sections: [{ title: text('S'), questions: [story] }] });
    expect(textOnly.safeParse({ choices: ['a'] }).success).toBe(true);
    expect(textOnly.safeParse({ choices: ['a', 'b'] }).success).toBe(false);
  });
});
