import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace libs publish their TypeScript sources under the `source` export condition.
const SOURCE_CONDITION = 'source';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // A feature's index.ts re-exports its public surface. Feature modules have no side effects, so a
    // re-export nobody uses is left out instead of tying the feature's other modules to every importer.
    // The same for the design system's index.ts (its scripts only: a component's CSS module stays with it),
    // so a page loads the CSS of the components it renders, not of all of them.
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => !/\/app\/(features\/|ui\/.*\.tsx?$)/.test(id) },
    },
  },
  // Pre-bundled up front so the first page load in development does not trigger a reload.
  optimizeDeps: { include: ['@tanstack/react-query'] },
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    // Bundle the workspace libs into the server build; Node cannot load their TypeScript sources.
    noExternal: [/^@fuel\//],
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
  },
});
