import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @aura/gateway db:generate` writes a new SQL migration into drizzle/ after schema.ts changes.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
