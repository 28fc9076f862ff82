import type { AppConfig } from '../../config.ts';
import { ProviderError, SAMPLING, type ChatProvider, type CompletionRequest } from './provider.ts';

type LlmConfig = NonNullable<AppConfig['llm']>;

/** Aborts when the caller aborts or when the endpoint is silent for `timeoutMs`. */
function idleTimeout(signal: AbortSignal, timeoutMs: number) {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(new ProviderError('timeout')), timeoutMs);
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    touch() {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new ProviderError('timeout')), timeoutMs);
    },
    done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    },
  };
}

async function post(config: LlmConfig, url: string, body: unknown, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream, application/json',
  };
  // The key goes to the configured endpoint only, from the server: never to the browser.
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
  } catch {
    if (signal.reason instanceof ProviderError) throw signal.reason;
    throw new ProviderError('network');
  }
  if (!response.ok) throw new ProviderError('http', response.status);
  return response;
}

/** Reads `data:` lines of a Server-Sent Events body. */
async function* sseData(body: ReadableStream<Uint8Array>, touch: () => void): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    touch();
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
    }
  }
}

/**
 * Any OpenAI-compatible chat-completions endpoint (vLLM, Ollama, llama.cpp server, Mistral,
 * OpenAI…), streamed: each delta is yielded as it arrives.
 */
export function createOpenAiProvider(config: LlmConfig): ChatProvider {
  return {
    name: 'openai',
    async *stream(request: CompletionRequest, signal: AbortSignal) {
      const timeout = idleTimeout(signal, config.timeoutMs);
      try {
        const response = await post(
          config,
          `${config.baseUrl}/chat/completions`,
          {
            model: config.model,
            messages: request.messages,
            max_tokens: request.maxTokens,
            temperature: SAMPLING.temperature,
            top_p: SAMPLING.topP,
            stream: true,
          },
          timeout.signal,
        );
        if (!response.body) throw new ProviderError('empty');
        const type = response.headers.get('content-type') ?? '';
        if (type.includes('application/json')) {
          // An endpoint that ignores `stream`: one JSON answer.
          const body = (await response.json()) as { choices?: Array<{ message?: { content?: string } }> };
          const text = body.choices?.[0]?.message?.content ?? '';
          if (text) yield text;
          return;
        }
        for await (const data of sseData(response.body, timeout.touch)) {
          if (data === '[DONE]') return;
          try {
            const event = JSON.parse(data) as { choices?: Array<{ delta?: { content?: string } }> };
            const text = event.choices?.[0]?.delta?.content;
            if (text) yield text;
          } catch {
            // a keep-alive or malformed line: skip it
          }
        }
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        if (timeout.signal.reason instanceof ProviderError) throw timeout.signal.reason;
        throw new ProviderError('network');
      } finally {
        timeout.done();
      }
    },
  };
}

/**
 * The Hugging Face text-generation shape of the spec: a prompt in, `generated_text` (or
 * `response`, or `output`) out, in an array or an object. Not streamed by the endpoint.
 */
export function createHfTgiProvider(config: LlmConfig): ChatProvider {
  return {
    name: 'hf-tgi',
    async *stream(request: CompletionRequest, signal: AbortSignal) {
      const timeout = idleTimeout(signal, config.timeoutMs);
      try {
        const response = await post(
          config,
          config.baseUrl,
          {
            inputs: request.prompt,
            parameters: {
              max_new_tokens: request.maxTokens,
              temperature: SAMPLING.temperature,
              top_p: SAMPLING.topP,
              return_full_text: false,
              do_sample: true,
              num_return_sequences: 1,
            },
          },
          timeout.signal,
        );
        const body = (await response.json().catch(() => null)) as unknown;
        const first = (Array.isArray(body) ? body[0] : body) as Record<string, unknown> | null;
        const text = [first?.generated_text, first?.response, first?.output].find(
          (value) => typeof value === 'string',
        ) as string | undefined;
        if (text) yield text;
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        if (timeout.signal.reason instanceof ProviderError) throw timeout.signal.reason;
        throw new ProviderError('network');
      } finally {
        timeout.done();
      }
    },
  };
}
