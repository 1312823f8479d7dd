// `npm start`: builds the API, the web app and the seed, seeds, then runs API and web. Without DATABASE_URL /
// REDIS_URL the API uses the embedded PGlite database in .data/ and an in-process cache, and the seed fills in
// the demo data (SEED_DEMO defaults to true without DATABASE_URL).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const webPort = process.env['WEB_PORT'] ?? '3000';
const apiPort = process.env['API_PORT'] ?? '3001';

execFileSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '-p', '@fuel/api', '@fuel/web', '@fuel/seed', '--output-style=static'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

// Seed and API run outside production mode so that the demo accounts may be seeded; the web server serves the
// production build. The seed (migrations, postal codes, demo market; ~15 s the first time, a moment after)
// ends before the API starts: the embedded database belongs to one process at a time. The web server starts
// once the API answers, so that nobody sees error pages while the API loads the market.
// The web server reports its 5xx to the API with a token both know: a fresh one per start unless given.
const errorTraceToken = process.env['ERROR_TRACE_TOKEN'] || randomBytes(32).toString('hex');
const env = { ...process.env, API_PORT: apiPort, WEB_PORT: webPort, ERROR_TRACE_TOKEN: errorTraceToken };
const nodeEnv = process.env['NODE_ENV'] ?? 'development';
const children: ChildProcess[] = [];
let exiting = false;

function stopAll(code: number): void {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

function run(script: string, childEnv: NodeJS.ProcessEnv): void {
  const child = spawn('node', [script], { cwd: root, env: childEnv, stdio: 'inherit' });
  child.on('exit', (code) => stopAll(code ?? 1));
  children.push(child);
}

async function apiAnswers(): Promise<boolean> {
  try {
    return (await fetch(`http://localhost:${apiPort}/api/health`)).ok;
  } catch {
    return false;
  }
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

execFileSync('node', ['libs/seed/dist/bin/seed.js'], {
  cwd: root,
  env: { ...env, NODE_ENV: nodeEnv },
  stdio: 'inherit',
});
run('apps/api/dist/main.js', { ...env, NODE_ENV: nodeEnv });
while (!exiting && !(await apiAnswers())) await new Promise((done) => setTimeout(done, 500));
if (!exiting) {
  run('apps/web/server.ts', {
    ...env,
    NODE_ENV: 'production',
    API_URL: process.env['API_URL'] ?? `http://localhost:${apiPort}`,
  });
  console.log(
    `\nSite: http://localhost:${webPort}/  (Austria /at/, Switzerland /ch/)   API docs: http://localhost:${apiPort}/api/docs\n`,
  );
}
