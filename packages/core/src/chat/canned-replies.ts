import type { Language, Localized } from '../language.ts';
import { foldText, hasPhrase, rawWords } from './text.ts';

/**
 * Greetings, thanks and goodbyes get a ready reply, chosen at random among 3, with no model call
 * (spec part 2 §9). Anything else — 'ok' included — goes to the model.
 */
export const CANNED_KINDS = ['greeting', 'thanks', 'goodbye'] as const;
export type CannedKind = (typeof CANNED_KINDS)[number];

/** Longer than this, a message says more than hello or thanks and deserves a real answer. */
const CANNED_MAX_WORDS = 8;

/** Greetings, folded; the message must start with one. Longest first so 'good morning' beats nothing shorter. */
const GREETINGS = [
  'good morning',
  'good afternoon',
  'good evening',
  'bonjour',
  'rebonjour',
  'bonsoir',
  'salut',
  'coucou',
  'allo',
  'hello',
  'hiya',
  'hi',
  'hey',
  'howdy',
  'greetings',
  'morning',
  'yo',
];

/** What may follow a greeting: "Bonjour à tous", "Hi there", "Salut l'assistant", "Coucou, ça va". */
const GREETING_TAIL = new Set([
  ...GREETINGS.flatMap((greeting) => greeting.split(' ')),
  'a',
  'tous',
  'toutes',
  'vous',
  'toi',
  'et',
  'l',
  'le',
  'la',
  'mon',
  'ma',
  'cher',
  'chere',
  'ami',
  'amie',
  'assistant',
  'assistante',
  'bot',
  'madame',
  'monsieur',
  'equipe',
  'encore',
  'ca',
  'va',
  'there',
  'everyone',
  'all',
  'and',
  'my',
  'friend',
  'team',
  'again',
]);

/** A greeting may ask how one is (« Salut, ça va ? », "Hi, how are you?"): still a greeting, not a question to answer. */
const HOW_ARE_YOU_TAIL = new Set([
  ...GREETING_TAIL,
  'comment',
  'allez',
  'vas',
  'bien',
  'tu',
  'how',
  'are',
  'you',
  'doing',
  'is',
  'it',
  'going',
  's',
  'what',
  'up',
]);

const THANKS = ['merci', 'remercie', 'thanks', 'thank you', 'thx', 'many thanks'];
const GOODBYES = [
  'au revoir',
  'a bientot',
  'a plus',
  'a plus tard',
  'a demain',
  'a tout a l heure',
  'bonne journee',
  'bonne soiree',
  'bonne nuit',
  'bonne fin de journee',
  'bon week end',
  'bye',
  'goodbye',
  'see you',
  'see ya',
  'good night',
  'goodnight',
  'have a nice day',
  'have a good day',
  'have a good one',
  'take care',
  'farewell',
  'ciao',
  'tchao',
];

/**
 * Every word of a thanks or goodbye message must be one of these (or a name): "merci beaucoup pour
 * votre aide" is canned, "merci mais je ne suis pas d'accord" is not.
 */
const CLOSING_WORDS = new Set([
  ...THANKS.flatMap((phrase) => phrase.split(' ')),
  ...GOODBYES.flatMap((phrase) => phrase.split(' ')),
  // French ('salut' says goodbye too: "Salut, à plus !")
  'salut',
  'beaucoup',
  'bien',
  'infiniment',
  'mille',
  'fois',
  'pour',
  'tout',
  'votre',
  'ton',
  'vos',
  'tes',
  'aide',
  'conseil',
  'conseils',
  'reponse',
  'reponses',
  'les',
  'le',
  'la',
  'je',
  'vous',
  'aussi',
  'encore',
  'vraiment',
  'tres',
  'et',
  'ok',
  'okay',
  'd',
  'accord',
  'super',
  'parfait',
  'genial',
  'top',
  // English
  'a',
  'lot',
  'so',
  'much',
  'very',
  'for',
  'your',
  'help',
  'everything',
  'the',
  'advice',
  'answer',
  'again',
  'really',
  'too',
  'and',
  'soon',
  'later',
  'tomorrow',
  'great',
  'perfect',
  'cool',
  'nice',
]);

