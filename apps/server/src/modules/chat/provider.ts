import type { AppConfig } from '../../config.ts';
import { createHfTgiProvider, createOpenAiProvider } from '../../services/llm/openai-compatible.ts';
import type { ChatProvider } from '../../services/llm/provider.ts';
import { createGuideProvider } from './guide/provider.ts';

/** LLM_BASE_URL picks a model (OpenAI-compatible, or hf-tgi with LLM_API_STYLE); otherwise the built-in guide. */
export function selectChatProvider(config: AppConfig): ChatProvider {
  if (!config.llm) return createGuideProvider();
  return config.llm.style === 'hf-tgi' ? createHfTgiProvider(config.llm) : createOpenAiProvider(config.llm);
}
