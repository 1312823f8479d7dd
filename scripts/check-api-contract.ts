// Part of `npm test`: fails when the committed OpenAPI document or client differ from what the API code generates.
// Usage: node scripts/check-api-contract.ts [--no-build] [committed-client-dir]   (default libs/api-client)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLIENT_DIR, diffContracts, generateContract } from './api-contract.ts';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const dirArg = args.find((arg) => !arg.startsWith('--'));
const committedDir = dirArg ? resolve(dirArg) : CLIENT_DIR;
const freshDir = mkdtempSync(join(tmpdir(), 'api-contract-'));
try {
  await generateContract(freshDir, { build });
  const problems = diffContracts(committedDir, freshDir);
  if (problems.length > 0) {
    console.error(
      `The API client in ${committedDir} is stale:\n  ${problems.join('\n  ')}\nRun: npm run api:generate`,
    );
    process.exitCode = 1;
  } else {
    console.log(`API contract: ${committedDir} matches the API.`);
  }
} finally {
  rmSync(freshDir, { recursive: true, force: true });
}
