import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @aura/gateway db:generate` writes a new SQL migration into drizzle/ after a schema.ts changes.
// Each module owns its tables in its own schema.ts; the protocol and the providers own one table each.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/schema.ts', './src/protocol/schema.ts', './src/providers/schema.ts'],
  out: './drizzle',
});
