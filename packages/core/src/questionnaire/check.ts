/**
 * What is wrong with a questionnaire's content, as sentences for the author. Each questionnaire's
 * test asserts there is nothing, so a mistake in content (a repeated id, a scale that cannot be
 * answered, a missing translation) fails a test instead of reaching a person.
 */
import { LANGUAGES, type Localized } from '../language.ts';
import { isScaleValue, OPTION_ID_MAX_LENGTH, scaleStep, TEXT_ANSWER_MAX_LENGTH } from './answer.ts';
import { questionsOf, type Question, type Questionnaire } from './definition.ts';

/** Ids are stored and travel in URLs: lower-case letters, digits, '_' and '-'. */
const ID_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/** Every text a person may read in the question. */
export function textsOf(question: Question): Localized[] {
  const common = [question.prompt, ...(question.help ? [question.help] : [])];
  switch (question.kind) {
    case 'multi':
    case 'single':
      return [...common, ...question.options.map((choice) => choice.label)];
    case 'text':
      return [...common, ...(question.placeholder ? [question.placeholder] : [])];
    case 'scale':
      return [...common, question.minLabel, question.maxLabel, ...(question.pointLabels ?? []).map((p) => p.label)];
  }
}

const isMissingInALanguage = (text: Localized) => LANGUAGES.some((language) => !text[language]?.trim());

function duplicates(values: readonly (string | number)[]): Array<string | number> {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

function choiceProblems(question: Question & { options: readonly { id: string }[] }): string[] {
  const ids = question.options.map((choice) => choice.id);
  const problems = [
    ...(ids.length < 2 ? ['needs at least two options'] : []),
    ...duplicates(ids).map((id) => `option id '${id}' is repeated`),
    ...ids
      .filter((id) => !ID_PATTERN.test(id) || id.length > OPTION_ID_MAX_LENGTH)
      .map((id) => `option id '${id}' is not a short lower-case id`),
  ];
  if (question.kind === 'single') {
    for (const choice of question.options) {
      if (choice.value !== undefined && !Number.isFinite(choice.value)) {
        problems.push(`option '${choice.id}' has a value that is not a number`);
      }
    }
  }
  if (question.kind === 'multi') {
    const min = question.minChoices ?? 1;
    const max = question.maxChoices ?? ids.length;
    if (!Number.isInteger(min) || min < 1) problems.push('minChoices must be an integer of at least 1');
    if (!Number.isInteger(max) || max > ids.length) problems.push('maxChoices must be an integer up to the options');
    if (min > max) problems.push('minChoices is above maxChoices');
  }
  return problems;
}

function scaleProblems(question: Question & { kind: 'scale' }): string[] {
  const step = scaleStep(question);
  const problems: string[] = [];
  if (![question.min, question.max, step].every(Number.isInteger)) problems.push('min, max and step must be integers');
  else if (question.min >= question.max) problems.push('min must be below max');
  else if (step < 1 || (question.max - question.min) % step !== 0) problems.push('step must divide max − min');
  if (question.initial !== undefined && !isScaleValue(question, question.initial)) {
    problems.push(`initial ${question.initial} is not a point of the scale`);
  }
  const points = (question.pointLabels ?? []).map((point) => point.value);
  for (const value of points) if (!isScaleValue(question, value)) problems.push(`point ${value} is not on the scale`);
  for (const value of duplicates(points)) problems.push(`point ${value} is labelled twice`);
  return problems;
}

function questionProblems(question: Question): string[] {
  const problems: string[] = [];
  if (!ID_PATTERN.test(question.id)) problems.push('id is not a short lower-case id');
  if (question.kind === 'multi' || question.kind === 'single') problems.push(...choiceProblems(question));
  if (question.kind === 'scale') problems.push(...scaleProblems(question));
  if (question.kind === 'text') {
    const max = question.maxLength ?? TEXT_ANSWER_MAX_LENGTH;
    if (!Number.isInteger(max) || max < 1 || max > TEXT_ANSWER_MAX_LENGTH) {
      problems.push(`maxLength must be from 1 to ${TEXT_ANSWER_MAX_LENGTH}`);
    }
  }
  if (textsOf(question).some(isMissingInALanguage)) {
    problems.push('a text is missing in a language');
  }
  return problems;
}

export function questionnaireProblems(questionnaire: Questionnaire): string[] {
  const questions = questionsOf(questionnaire);
  const problems: string[] = [];
  if (!ID_PATTERN.test(questionnaire.id)) problems.push(`questionnaire id '${questionnaire.id}' is not a short id`);
  if (questions.length === 0) problems.push('has no question');
  questionnaire.sections.forEach((section, index) => {
    if (section.questions.length === 0) problems.push(`section ${index + 1} has no question`);
    const texts = [section.title, ...(section.intro ? [section.intro] : [])];
    if (texts.some(isMissingInALanguage)) {
      problems.push(`section ${index + 1}: a text is missing in a language`);
    }
  });
  for (const id of duplicates(questions.map((question) => question.id)))
    problems.push(`question id '${id}' is repeated`);
  for (const question of questions) {
    problems.push(...questionProblems(question).map((problem) => `${question.id}: ${problem}`));
  }
  return problems;
}
