// Import boundaries (issue #11.6), checked by `npm run lint` (`depcruise`). Nx tags keep the direction between
// projects (eslint.config.js); these rules keep it inside the API and the web app. Tests and fixtures may
// reach into other modules (a test builds its world), but take part in the cycle check.
const TESTS = '(\\.(spec|e2e-spec|test|bench)\\.tsx?|\\.fixture\\.tsx?)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles between files (the generated API client is not ours to change).',
      severity: 'error',
      from: { pathNot: '^libs/api-client/src/generated/' },
      to: { circular: true },
    },
    {
      name: 'api-module-surface',
      comment: "An API module imports another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-core-below-modules',
      comment: 'core/ is what modules build on; it never imports a module.',
      severity: 'error',
      from: { path: '^apps/api/src/core/', pathNot: TESTS },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'web-feature-surface',
      comment:
        "A web feature imports another feature only through that feature's index.ts, or index.server.ts for its server-only surface (loaders' helpers); a part of a feature with an index of its own (content/blocks) is such a surface too.",
      severity: 'error',
      from: { path: '^apps/web/app/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^apps/web/app/features/',
        pathNot: [
          '^apps/web/app/features/$1/',
          '^apps/web/app/features/[^/]+/index(\\.server)?\\.tsx?$',
          '^apps/web/app/features/[^/]+/[^/]+/index(\\.server)?\\.tsx?$',
        ],
      },
    },
    {
      name: 'web-ui-and-lib-below-features',
      comment:
        "ui/ (design system) and lib/ (plumbing) never import a feature (their tests may use a feature's fixture).",
      severity: 'error',
      from: { path: '^apps/web/app/(ui|lib)/', pathNot: TESTS },
      to: { path: '^apps/web/app/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
