import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.data');
