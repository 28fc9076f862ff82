import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/server` writes a new migration from the schema; no database needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
