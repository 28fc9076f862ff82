/**
 * The offline chat default: retrieval over the built-in guide (./entries), used when no
 * OpenAI-compatible endpoint is configured. No model is involved: answers are entries written in
 * advance, and each says where it comes from.
 *
 * One MiniSearch index per language over title, keywords and answer (boosts 2, 3, 1). Text is
 * analysed the same way for indexing and for queries: split on anything that is not a letter or
 * a digit, lower-case, drop stopwords (both languages', people mix them), apply the language's
 * Snowball stemmer, then fold accents. Stemming comes before folding because the French stemmer
 * relies on accents (« épuisée » → « épuis », but « epuisee » → « epuise »), and a French term
 * from a word typed as « -ee(s) » loses its final « e » so that both spellings meet. Measured on
 * the labelled questions, 236 then (and on the 136 French ones with accents removed): stem-then-fold
 * with that rule 234 (132), without it 232 (125); fold-then-stem 229 (129). Fuzzy (0.2 from 5
 * characters) and prefix (from 4) matching catch typos and the forms the stemmer misses.
 *
 * A question gets an answer when the best entry passes the calibrated thresholds below;
 * otherwise the user is asked to rephrase. The indexes are built on first use and cached for the
 * life of the process; answering takes well under a millisecond (`npm run bench`).
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as frenchStopwords } from '@orama/stopwords/french';
import MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';
import { isCrisisMessage } from '@va/core/chat/safety';
import { seeAlsoLine } from '@va/core/chat/see-also';
import type { UserType } from '@va/core/profile/contract';
import type { Language, Localized } from '@va/core/language';
import { GUIDE_ENTRIES, type GuideEntry } from './entries/index.ts';

export interface GuideAnswer {
  /** The reply, ready to show: the entry's answer, maybe a "see also" line, and the source line. */
  text: string;
  /** The entries used, best first (empty when nothing matched). */
  entryIds: string[];
  /** False when the guide has nothing close enough and the text asks to rephrase. */
  matched: boolean;
}

export interface GuideAnswerer {
  /** `asker`: the user type of who asks, whose perspective the answer takes (an employee, a manager). */
  answer(question: string, language: Language, asker?: UserType): GuideAnswer;
  /** The entries that could answer, best first, as answer() ranks them (measured by npm run bench: top 3). */
  ranked(question: string, language: Language, asker?: UserType): string[];
  /** Builds the indexes now rather than on the first question (e.g. at server start). */
  warmUp(): void;
}

export interface GuideAnswererOptions {
  /** Defaults to the built-in guide, whose indexes are shared by every answerer. */
  entries?: readonly GuideEntry[];
}

/** The line every reply from the guide carries. */
export const guideSourceLine: Localized = {
  fr: 'Réponse issue du guide intégré de Votre assistant.',
  en: "Answer from Votre assistant's built-in guide.",
};

/** The reply when nothing in the guide is close enough. */
export const rephraseAnswer: Localized = {
  fr:
    'Je n’ai pas trouvé de réponse dans mon guide. Pouvez-vous reformuler votre question, par exemple en précisant la situation\u00a0?\n\n' +
    'Je peux vous aider notamment sur le stress, la charge de travail, le droit à la déconnexion, le télétravail, les relations au travail, votre ikigai ou votre évolution professionnelle.',
  en:
    "I couldn't find an answer in my guide. Could you rephrase your question, for example by describing the situation?\n\n" +
    'I can help in particular with stress, workload, the right to disconnect, remote work, relationships at work, your ikigai or your career development.',
};

/**
 * Calibrated on test/fixtures/labelled-questions.ts (236 questions, also run by the tests and
 * `npm run bench`). An answer needs a best score of at least MIN_SCORE: gibberish reaches at most
 * about 5 (a fuzzy or prefix match on one word, e.g. « test »), on-topic questions 9.5 and more,
 * most 20–100. It also needs MIN_COVERAGE of the question's distinct terms found in that entry,
 * unless its score reaches STRONG_SCORE: off-topic questions that share one common word with
 * the guide (« monde » in « la coupe du monde de football », 18–22) cover a third or less, while
 * a single very specific word (« télétravail » among unknown ones) scores 25 and more.
 * Sweeping MIN_SCORE 4–10, MIN_COVERAGE 0.3–0.5 and STRONG_SCORE 20–40, the labelled hit rate
 * moved by at most 4 questions (on the first 215); these values sit in the best plateau.
 */
