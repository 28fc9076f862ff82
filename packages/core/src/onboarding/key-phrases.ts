/**
 * Key phrases of a free-text answer: the person's own words, never rewritten, so that the summary
 * can quote them back. Every phrase is a substring of the trimmed text (a phrase cut for length
 * ends with '…', which is ours).
 */
export const KEY_PHRASE_MAX_LENGTH = 160;
const MIN_WORDS = 3;
const SUBSTANTIVE_LETTERS = 4;

// Sentence ends only count before a space or the end, so that 3.5 or e.mail stay whole, and not
// just before a closing quote, so that a quotation (« bravo ! ») stays in one piece.
const SEPARATOR = /[.!?;…]+(?=\s|$)(?!\s*[»”])|[\r\n]+|\s[-–—]\s/gu;
const LEADING_NOISE = /^[\s,:;.!?…\-–—•*·»”)\]]+/u;
const TRAILING_NOISE = /[\s,:;.!?…\-–—•*·«“([]+$/u;
const QUOTE_PAIRS: [string, string][] = [
  ['«', '»'],
  ['“', '”'],
  ['(', ')'],
];

interface Fragment {
  text: string;
  position: number;
  score: number;
}

export function extractKeyPhrases(text: string, max = 2): string[] {
  const trimmed = text.trim();
  if (max < 1 || trimmed === '') return [];

  const fragments = splitFragments(trimmed).filter((fragment) => words(fragment.text).length >= MIN_WORDS);
  if (fragments.length === 0) {
    // A short answer ("Aider les autres.") is still worth quoting whole.
    const whole = cleanEnds(trimmed);
    return whole === '' ? [] : [truncateAtWord(whole, KEY_PHRASE_MAX_LENGTH)];
  }

  return fragments
    .toSorted((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, max)
    .toSorted((a, b) => a.position - b.position)
    .map((fragment) => truncateAtWord(fragment.text, KEY_PHRASE_MAX_LENGTH));
}

function splitFragments(text: string): Fragment[] {
  const fragments: Fragment[] = [];
  const push = (raw: string) => {
    const cleaned = cleanEnds(raw);
    if (cleaned !== '') fragments.push({ text: cleaned, position: fragments.length, score: substance(cleaned) });
  };
  let start = 0;
  for (const match of text.matchAll(SEPARATOR)) {
    push(text.slice(start, match.index));
    start = match.index + match[0].length;
  }
  push(text.slice(start));
  return fragments;
}

/** Trims spaces, stray punctuation and a quote mark left open by the split; what remains is still a substring. */
function cleanEnds(fragment: string): string {
  let text = fragment.replace(LEADING_NOISE, '').replace(TRAILING_NOISE, '');
  for (const [open, close] of QUOTE_PAIRS) {
    if (text.startsWith(open) && !text.includes(close)) text = text.slice(open.length).replace(LEADING_NOISE, '');
    if (text.endsWith(close) && !text.includes(open)) text = text.slice(0, -close.length).replace(TRAILING_NOISE, '');
  }
  return text;
}

function words(text: string): string[] {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token));
}

/** Long words carry the meaning; "et", "de", "le" do not. */
function substance(text: string): number {
  return words(text).filter((word) => (word.match(/\p{L}/gu) ?? []).length >= SUBSTANTIVE_LETTERS).length;
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - 1;
  const head = text.slice(0, room);
  const endsOnBoundary = /\s/u.test(text.charAt(room));
  const lastSpace = head.search(/\s\S*$/u);
  const cut = endsOnBoundary || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  const clean = cut.replace(TRAILING_NOISE, '');
  return `${clean === '' ? head : clean}…`;
}
