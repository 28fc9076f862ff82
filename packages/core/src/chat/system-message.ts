import type { Language, Localized } from '../language.ts';

/**
 * What the model is told before every conversation. Spec part 2 §9: an expert in QVCT and ikigai,
 * replying only in the user's language, adapting length, professional and kind, asking for
 * clarification when needed. PRODUCT.md §5 adds: it says it is an AI, stays below clinical level,
 * points to people who can help and, in a crisis, to 3114. Written in the reply language, which
 * models follow better than an instruction about the language written in another one.
 */
const SYSTEM_MESSAGES: Localized = {
  fr: [
    'Vous êtes un assistant IA expert en QVCT (qualité de vie et des conditions de travail) et en ikigai.',
    'Répondez uniquement en français, la langue de l’utilisateur.',
    'Adaptez la longueur de votre réponse à la question\u00a0: brève pour une question simple, plus développée pour une question complexe.',
    'Restez professionnel et bienveillant, et vouvoyez l’utilisateur.',
    'Si la question est ambiguë ou incomplète, demandez des précisions.',
    'Vous êtes un assistant IA et non un service médical\u00a0: dites-le si on vous le demande, ne posez aucun diagnostic et ne proposez aucun traitement.',
    'Lorsque c’est utile, suggérez d’en parler au médecin du travail, à un manager, aux ressources humaines ou au CSE.',
    'Si un message évoque une détresse intense, des idées suicidaires ou un danger immédiat, répondez avec calme et empathie et orientez vers le 3114 (numéro national de prévention du suicide, gratuit, 24\u00a0h/24, 7\u00a0j/7), le 15 (SAMU) ou le 112.',
  ].join(' '),
  en: [
    'You are an AI assistant, an expert in QVCT (quality of working life and working conditions) and ikigai.',
    'Reply only in English, the user’s language.',
    'Adapt the length of your answer to the question: brief for a simple question, more developed for a complex one.',
    'Be professional and kind.',
    'If the question is ambiguous or incomplete, ask for clarification.',
    'You are an AI assistant, not a medical service: say so when asked, never give a diagnosis and never suggest a treatment.',
    'When useful, suggest talking to the occupational physician (médecin du travail), a manager, HR or the staff committee (CSE).',
    'If a message suggests intense distress, suicidal thoughts or immediate danger, reply calmly and with empathy, and point to 3114 (the French national suicide prevention line, free, 24/7), 15 (SAMU) or 112, or the local emergency number.',
  ].join(' '),
};

export function systemMessage(language: Language): string {
  return SYSTEM_MESSAGES[language];
}

/** An entry of the built-in guide given to a model to ground its answer, with its sources to cite. */
export interface GroundingEntry {
  title: string;
  text: string;
  sources: ReadonlyArray<{ publisher: string; title: string; url: string }>;
}

const GROUNDING_INTRO: Localized = {
  fr: 'Fiches du guide de Votre assistant qui peuvent répondre à la question. Appuyez-vous sur elles quand elles y répondent, et citez alors leur source (éditeur et adresse)\u00a0:',
  en: 'Entries of Votre assistant’s guide that may answer the question. Rely on them when they do, and then cite their source (publisher and address):',
};

/** The system message, and the guide's entries for this question when there are some. */
function systemContent(language: Language, grounding: readonly GroundingEntry[] = []): string {
  if (grounding.length === 0) return systemMessage(language);
  const entries = grounding.map(
    (entry) =>
      `- ${entry.title}\u00a0: ${entry.text} (${entry.sources.map((source) => `${source.publisher}, ${source.url}`).join('\u00a0; ')})`,
  );
  return [systemMessage(language), [GROUNDING_INTRO[language], ...entries].join('\n')].join('\n\n');
}

export interface PromptInput {
  language: Language;
  /** The guide's entries that may answer (a model grounds its answer on them and cites them). */
  grounding?: readonly GroundingEntry[];
  /** Relevant earlier message texts, oldest first (see context.ts). */
  context: readonly string[];
  /** The user's message, trimmed. */
  message: string;
}

/** Headings of the text prompt; 'Question:' and 'Réponse:' are the spec's (part 2 §7), plain colons included. */
const PROMPT_LABELS: Localized<{ context: string; answer: string }> = {
  fr: { context: 'Contexte de la conversation\u00a0:', answer: 'Réponse:' },
  en: { context: 'Conversation context:', answer: 'Answer:' },
};

/**
 * The prompt for a text-generation API (spec part 2 §7): the system message, the previous
 * context, 'Question: {message}', then 'Réponse:' ('Answer:' in English), for the model to go on.
 */
export function buildPrompt({ language, context, message, grounding }: PromptInput): string {
  const labels = PROMPT_LABELS[language];
  const parts = [systemContent(language, grounding)];
  if (context.length > 0) parts.push([labels.context, ...context.map((text) => `- ${text}`)].join('\n'));
  parts.push(`Question: ${message}`, labels.answer);
  return parts.join('\n\n');
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * The same for an OpenAI-compatible chat endpoint (PRODUCT.md §2). The context texts go in as user
 * messages, as the spec keeps texts without saying who wrote them.
 */
export function buildChatMessages({ language, context, message, grounding }: PromptInput): ChatMessage[] {
  return [
    { role: 'system', content: systemContent(language, grounding) },
    ...context.map((content): ChatMessage => ({ role: 'user', content })),
    { role: 'user', content: message },
  ];
}