export const MIN_SCORE = 7;
export const MIN_COVERAGE = 0.4;
export const STRONG_SCORE = 25;
/** A second entry is offered ("see also") when it scores at least this share of the best. */
export const SEE_ALSO_RATIO = 0.6;
const CRISIS_ID = 'crisis';
/** How much an entry written only for another audience weighs (fromAskersSide): half. */
const OTHER_AUDIENCE_WEIGHT = 0.5;
const fieldBoosts = { title: 2, keywords: 3, answer: 1 };
const searchOptions: SearchOptions = {
  boost: fieldBoosts,
  combineWith: 'OR',
  // Stems are short: 5 to 7 characters allow one typo, 8 and more two.
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  prefix: (term) => term.length >= 4,
};

/** Words that carry no subject in a question, beyond the stopword lists. */
const extraStopwords: Localized<string[]> = {
  fr: [
    'comment',
    'pourquoi',
    'quoi',
    'quand',
    'combien',
    'est',
    'faire',
    'fais',
    'fait',
    'faut',
    'mieux',
    'peux',
    'peut',
    'pouvez',
    'puis',
    'dois',
    'doit',
    'devrais',
    'veux',
    'voudrais',
    'aimerais',
    'plus',
    'moins',
    'très',
    'bien',
    'beaucoup',
    'vraiment',
    'chose',
    'choses',
    'conseil',
    'conseils',
    'idée',
    'idées',
    'quelqu',
    'quelque',
    'tout',
    'tous',
    'toute',
    'toutes',
    'ça',
    'cela',
    'celle',
    'celui',
    'bonjour',
    'merci',
    'svp',
    'stp',
    'aujourd',
    'hui',
    'sous',
    'vers',
    'chez',
    'entre',
    'après',
    'avant',
    'depuis',
    'pendant',
    'contre',
    'dont',
    'où',
    'donc',
    'alors',
    'si',
    'comme',
    'aussi',
    'encore',
    'déjà',
    'trop',
    'rien',
    'toujours',
    'jamais',
    'parfois',
    'souvent',
    'assez',
    'peu',
    'tellement',
  ],
  en: [
    'get',
    'gets',
    'tips',
    'tip',
    'advice',
    'way',
    'ways',
    'better',
    'best',
    'really',
    'please',
    'hi',
    'hello',
    'something',
    'anything',
    'lot',
    'much',
    'many',
    'also',
    'just',
    'even',
    'still',
    'sometimes',
    'often',
    'usually',
    'quite',
    'rather',
    'don',
    'doesn',
    'didn',
    'isn',
    'aren',
    'wasn',
    'weren',
    'won',
    'wouldn',
    'couldn',
    'shouldn',
    'haven',
    'hasn',
    'hadn',
    'ca',
    'll',
    've',
    're',
  ],
};
/**
 * Words too common in questions about work to pick an entry (« travail », "feel", "help"...).
 * A question keeps them only when it has nothing else: otherwise "I feel undervalued at work"
 * would favour any entry that says "feel" and "work" over the one about recognition.
 */
const genericWords: Localized<string[]> = {
  fr: [
    'travail',
    'travailler',
    'travaille',
    'boulot',
    'job',
    'temps',
    'jour',
    'jours',
    'journée',
    'semaine',
    'moment',
    'gens',
    'personne',
    'aide',
    'aider',
    'aidez',
    'besoin',
    'sentir',
    'arrive',
    'arriver',
    'trouve',
    'trouver',
    'sais',
    'savoir',
    'mettre',
    'mets',
    'met',
    'vite',
    'matin',
    'matins',
    'bureau',
    'prendre',
    'passer',
    'aller',
    'vais',
    'va',
    'mal',
    'pris',
  ],
  en: [
    'work',
    'works',
    'worked',
    'working',
    'job',
    'jobs',
    'time',
    'day',
    'days',
    'today',
    'week',
    'feel',
    'feels',
    'feeling',
    'felt',
    'like',
    'people',
    'person',
    'thing',
    'things',
    'keep',
    'keeps',
    'make',
    'go',
    'going',
    'want',
    'need',
    'know',
    'think',
    'help',
    'someone',
    'always',
    'never',
    'office',
    'anymore',
  ],
};

