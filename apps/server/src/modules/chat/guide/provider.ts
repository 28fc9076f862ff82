import type { ChatProvider } from '../../../services/llm/provider.ts';
import { createGuideAnswerer } from './answerer.ts';

/** The built-in guide as a provider: its answer goes out word by word, like a model's. */
export function createGuideProvider(): ChatProvider {
  const answerer = createGuideAnswerer();
  // Built now (about 0.1 s) rather than on the first question.
  answerer.warmUp();
  return {
    name: 'guide',
    async *stream(request) {
      const { text } = answerer.answer(request.question, request.language, request.asker);
      for (const piece of text.match(/\S+\s*/g) ?? []) yield piece;
    },
  };
}