/** A capitalised word after the first one is taken for a name: "Merci Claire", "Bonjour Marie". */
function isName(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

function startsWithGreeting(folded: string[]): number {
  const joined = folded.join(' ');
  const greeting = GREETINGS.find((candidate) => joined === candidate || joined.startsWith(`${candidate} `));
  return greeting ? greeting.split(' ').length : 0;
}

/**
 * Which ready reply a message calls for, if any. A question ('Bonjour, comment ça marche ?') is
 * never canned, unless it only asks how one is after a greeting (« Salut, ça va ? »).
 */
export function cannedKind(text: string): CannedKind | null {
  const question = text.includes('?');
  const words = rawWords(text);
  if (words.length === 0 || words.length > CANNED_MAX_WORDS) return null;
  const folded = words.map((word) => foldText(word));
  const allowed = (vocabulary: Set<string>) => (word: string, index: number) =>
    vocabulary.has(folded[index] ?? '') || (index > 0 && isName(word));

  const greetingLength = startsWithGreeting(folded);
  if (
    greetingLength > 0 &&
    words
      .slice(greetingLength)
      .every((word, i) => allowed(question ? HOW_ARE_YOU_TAIL : GREETING_TAIL)(word, i + greetingLength))
  ) {
    return 'greeting';
  }
  if (question) return null;
  if (!words.every(allowed(CLOSING_WORDS))) return null;
  if (GOODBYES.some((phrase) => hasPhrase(text, phrase))) return 'goodbye';
  if (THANKS.some((phrase) => hasPhrase(text, phrase))) return 'thanks';
  return null;
}

/** Warm and short; French in « vous », with a non-breaking space before ? ! : ; */
export const CANNED_REPLIES: Record<CannedKind, Localized<readonly [string, string, string]>> = {
  greeting: {
    fr: [
      'Bonjour\u00a0! Comment puis-je vous aider aujourd’hui\u00a0?',
      'Bonjour et bienvenue\u00a0! Je suis votre assistant IA pour la qualité de vie au travail et l’ikigai. De quoi souhaitez-vous parler\u00a0?',
      'Bonjour\u00a0! Qu’est-ce qui vous amène aujourd’hui\u00a0?',
    ],
    en: [
      'Hello! How can I help you today?',
      'Hello and welcome! I am your AI assistant for well-being at work and ikigai. What would you like to talk about?',
      'Hi! What brings you here today?',
    ],
  },
  thanks: {
    fr: [
      'Avec plaisir\u00a0! N’hésitez pas si vous avez d’autres questions.',
      'Je vous en prie, c’est un plaisir de vous aider.',
      'De rien\u00a0! Je reste à votre disposition si besoin.',
    ],
    en: [
      'You are welcome! Feel free to ask if you have other questions.',
      'My pleasure, I am glad I could help.',
      'Happy to help! I am here if you need anything else.',
    ],
  },
  goodbye: {
    fr: [
      'Au revoir\u00a0! Prenez soin de vous.',
      'À bientôt\u00a0! Je reste disponible quand vous le souhaitez.',
      'Merci pour cet échange, et à bientôt\u00a0!',
    ],
    en: [
      'Goodbye! Take care of yourself.',
      'See you soon! I am here whenever you need me.',
      'Thank you for the chat, see you soon!',
    ],
  },
};

/** The ready reply for a greeting, thanks or goodbye; null when the model must answer. `pick` returns [0, 1). */
export function cannedReply(text: string, language: Language, pick: () => number = Math.random): string | null {
  const kind = cannedKind(text);
  if (!kind) return null;
  const replies = CANNED_REPLIES[kind][language];
  const value = pick();
  // A pick outside [0, 1) (or NaN) still gives one of the three.
  const index = Number.isFinite(value)
    ? Math.min(replies.length - 1, Math.max(0, Math.floor(value * replies.length)))
    : 0;
  return replies[index] ?? replies[0];
}
