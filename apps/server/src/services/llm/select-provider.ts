import type { AppConfig } from '../../config.ts';
import { createEmbeddedProvider } from './embedded-provider.ts';
import { createHfTgiProvider, createOpenAiProvider } from './openai-compatible.ts';
import type { ChatProvider } from './provider.ts';

/** LLM_BASE_URL picks a model (OpenAI-compatible, or hf-tgi with LLM_API_STYLE); otherwise the built-in guide. */
export function selectChatProvider(config: AppConfig): ChatProvider {
  if (!config.llm) return createEmbeddedProvider();
  return config.llm.style === 'hf-tgi' ? createHfTgiProvider(config.llm) : createOpenAiProvider(config.llm);
}
