import { cannedKind } from './canned-replies.ts';
import { countWords, foldText } from './text.ts';

/**
 * The class of a message sets how long the reply may be (spec part 2 §9). The rules are ours (the
 * spec gives only the classes and their limits); they are deterministic and listed here.
 */
export const MESSAGE_CLASSES = ['greeting', 'simple', 'standard', 'complex'] as const;
export type MessageClass = (typeof MESSAGE_CLASSES)[number];

/** max_new_tokens of the reply by class (spec part 2 §9). */
export const TOKEN_LIMITS = { greeting: 50, simple: 150, standard: 512, complex: 1024 } as const satisfies Record<
  MessageClass,
  number
>;

export const CLASSIFICATION = {
  /** A statement of at most this many words is simple ('Je suis fatigué', 'ok', 'Oui, ça marche'). */
  simpleMaxWords: 5,
  /** More words than this is complex. */
  complexAboveWords: 60,
  /** This many questions or more in one message is complex. */
  complexMinQuestions: 2,
} as const;

/** Asking for depth makes a message complex, whatever its length (folded: no accents, lowercase). */
const COMPLEX_WORDS =
  /(?<![\p{L}\p{N}])(?:plans?|strategies?|strategy|analys(?:e|es|er|is)|analyze|detaille(?:e|s|es)?|detailed|en detail|in detail|step by step|etape par etape|compar(?:e|er|ison|aison))(?![\p{L}\p{N}])/u;

/** A message opening with one of these asks something even without a question mark. */
const QUESTION_OPENERS =
  /^(?:comment|pourquoi|quand|quel|quelle|quels|quelles|quoi|que|qu'est|est-ce|combien|ou|peux|pouvez|puis-je|dois|faut|how|why|what|when|where|which|who|can|could|should|would|do|does|is|are|shall)(?![\p{L}\p{N}])/u;

function questionCount(text: string, folded: string): number {
  const marks = (text.match(/\?+/g) ?? []).length;
  return marks > 0 ? marks : QUESTION_OPENERS.test(folded) ? 1 : 0;
}

/**
 * - greeting: a salutation alone, maybe with a name or a how-are-you ('Bonjour !', 'Hi there', 'Salut, ça va ?');
 * - simple: thanks or goodbye, or a statement of at most 5 words that asks nothing;
 * - complex: more than 60 words, or 2 questions or more, or a request for a plan, a strategy, an
 *   analysis, a comparison or a detailed, step-by-step answer;
 * - standard: the rest, which is most questions ('Comment mieux gérer mon stress au travail ?').
 */
export function classifyMessage(text: string): MessageClass {
  const trimmed = text.trim();
  const kind = cannedKind(trimmed);
  if (kind === 'greeting') return 'greeting';
  if (kind) return 'simple';
  const folded = foldText(trimmed);
  const words = countWords(trimmed);
  const questions = questionCount(trimmed, folded);
  if (words > CLASSIFICATION.complexAboveWords) return 'complex';
  if (questions >= CLASSIFICATION.complexMinQuestions) return 'complex';
  if (COMPLEX_WORDS.test(folded)) return 'complex';
  if (words <= CLASSIFICATION.simpleMaxWords && questions === 0) return 'simple';
  return 'standard';
}
