import { createEmbeddedAnswerer } from './embedded-answerer.ts';
import type { ChatProvider } from './provider.ts';

/** The built-in guide as a provider: its answer goes out word by word, like a model's. */
export function createEmbeddedProvider(): ChatProvider {
  const answerer = createEmbeddedAnswerer();
  // Built now (about 0.1 s) rather than on the first question.
  answerer.warmUp();
  return {
    name: 'embedded',
    async *stream(request) {
      const { text } = answerer.answer(request.question, request.language);
      for (const piece of text.match(/\S+\s*/g) ?? []) yield piece;
    },
  };
}
