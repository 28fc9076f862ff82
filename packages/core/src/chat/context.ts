import { foldedWords } from './text.ts';

/**
 * Spec part 2 §4 and §9: "Context memory keeps the last 5 message texts" and "a past message is
 * relevant if word overlap with the new message is at least 0.7". Our reading:
 * - `history` is the texts of the earlier messages of the conversation, oldest first (the user's
 *   and the assistant's alike, as the screen kept them);
 * - only the last 5 are considered; older ones are forgotten even when relevant;
 * - among those 5, only the relevant ones go into the prompt, oldest first, so a change of subject
 *   does not drag the previous one along;
 * - the overlap is the share of the new message's significant words that the past message also
 *   contains (asymmetric on purpose: a long past answer covering the question's words is relevant).
 */
export const CONTEXT_SIZE = 5;
export const RELEVANCE_THRESHOLD = 0.7;

/** Guards the ≥ comparison against floating-point noise (14/20 is 0.7, but sums may drift). */
const EPSILON = 1e-9;

/** Words that carry no subject, in both languages (folded; words under 3 letters are dropped anyway). */
const STOPWORDS = new Set([
  // French
  'les',
  'des',
  'une',
  'est',
  'sont',
  'suis',
  'etre',
  'ete',
  'avoir',
  'avez',
  'ont',
  'fait',
  'faire',
  'pour',
  'avec',
  'dans',
  'sur',
  'par',
  'pas',
  'que',
  'qui',
  'quoi',
  'mais',
  'donc',
  'car',
  'mon',
  'mes',
  'ton',
  'tes',
  'son',
  'ses',
  'notre',
  'nos',
  'votre',
  'vos',
  'leur',
  'leurs',
  'ces',
  'cette',
  'cet',
  'elle',
  'elles',
  'ils',
  'nous',
  'vous',
  'moi',
  'toi',
  'lui',
  'aux',
  'sans',
  'sous',
  'entre',
  'comment',
  'pourquoi',
  'quand',
  'quel',
  'quelle',
  'tres',
  'plus',
  'moins',
  'aussi',
  'bien',
  'tout',
  'tous',
  'toute',
  'toutes',
  'comme',
  'cela',
  'ceci',
  'alors',
  'encore',
  'peut',
  'peux',
  'puis',
  'veux',
  'dois',
  'faut',
  // English
  'the',
  'and',
  'for',
  'are',
  'was',
  'were',
  'you',
  'your',
  'with',
  'that',
  'this',
  'these',
  'those',
  'what',
  'how',
  'why',
  'when',
  'where',
  'who',
  'which',
  'can',
  'could',
  'would',
  'should',
  'will',
  'have',
  'has',
  'had',
  'not',
  'but',
  'from',
  'about',
  'into',
  'there',
  'their',
  'they',
  'them',
  'his',
  'her',
  'she',
  'him',
  'our',
  'its',
  'any',
  'all',
  'some',
  'more',
  'most',
  'very',
  'just',
  'also',
  'then',
  'than',
  'too',
  'get',
  'does',
  'did',
  'doing',
  'don',
  'myself',
]);

/** The words that say what a message is about: folded, at least 3 characters, no stopwords. */
export function significantWords(text: string): Set<string> {
  return new Set(foldedWords(text).filter((word) => word.length >= 3 && !STOPWORDS.has(word)));
}

/** Share of `message`'s significant words found in `past`, from 0 to 1; 0 when `message` has none. */
export function wordOverlap(message: string, past: string): number {
  const wanted = significantWords(message);
  if (wanted.size === 0) return 0;
  const found = significantWords(past);
  let shared = 0;
  for (const word of wanted) if (found.has(word)) shared += 1;
  return shared / wanted.size;
}

/** The past message texts to give the model with `message`: relevant ones among the last 5, oldest first. */
export function selectContext(history: readonly string[], message: string): string[] {
  return history.slice(-CONTEXT_SIZE).filter((past) => wordOverlap(message, past) >= RELEVANCE_THRESHOLD - EPSILON);
}
