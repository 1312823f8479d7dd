import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { type Plugin, defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace libs publish their TypeScript sources under the `source` export condition.
const SOURCE_CONDITION = 'source';

/** Where the browser bundles' source maps go, beside build/client (which is served) and never inside it. */
const CLIENT_SOURCE_MAP_DIR = 'build/sourcemaps';

/**
 * Moves the browser bundles' (hidden) source maps out of the served build/client into build/sourcemaps, at
 * the same relative paths (build/client/assets/x.js.map → build/sourcemaps/assets/x.js.map), where the API
 * maps the frames of reported errors. Their `sources` become relative to this app (`app/root.tsx`), the file
 * names the error viewer shows.
 */
function moveClientSourceMaps(): Plugin {
  return {
    name: 'fuel:move-client-source-maps',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }) {
      if (!dir) return;
      const root = this.environment.config.root;
      const target = path.resolve(root, CLIENT_SOURCE_MAP_DIR);
      for (const file of await readdir(dir, { recursive: true })) {
        if (!file.endsWith('.map')) continue;
        const from = path.join(dir, file);
        const to = path.join(target, file);
        const map: { sources?: unknown } = JSON.parse(await readFile(from, 'utf8'));
        if (Array.isArray(map.sources)) {
          map.sources = map.sources.map((source) =>
            path
              .relative(root, path.resolve(path.dirname(from), String(source)))
              .split(path.sep)
              .join('/'),
          );
        }
        await mkdir(path.dirname(to), { recursive: true });
        await writeFile(to, JSON.stringify(map));
        await rm(from);
      }
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), moveClientSourceMaps()],
  environments: {
    // Hidden: no sourceMappingURL comment in the served bundles (React Router still warns that source maps
    // are on; they are moved out of build/client, see moveClientSourceMaps).
    client: { build: { sourcemap: 'hidden' } },
    // With the comment: Node's source-map support (the web server's) finds the map beside build/server's
    // bundle, so server stacks name app files.
    ssr: { build: { sourcemap: true } },
  },
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