/** Stopwords that matter here: « say no », « time off ». */
const keptWords: Localized<string[]> = { fr: [], en: ['no', 'off'] };

const stemmers: Record<Language, (word: string) => string> = { fr: frenchStemmer, en: englishStemmer };
const stopwordLists: Localized<string[]> = { fr: frenchStopwords, en: englishStopwords };

const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '');

/** Splits on anything that is not a letter or a digit (spaces, punctuation, ’, hyphens). */
export const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter((token) => token !== '');

/** The per-term analysis shared by indexing and queries; null drops the term. */
export function termProcessor(language: Language): (term: string) => string | null {
  const kept = new Set(keptWords[language]);
  // Both languages' stopwords: people mix languages, and each guide quotes French terms
  // (« médecin du travail ») whose « du » must not match a French question in the English index.
  const stopwords = new Set(
    [...stopwordLists.fr, ...extraStopwords.fr, ...stopwordLists.en, ...extraStopwords.en]
      .filter((word) => !kept.has(word))
      .flatMap((word) => [word, foldAccents(word)]),
  );
  const stem = stemmers[language];
  return (word) => {
    const lower = word.toLowerCase();
    if (stopwords.has(lower)) return null;
    if (lower.length < 2) return null;
    const term = foldAccents(stem(lower));
    // Typed without accents, a French feminine participle keeps an « e » its accented form loses
    // (« epuisee » → « epuise », « épuisée » → « épuis »): drop it so both meet.
    return language === 'fr' && /ees?$/u.test(lower) && term.length > 4 && term.endsWith('e')
      ? term.slice(0, -1)
      : term;
  };
}

interface IndexedEntry {
  id: string;
  title: string;
  keywords: string;
  answer: string;
}

type GuideIndexes = Record<Language, MiniSearch<IndexedEntry>>;

/**
 * One word per distinct term: keyword lists name a subject several ways (« stressé »,
 * « stressée », « sous pression ») and should not weigh more because they repeat a stem.
 */
function distinctKeywords(keywords: readonly string[], processTerm: (term: string) => string | null): string {
  const seen = new Set<string>();
  return keywords
    .flatMap(tokenize)
    .filter((token) => {
      const term = processTerm(token);
      if (term === null || seen.has(term)) return false;
      seen.add(term);
      return true;
    })
    .join(' ');
}

export function buildIndex(entries: readonly GuideEntry[], language: Language): MiniSearch<IndexedEntry> {
  const processTerm = termProcessor(language);
  const index = new MiniSearch<IndexedEntry>({
    fields: ['title', 'keywords', 'answer'],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions,
  });
  index.addAll(
    entries.map((entry) => ({
      id: entry.id,
      title: entry.title[language],
      keywords: distinctKeywords(entry.keywords[language], processTerm),
      answer: entry.answer[language],
    })),
  );
  return index;
}

interface Analyzer {
  processTerm: (term: string) => string | null;
  genericTerms: Set<string | null>;
}

const analyzers: Partial<Record<Language, Analyzer>> = {};

function analyzer(language: Language): Analyzer {
  return (analyzers[language] ??= (() => {
    const processTerm = termProcessor(language);
    return {
      processTerm,
      genericTerms: new Set([...genericWords.fr, ...genericWords.en].map(processTerm)),
    };
  })());
}

/**
 * The words of a question worth searching for: its generic words are left out when it has
 * others. French « je me sens » is the verb « sentir », not « le sens » (meaning).
 */
export function queryWords(question: string, language: Language): string[] {
  const { processTerm, genericTerms } = analyzer(language);
  const tokens = tokenize(question);
  const words = tokens.filter((token, i) => {
    if (processTerm(token) === null) return false;
    const previous = tokens[i - 1]?.toLowerCase();
    return !(language === 'fr' && token.toLowerCase() === 'sens' && ['me', 'te', 'se'].includes(previous ?? ''));
  });
  const specific = words.filter((word) => !genericTerms.has(processTerm(word)));
  return specific.length > 0 ? specific : words;
}

let sharedIndexes: GuideIndexes | undefined;

const otherLanguage = (language: Language): Language => (language === 'fr' ? 'en' : 'fr');

interface Candidate {
  id: string;
  score: number;
  /** Share of the question's distinct terms found in this entry. */
  coverage: number;
}

