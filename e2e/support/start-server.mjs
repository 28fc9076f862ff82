// Starts the built server (as `npm start` does once built) on an empty DATA_DIR.
// Playwright starts its web server before global setup, so the cleaning happens here.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('../../apps/server/dist/index.js');
