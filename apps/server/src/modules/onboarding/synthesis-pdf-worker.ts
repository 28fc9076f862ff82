/**
 * A worker thread's entry (ADR 0025): renders synthesis PDFs off the main thread, one message
 * per PDF. Bundled as dist/synthesis-pdf-worker.js by build.mjs; run from source through tsx.
 */
import { parentPort, threadId } from 'node:worker_threads';
import { renderSynthesisPdf, type SynthesisPdfInput } from './synthesis-pdf.ts';

export interface RenderRequest {
  id: number;
  input: SynthesisPdfInput;
}

export type RenderReply = { id: number; threadId: number } & ({ pdf: Uint8Array } | { error: string });

const port = parentPort;
if (!port) throw new Error('synthesis-pdf-worker.ts runs as a worker thread only');

port.on('message', async ({ id, input }: RenderRequest) => {
  try {
    const pdf = await renderSynthesisPdf(input);
    // A copy of its own (a Buffer may share a pooled ArrayBuffer), moved to the main thread.
    const bytes = new Uint8Array(pdf);
    port.postMessage({ id, threadId, pdf: bytes } satisfies RenderReply, [bytes.buffer]);
  } catch (error) {
    // The message only: an error object does not cross threads whole, and the input (a person's
    // answers) must not reach the log.
    port.postMessage({
      id,
      threadId,
      error: error instanceof Error ? error.message : 'render failed',
    } satisfies RenderReply);
  }
});