/**
 * The entries to answer with: the best, then a "see also" when another comes close. A question
 * that speaks of suicide — as the one crisis rule decides — gets the crisis entry alone, whatever
 * else it says; retrieval never gives the crisis entry on its own, first or as a "see also" (« ce
 * projet me tue » shares its words, and would get the numbers instead of an answer).
 */
function pickEntries(candidates: Candidate[], crisis: boolean): string[] {
  if (crisis) return [CRISIS_ID];
  const [best, second] = candidates;
  if (!best) return [];
  return second && second.score >= SEE_ALSO_RATIO * best.score ? [best.id, second.id] : [best.id];
}

const isAnswer = (best: Candidate | undefined): best is Candidate =>
  best !== undefined && best.score >= MIN_SCORE && (best.coverage >= MIN_COVERAGE || best.score >= STRONG_SCORE);

export function createGuideAnswerer(options: GuideAnswererOptions = {}): GuideAnswerer {
  const entries = options.entries ?? GUIDE_ENTRIES;
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  let ownIndexes: GuideIndexes | undefined;

  const indexes = (): GuideIndexes => {
    const build = (): GuideIndexes => ({ fr: buildIndex(entries, 'fr'), en: buildIndex(entries, 'en') });
    if (options.entries) return (ownIndexes ??= build());
    return (sharedIndexes ??= build());
  };

  /** The entries found in that language's index, best first; never the crisis entry (see pickEntries). */
  const search = (question: string, language: Language): Candidate[] => {
    const { processTerm } = analyzer(language);
    const words = queryWords(question, language);
    if (words.length === 0) return [];
    const termCount = new Set(words.map(processTerm)).size;
    const index = indexes()[language];
    return index
      .search(words.join(' '))
      .filter((result) => result.id !== CRISIS_ID)
      .map((result) => ({
        id: String(result.id),
        score: result.score,
        coverage: result.queryTerms.length / termCount,
      }));
  };

  /**
   * The asker's perspective: an entry written only for others (a manager-side entry for an
   * employee, the employee-side twin for a manager) comes first only when it matches twice as well.
   */
  const fromAskersSide = (candidates: Candidate[], asker: UserType | undefined): Candidate[] => {
    if (!asker) return candidates;
    return candidates
      .map((candidate) => {
        const forAsker = byId.get(candidate.id)?.audience.includes(asker) ?? true;
        return forAsker ? candidate : { ...candidate, score: candidate.score * OTHER_AUDIENCE_WEIGHT };
      })
      .sort((a, b) => b.score - a.score);
  };

  /** The candidates to answer from: the interface language's, or the other's when clearly better. */
  const candidatesFor = (question: string, language: Language, asker?: UserType): Candidate[] => {
    const own = fromAskersSide(search(question, language), asker);
    const other = fromAskersSide(search(question, otherLanguage(language)), asker);
    const [ownBest] = own;
    const [otherBest] = other;
    // The other language wins when it understands more of the question, or as much but much better
    // (each guide quotes words of the other language: « burn-out », « feedback », "télétravail").
    const otherWins =
      isAnswer(otherBest) &&
      (!isAnswer(ownBest) ||
        otherBest.coverage > ownBest.coverage ||
        (otherBest.coverage === ownBest.coverage && otherBest.score > 1.5 * ownBest.score));
    if (otherWins) return other;
    return isAnswer(ownBest) ? own : [];
  };

  return {
    warmUp() {
      indexes();
    },
    ranked(question, language, asker) {
      if (byId.has(CRISIS_ID) && isCrisisMessage(question)) return [CRISIS_ID];
      return candidatesFor(question, language, asker).map((candidate) => candidate.id);
    },
    answer(question, language, asker) {
      // The entries exist in both languages, so a question typed in the other language than the
      // interface's is still answered, in the interface's language.
      // The one crisis rule of the product (core chat/safety.ts), so the guide and the chat agree.
      const crisis = byId.has(CRISIS_ID) && isCrisisMessage(question);
      const picked = pickEntries(candidatesFor(question, language, asker), crisis).flatMap((id) => byId.get(id) ?? []);
      const [main, also] = picked;
      if (!main) return { text: rephraseAnswer[language], entryIds: [], matched: false };
      const parts = [main.answer[language]];
      if (also) parts.push(seeAlsoLine(also.title[language], language));
      parts.push(guideSourceLine[language]);
      return { text: parts.join('\n\n'), entryIds: picked.map((entry) => entry.id), matched: true };
    },
  };
}
