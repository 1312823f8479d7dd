import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; no database is needed to generate them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/*.ts',
  out: './migrations',
  casing: 'snake_case',
});
