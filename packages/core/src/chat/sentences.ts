/**
 * Replies to greetings and simple messages are cut to their first sentence (spec part 2 §9), so
 * 'Merci' is not answered with three paragraphs.
 */

/** A run of sentence-ending marks: '.', '!', '?', '…', '?!', '...'. */
const TERMINATOR = /[.!?…]+/g;

/** What may close a sentence after its mark: ')', '»' (maybe after a non-breaking space), quotes, Markdown emphasis. */
const CLOSERS = /^(?:[)\]"'’”*_]|[\u00a0\u202f ]?»)*/u;

/** Abbreviations that end with a period without ending the sentence (folded to lowercase). */
const ABBREVIATIONS = new Set([
  'p.',
  'ex.',
  'e.g.',
  'i.e.',
  'cf.',
  'etc.',
  'env.',
  'vs.',
  'mr.',
  'mrs.',
  'ms.',
  'dr.',
  'st.',
  'm.',
  'mme.',
  'mlle.',
  'no.',
  'n°.',
  'approx.',
  'art.',
]);

/** The word right before a period, period included: 'ex.' in 'p. ex.', '2.' in a numbered list. */
function tokenBefore(text: string, periodIndex: number): string {
  const start = text.slice(0, periodIndex).search(/\S*$/u);
  return text.slice(start, periodIndex + 1);
}

/**
 * Does this single period end a sentence? Not after an abbreviation ('p. ex.', 'e.g.'), an
 * initial ('J. Dupont'), or a list number opening a line or following a colon ('1. Respirez'). '3.5' never gets here: no space follows.
 * 'etc.' followed by a capital is taken as the end of the sentence.
 */
function periodEndsSentence(text: string, periodIndex: number, after: string): boolean {
  const token = tokenBefore(text, periodIndex);
  const lower = token.toLowerCase();
  if (/^\p{Lu}\.$/u.test(token)) return false;
  if (/^\d{1,2}\.$/.test(token) && /(?:^|[\n:])\s*$/u.test(text.slice(0, periodIndex + 1 - token.length))) return false;
  if (lower === 'etc.') return /^\s+\p{Lu}/u.test(after) || after.trim() === '';
  return !ABBREVIATIONS.has(lower);
}

/** The first sentence of a text, its final mark kept; the whole trimmed text when no sentence ends. */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  for (const match of trimmed.matchAll(TERMINATOR)) {
    const markEnd = match.index + match[0].length;
    const closers = CLOSERS.exec(trimmed.slice(markEnd))?.[0] ?? '';
    const end = markEnd + closers.length;
    const after = trimmed.slice(end);
    // A mark followed by a letter or a digit is inside a word or a number: 'e.g', '3.5', 'www.site'.
    if (after !== '' && !/^\s/u.test(after)) continue;
    if (match[0] === '.' && !periodEndsSentence(trimmed, match.index, after)) continue;
    return trimmed.slice(0, end).trim();
  }
  return trimmed;
}
