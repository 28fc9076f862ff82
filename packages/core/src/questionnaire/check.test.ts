import { describe, expect, it } from 'vitest';
import { questionnaireProblems, textsOf } from './check.ts';
import type { Question, Questionnaire } from './definition.ts';

const text = (fr: string, en = fr) => ({ fr, en });
const options = (...ids: string[]) => ids.map((id) => ({ id, label: text(id) }));
const scale = { kind: 'scale', min: 1, max: 5, minLabel: text('-'), maxLabel: text('+') } as const;

function problemsOf(...questions: Question[]): string[] {
  return questionnaireProblems({ id: 'q', sections: [{ title: text('S'), questions }] });
}

describe('questionnaireProblems', () => {
  it('finds nothing wrong in sound content of every kind', () => {
    expect(
      problemsOf(
        { id: 'a', kind: 'multi', prompt: text('?'), options: options('x', 'y'), minChoices: 1, maxChoices: 2 },
        { id: 'b', kind: 'text', prompt: text('?'), maxLength: 280, optional: true, placeholder: text('…') },
        { id: 'c', ...scale, prompt: text('?'), step: 2, initial: 3, pointLabels: [{ value: 5, label: text('!') }] },
        {
          id: 'd',
          kind: 'single',
          prompt: text('?'),
          options: [...options('x'), { id: 'y', label: text('y'), value: 2 }],
        },
      ),
    ).toEqual([]);
  });

  it('names the questionnaire, empty sections and repeated question ids', () => {
    const question: Question = { id: 'a', kind: 'text', prompt: text('?') };
    const broken: Questionnaire = {
      id: 'Bad Id',
      sections: [
        { title: text('S'), questions: [question, question] },
        { title: text('T', ''), questions: [] },
      ],
    };
    expect(questionnaireProblems(broken)).toEqual([
      "questionnaire id 'Bad Id' is not a short id",
      'section 2 has no question',
      'section 2: a text is missing in a language',
      "question id 'a' is repeated",
    ]);
    expect(questionnaireProblems({ id: 'empty', sections: [] })).toEqual(['has no question']);
  });

  it('checks choice ids and counts', () => {
    expect(problemsOf({ id: 'a', kind: 'multi', prompt: text('?'), options: options('x') })).toEqual([
      'a: needs at least two options',
    ]);
    expect(problemsOf({ id: 'a', kind: 'single', prompt: text('?'), options: options('x', 'x', 'Y y') })).toEqual([
      "a: option id 'x' is repeated",
      "a: option id 'Y y' is not a short lower-case id",
    ]);
    expect(
      problemsOf({
        id: 'a',
        kind: 'multi',
        prompt: text('?'),
        options: options('x', 'y'),
        minChoices: 0,
        maxChoices: 3,
      }),
    ).toEqual(['a: minChoices must be an integer of at least 1', 'a: maxChoices must be an integer up to the options']);
    expect(
      problemsOf({
        id: 'a',
        kind: 'multi',
        prompt: text('?'),
        options: options('x', 'y', 'z'),
        minChoices: 3,
        maxChoices: 2,
      }),
    ).toEqual(['a: minChoices is above maxChoices']);
    expect(
      problemsOf({
        id: 'a',
        kind: 'single',
        prompt: text('?'),
        options: [...options('x'), { id: 'y', label: text('y'), value: Number.NaN }],
      }),
    ).toEqual(["a: option 'y' has a value that is not a number"]);
  });

  it('checks that a scale can be answered', () => {
    expect(problemsOf({ id: 'a', ...scale, prompt: text('?'), min: 5, max: 5 })).toEqual(['a: min must be below max']);
    expect(problemsOf({ id: 'a', ...scale, prompt: text('?'), max: 4.5 })).toEqual([
      'a: min, max and step must be integers',
    ]);
    expect(problemsOf({ id: 'a', ...scale, prompt: text('?'), step: 3 })).toEqual(['a: step must divide max − min']);
    expect(problemsOf({ id: 'a', ...scale, prompt: text('?'), step: 0 })).toEqual(['a: step must divide max − min']);
    expect(problemsOf({ id: 'a', ...scale, prompt: text('?'), initial: 6 })).toEqual([
      'a: initial 6 is not a point of the scale',
    ]);
    expect(
      problemsOf({
        id: 'a',
        ...scale,
        prompt: text('?'),
        pointLabels: [
          { value: 0, label: text('0') },
          { value: 2, label: text('2') },
          { value: 2, label: text('2') },
        ],
      }),
    ).toEqual(['a: point 0 is not on the scale', 'a: point 2 is labelled twice']);
  });

  it('checks a text’s limit against the wire limit', () => {
    expect(problemsOf({ id: 'a', kind: 'text', prompt: text('?'), maxLength: 2001 })).toEqual([
      'a: maxLength must be from 1 to 2000',
    ]);
    expect(problemsOf({ id: 'a', kind: 'text', prompt: text('?'), maxLength: 0 })).toEqual([
      'a: maxLength must be from 1 to 2000',
    ]);
  });

  it('wants every text in both languages, and short ids', () => {
    expect(problemsOf({ id: 'a', kind: 'text', prompt: text('?', ' ') })).toEqual([
      'a: a text is missing in a language',
    ]);
    expect(
      problemsOf({
        id: 'a',
        kind: 'multi',
        prompt: text('?'),
        options: [...options('x'), { id: 'y', label: text('', 'y') }],
      }),
    ).toEqual(['a: a text is missing in a language']);
    expect(problemsOf({ id: 'A 1', kind: 'text', prompt: text('?') })).toEqual([
      'A 1: id is not a short lower-case id',
    ]);
  });
});

describe('textsOf', () => {
  it('lists every text a person may read in a question', () => {
    expect(
      textsOf({
        id: 'a',
        ...scale,
        prompt: text('p'),
        help: text('h'),
        pointLabels: [{ value: 3, label: text('3') }],
      }).map((t) => t.fr),
    ).toEqual(['p', 'h', '-', '+', '3']);
    expect(textsOf({ id: 'b', kind: 'text', prompt: text('p'), placeholder: text('e.g.') }).map((t) => t.fr)).toEqual([
      'p',
      'e.g.',
    ]);
    expect(
      textsOf({ id: 'c', kind: 'single', prompt: text('p'), options: options('x', 'y') }).map((t) => t.fr),
    ).toEqual(['p', 'x', 'y']);
  });
});
