// One lint setup for the whole workspace; run per project by `nx run-many -t lint`.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Nx project tags keep the direction between projects: scope:shared (libs/domain) imports no other project,
// scope:server (libs/db) only shared, scope:client (libs/api-client) only shared, scope:api shared and server,
// scope:web shared and client. scope:tooling (libs/seed, scripts, docker) may import anything, and no
// production project imports it: demo data and its invented prices stay out of the API and the web.
const DEP_CONSTRAINTS = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
  { sourceTag: 'scope:client', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared', 'scope:client'] },
  { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['*'] },
];
const TEST_DEP_CONSTRAINTS = DEP_CONSTRAINTS.map((constraint) =>
  constraint.onlyDependOnLibsWithTags.includes('*')
    ? constraint
    : { ...constraint, onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, 'scope:tooling'] },
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/.data/**',
      '**/.nx/**',
      'libs/api-client/src/generated/**',
      'libs/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { plugins: { '@nx': nx } },
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@nx/enforce-module-boundaries': ['error', { allow: [], depConstraints: DEP_CONSTRAINTS }],
    },
  },
  {
    // Constructor parameter types are runtime values for Nest's injector (decorator metadata).
    files: ['apps/api/**/*.ts'],
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests build their world and may use the seed (demo accounts, the demo market); production code never.
    files: [
      '**/*.spec.{ts,tsx}',
      '**/*.test.{ts,tsx}',
      '**/*.e2e-spec.ts',
      '**/*.bench.ts',
      '**/*.fixture.ts',
      'apps/api/test/**',
      'apps/web/e2e/**',
    ],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { allow: [], depConstraints: TEST_DEP_CONSTRAINTS }],
    },
  },
  {
    // CLI entry points and tests may print.
    files: [
      'scripts/**',
      '**/bin/**',
      '**/*.spec.ts',
      '**/*.e2e-spec.ts',
      '**/*.bench.ts',
      '**/e2e/**',
      '**/bench/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
