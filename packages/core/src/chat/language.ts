import { detect } from 'tinyld';
import type { Language } from '../language.ts';

/**
 * Spec part 2 §5 and §9: the chat looks at the first 2048 characters and needs at least 3 of them
 * (the library default of 10 is not the one the chat uses).
 */
export const LANGUAGE_DETECTION = { maxChars: 2048, minChars: 3 } as const;

/**
 * Common French words: one of them makes the text French (spec §5). Words that are also everyday
 * English are left out on purpose — 'comment', 'pour', 'stress', 'on', 'me', 'son', 'chef', 'plan' —
 * or "Can you comment on my plan?" would turn an English speaker's chat French. A French sentence
 * using them nearly always holds another word of this list, an accent, or tinyld recognises it.
 */
const FRENCH_WORDS = new Set([
  // pronouns and determiners
  'je',
  'tu',
  'il',
  'elle',
  'nous',
  'vous',
  'ils',
  'elles',
  'moi',
  'toi',
  'le',
  'les',
  'des',
  'du',
  'au',
  'aux',
  'un',
  'une',
  'ce',
  'cette',
  'ces',
  'mon',
  'mes',
  'tes',
  'ses',
  'notre',
  'votre',
  'nos',
  'vos',
  'leur',
  'leurs',
  // verbs
  'est',
  'sont',
  'suis',
  'sommes',
  'ai',
  'avez',
  'avoir',
  'fait',
  'faire',
  'faut',
  'peux',
  'peut',
  'veux',
  'vais',
  'dois',
  'sais',
  'aider',
  'travailler',
  // small words
  'avec',
  'dans',
  'sur',
  'sans',
  'chez',
  'entre',
  'pas',
  'mais',
  'que',
  'qui',
  'quoi',
  'quel',
  'quelle',
  'quels',
  'quelles',
  'pourquoi',
  'quand',
  'alors',
  'donc',
  'aussi',
  'parce',
  'depuis',
  'toujours',
  'jamais',
  'rien',
  'bien',
  'mieux',
  'beaucoup',
  'besoin',
  'aujourd',
  'oui',
  // the app's own subjects and courtesies
  'travail',
  'boulot',
  'merci',
  'bonjour',
  'bonsoir',
  'salut',
  'coucou',
]);

/** Elided forms (j'ai, l'équipe, qu'est-ce, n'arrive, c'est…) are French; "don't" and "I'd" are not matched. */
const FRENCH_ELISION = /(?<!\p{L})(?:j|l|d|n|qu|c|m|s|t)['’]\p{L}/iu;

/** Letters French uses and English does not, except in a few borrowed words. */
const FRENCH_LETTERS = /[éèêàâçùûîôœ]/iu;
const ENGLISH_LOANWORDS = new Set([
  'café',
  'cafés',
  'résumé',
  'résumés',
  'cliché',
  'clichés',
  'fiancé',
  'fiancée',
  'déjà',
  'touché',
  'décor',
  'entrée',
  'entrées',
  'protégé',
  'rosé',
  'soufflé',
  'façade',
  'façades',
  'crème',
  'brûlée',
  'détente',
  'exposé',
  'passé',
  'matinée',
  'régime',
  'rôle',
  'rôles',
]);

/** Words alone that only English uses: greetings, thanks, goodbyes, yes and no. */
const ENGLISH_ONLY_WORDS = new Set([
  'hey',
  'hi',
  'hello',
  'hiya',
  'howdy',
  'thanks',
  'thx',
  'bye',
  'goodbye',
  'yes',
  'yeah',
  'yep',
  'nope',
  'please',
  'sorry',
]);

/** A term quoted or bracketed: « … », “ … ”, " … ", ( … ), [ … ]. */
const QUOTED = /«[^»]*»|“[^”]*”|"[^"]*"|\([^)]*\)|\[[^\]]*\]/gu;

function looksFrench(sample: string): boolean {
  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.some((word) => FRENCH_WORDS.has(word))) return true;
  if (FRENCH_ELISION.test(sample)) return true;
  return words.some((word) => FRENCH_LETTERS.test(word) && !ENGLISH_LOANWORDS.has(word));
}

/**
 * The language of a chat message (spec part 2 §5): French words → French; otherwise tinyld,
 * limited to French and English, saying French → French; anything else → English. Too short a
 * message keeps the preferred language ('ok' says nothing about it), and so do a lone word and a
 * message with no letter at all ('👍👍👍', '???', '2024'): our addition, so an emoji does not
 * switch the chat. Terms quoted from the other language are left out of the decision.
 */
export function detectChatLanguage(text: string, preferred: Language): Language {
  const whole = text.slice(0, LANGUAGE_DETECTION.maxChars).trim();
  if (whole.length < LANGUAGE_DETECTION.minChars || !/\p{L}/u.test(whole)) return preferred;
  // A lone word says the language only when it belongs to one: 'Salut', 'Épuisé', 'Hey'; a subject
  // ('stress', 'burnout') is the same in both, so the interface's language stays.
  if (!/\s/u.test(whole)) {
    if (looksFrench(whole)) return 'fr';
    return ENGLISH_ONLY_WORDS.has(whole.toLowerCase().replace(/\P{L}/gu, '')) ? 'en' : preferred;
  }
  // Words quoted from the other language (« bilan de compétences », "visite de reprise") do not
  // make the question theirs: the rest of the message decides, when it says enough.
  const unquoted = whole.replace(QUOTED, ' ').trim();
  const sample = unquoted.length >= LANGUAGE_DETECTION.minChars && /\p{L}/u.test(unquoted) ? unquoted : whole;
  if (looksFrench(sample)) return 'fr';
  return detect(sample, { only: ['fr', 'en'] }) === 'fr' ? 'fr' : 'en';
}
