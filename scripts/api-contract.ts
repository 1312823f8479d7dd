// Builds the API contract (OpenAPI document + generated client) and compares it with the committed one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';

export const REPO_ROOT = resolve(import.meta.dirname, '..');
export const CLIENT_DIR = join(REPO_ROOT, 'libs/api-client');
const GENERATED = 'src/generated';
const DOCUMENT = 'openapi.json';

/**
 * Writes `openapi.json` and `src/generated/` of the API client into `targetDir`.
 * `build: false` reuses apps/api/dist, for callers that already run inside an Nx task graph.
 */
export async function generateContract(targetDir: string, { build = true } = {}): Promise<void> {
  if (build) {
    execFileSync('npx', ['nx', 'run', '@fuel/api:build', '--output-style=static'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
  }
  mkdirSync(targetDir, { recursive: true });
  const documentPath = join(targetDir, DOCUMENT);
  execFileSync('node', [join(REPO_ROOT, 'apps/api/dist/bin/emit-openapi.js'), documentPath], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  rmSync(join(targetDir, GENERATED), { recursive: true, force: true });
  await createClient({
    input: documentPath,
    output: { path: join(targetDir, GENERATED) },
    logs: { level: 'silent' },
    plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk', '@tanstack/react-query'],
  });
}

function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Lists what differs between the committed contract and a fresh one: changed, missing and extra files. */
export function diffContracts(committedDir: string, freshDir: string): string[] {
  const paths = (dir: string) => [
    ...(existsSync(join(dir, DOCUMENT)) ? [DOCUMENT] : []),
    ...filesBelow(join(dir, GENERATED)).map((p) => join(GENERATED, p)),
  ];
  const committed = new Set(paths(committedDir));
  const fresh = new Set(paths(freshDir));
  const problems: string[] = [];
  for (const path of fresh) {
    if (!committed.has(path)) problems.push(`missing in the repository: ${path}`);
    else if (readFileSync(join(committedDir, path), 'utf8') !== readFileSync(join(freshDir, path), 'utf8')) {
      problems.push(`stale: ${path}`);
    }
  }
  for (const path of committed) if (!fresh.has(path)) problems.push(`no longer generated: ${path}`);
  return problems;
}
