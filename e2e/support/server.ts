import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.data');

/** The model stand-in (support/llm-stand-in.mjs) and the key the server sends it: it must never reach the browser. */
export const E2E_LLM_PORT = Number(process.env.E2E_LLM_PORT ?? 3211);
export const E2E_LLM_URL = `http://127.0.0.1:${E2E_LLM_PORT}`;
export const E2E_LLM_KEY = 'e2e-llm-key-never-in-the-browser';
