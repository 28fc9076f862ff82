import type { Language } from '@va/core/language';
import type { UserType } from '@va/core/profile/contract';

/** One request to a model: OpenAI-style messages, or a plain prompt for text-generation APIs. */
export interface CompletionRequest {
  language: Language;
  messages: Array<{ role: 'system' | 'user' | 'assistant'; content: string }>;
  prompt: string;
  /** The user's question alone (what the built-in guide searches). */
  question: string;
  /** Who asks (employee, manager, freelance): the built-in guide answers from their side. */
  asker?: UserType;
  maxTokens: number;
}

/** Why a provider failed, mapped by the chat module to the spec's two messages. */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'http' | 'timeout' | 'empty' | 'network',
    readonly status?: number,
  ) {
    super(status ? `${reason} ${status}` : reason);
  }
}

/** Something that answers, piece by piece: yields text chunks as they come. */
export interface ChatProvider {
  readonly name: 'openai' | 'hf-tgi' | 'guide';
  stream(request: CompletionRequest, signal: AbortSignal): AsyncIterable<string>;
}

/** The spec's sampling settings (part 2 §9). */
export const SAMPLING = { temperature: 0.7, topP: 0.95 } as const;
