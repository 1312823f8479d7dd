import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_DIR, diffContracts, REPO_ROOT } from './api-contract.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-test-'));
  dirs.push(dir);
  return dir;
}
function writeContract(dir: string, files: Record<string, string>): string {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('diffContracts', () => {
  const base = { 'openapi.json': '{}', 'src/generated/sdk.gen.ts': 'a', 'src/generated/core/x.gen.ts': 'b' };

  it('finds nothing when both sides are equal', () => {
    expect(diffContracts(writeContract(tempDir(), base), writeContract(tempDir(), base))).toEqual([]);
  });

  it('names changed, missing and extra files', () => {
    const committed = writeContract(tempDir(), { ...base, 'src/generated/old.gen.ts': 'x' });
    const fresh = writeContract(tempDir(), {
      ...base,
      'openapi.json': '{"paths":{}}',
      'src/generated/new.gen.ts': 'y',
    });
    expect(diffContracts(committed, fresh).sort()).toEqual([
      'missing in the repository: src/generated/new.gen.ts',
      'no longer generated: src/generated/old.gen.ts',
      'stale: openapi.json',
    ]);
  });
});

describe('check-api-contract', () => {
  const run = (dir?: string) =>
    spawnSync('node', ['scripts/check-api-contract.ts', '--no-build', ...(dir ? [dir] : [])], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });

  it('fails on a committed client that no longer matches the API, and passes on the real one', () => {
    const tampered = tempDir();
    cpSync(join(CLIENT_DIR, 'openapi.json'), join(tampered, 'openapi.json'));
    cpSync(join(CLIENT_DIR, 'src/generated'), join(tampered, 'src/generated'), { recursive: true });
    writeFileSync(join(tampered, 'src/generated/sdk.gen.ts'), '// edited by hand\n');

    const stale = run(tampered);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('stale: src/generated/sdk.gen.ts');

    expect(run().status).toBe(0);
  }, 180_000);
});
