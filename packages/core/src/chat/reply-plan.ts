import type { Language } from '../language.ts';
import { cannedReply } from './canned-replies.ts';
import { selectContext } from './context.ts';
import { detectChatLanguage } from './language.ts';
import { classifyMessage, TOKEN_LIMITS } from './message-class.ts';
import type { MessageClass } from './message-class.ts';
import { isCrisisMessage } from './safety.ts';

export interface ReplyPlanInput {
  message: string;
  /** The conversation's current language; the detected one replaces it (spec part 2 §4), the caller stores it. */
  preferred: Language;
  /** Earlier message texts, oldest first. */
  history: readonly string[];
  /** Chooses among the 3 canned replies; [0, 1). */
  pick?: () => number;
}

export interface ReplyPlan {
  language: Language;
  messageClass: MessageClass;
  /** max_new_tokens / max_tokens for the model. */
  maxTokens: number;
  /** The reply itself when no model call is needed (greeting, thanks, goodbye). */
  canned: string | null;
  /** Relevant earlier messages to send along, oldest first. */
  context: string[];
  /** The reply carries the crisis card (safety.ts: CRISIS_LINES), from its first event. */
  crisis: boolean;
  /**
   * Cut the model's reply to its first sentence (greeting and simple messages, spec part 2 §9);
   * `canned`, a crisis reply and the built-in guide's answers are never cut.
   */
  cutToFirstSentence: boolean;
}

/**
 * Everything the server decides before (or instead of) calling the model. A crisis message is
 * never answered by a canned line nor cut to one sentence, and gets at least the standard length,
 * even when it is short ('je veux mourir' is 3 words): our rule, from PRODUCT.md §5.
 */
export function planReply({ message, preferred, history, pick = Math.random }: ReplyPlanInput): ReplyPlan {
  const text = message.trim();
  const language = detectChatLanguage(text, preferred);
  const messageClass = classifyMessage(text);
  const crisis = isCrisisMessage(text);
  const cut = messageClass === 'greeting' || messageClass === 'simple';
  return {
    language,
    messageClass,
    maxTokens: crisis ? Math.max(TOKEN_LIMITS[messageClass], TOKEN_LIMITS.standard) : TOKEN_LIMITS[messageClass],
    canned: crisis ? null : cannedReply(text, language, pick),
    context: selectContext(history, text),
    crisis,
    cutToFirstSentence: cut && !crisis,
  };
}
