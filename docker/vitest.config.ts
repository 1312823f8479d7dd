import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Static checks of docker-compose.yml and the Dockerfiles (no Docker engine needed):
//   npx vitest run --config docker/vitest.config.ts
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: { include: ['docker/**/*.test.ts'], environment: 'node' },
});
