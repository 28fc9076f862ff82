import type { Language, Localized } from '../language.ts';

/**
 * What the user sees when the model fails (spec part 2 §8). French verbatim from the spec —
 * including the plain space before '?' in `empty`, kept as the spec writes it.
 */
export const CHAT_ERROR_MESSAGES = {
  http: {
    fr: 'Je suis désolé, une erreur est survenue. Veuillez réessayer.',
    en: "I'm sorry, an error occurred. Please try again.",
  },
  empty: {
    fr: "Je suis désolé, je n'ai pas pu générer une réponse appropriée. Pouvez-vous reformuler votre question ?",
    en: "I'm sorry, I couldn't generate a suitable answer. Could you rephrase your question?",
  },
} as const satisfies Record<string, Localized>;

/** Shown the first time the chat opens (spec part 2 §2; French verbatim, English ours). */
const WELCOME_MESSAGES: Localized = {
  fr: "Bonjour 👋 Je suis votre assistant QVCT et ikigai. Comment puis-je vous aider aujourd'hui ?",
  en: 'Hello 👋 I am your QVCT and ikigai assistant. How can I help you today?',
};

export function welcomeMessage(language: Language): string {
  return WELCOME_MESSAGES[language];
}

/** Always visible near the chat: it is an AI, not care (PRODUCT.md §5). */
export const AI_DISCLAIMER: Localized = {
  fr: 'Assistant IA\u00a0: il ne remplace pas un professionnel de santé.',
  en: 'AI assistant: it does not replace a health professional.',
};
