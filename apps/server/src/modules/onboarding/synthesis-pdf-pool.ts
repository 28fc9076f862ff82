import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SynthesisPdfInput } from './synthesis-pdf.ts';
import type { RenderReply, RenderRequest } from './synthesis-pdf-worker.ts';

interface RenderedPdf {
  pdf: Buffer;
  /** The thread that rendered it (never the main thread's 0). */
  threadId: number;
}

export interface SynthesisPdfRenderer {
  render(input: SynthesisPdfInput): Promise<RenderedPdf>;
}

/**
 * The worker. In the built server (esbuild bundles it beside index.js, see build.mjs) it is
 * dist/synthesis-pdf-worker.js. From source (tsx, Vitest) it is a .ts file that plain Node
 * cannot load in a worker (Node 20 strips no types, and a worker gets no loader of its parent):
 * a two-line bootstrap loads it through tsx's API.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./synthesis-pdf-worker.js', import.meta.url));
  const entry = new URL('./synthesis-pdf-worker.ts', import.meta.url).href;
  const tsx = new URL(tsxEsmApi(), pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json'))).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
  return new Worker(bootstrap, { eval: true });
}

/** tsx's ES module API (its `import` export: the CommonJS one fails to load in a worker). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url)('tsx/package.json') as {
    exports: Record<string, { import: { default: string } }>;
  };
  return manifest.exports['./esm/api']!.import.default;
}

interface PendingRender {
  resolve(result: RenderedPdf): void;
  reject(error: Error): void;
}

interface PooledWorker {
  worker: Worker;
  pending: Map<number, PendingRender>;
}

/**
 * A small pool of worker threads that render synthesis PDFs, so the ~240 ms of synchronous
 * pdfkit work per PDF never blocks the event loop that answers everyone else (ADR 0025). Workers
 * start on the first render, keep the process alive only while rendering, and are replaced
 * when one dies, failing only the renders it held.
 */
export function createSynthesisPdfRenderer(
  size = Math.max(1, Math.min(2, availableParallelism() - 1)),
): SynthesisPdfRenderer {
  const workers: PooledWorker[] = [];
  let nextId = 0;

  function spawn(): PooledWorker {
    const pooled: PooledWorker = { worker: startWorker(), pending: new Map() };
    const fail = (error: Error) => {
      workers.splice(workers.indexOf(pooled), 1);
      for (const render of pooled.pending.values()) render.reject(error);
      pooled.pending.clear();
    };
    pooled.worker.on('message', (reply: RenderReply) => {
      const render = pooled.pending.get(reply.id);
      pooled.pending.delete(reply.id);
      if (pooled.pending.size === 0) pooled.worker.unref();
      if (!render) return;
      if ('error' in reply) render.reject(new Error(`synthesis PDF: ${reply.error}`));
      else
        render.resolve({
          pdf: Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength),
          threadId: reply.threadId,
        });
    });
    pooled.worker.on('error', fail);
    pooled.worker.on('exit', (code) => {
      if (workers.includes(pooled)) fail(new Error(`synthesis PDF worker exited (${code})`));
    });
    pooled.worker.unref();
    workers.push(pooled);
    return pooled;
  }

  /** The least busy worker, or a new one while the pool is not full. */
  function pick(): PooledWorker {
    const idle = workers.find((pooled) => pooled.pending.size === 0);
    if (idle) return idle;
    if (workers.length < size) return spawn();
    return workers.reduce((best, pooled) => (pooled.pending.size < best.pending.size ? pooled : best));
  }

  return {
    render(input) {
      const pooled = pick();
      const id = nextId++;
      return new Promise<RenderedPdf>((resolve, reject) => {
        pooled.pending.set(id, { resolve, reject });
        // Kept alive while it holds a render; unref'd again once idle.
        pooled.worker.ref();
        pooled.worker.postMessage({ id, input } satisfies RenderRequest);
      });
    },
  };
}
