import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `source` resolves @fuel/domain and @fuel/db to their TypeScript sources, so tests never run against a stale build.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { include: ['src/**/*.spec.ts'], environment: 'node' },
});
