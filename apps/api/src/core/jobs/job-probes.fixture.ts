import { sql } from 'drizzle-orm';
import type { Database } from '@fuel/db';
import type { NoJobData } from './job-definition.type.js';
import { JOB_SCHEMA, type JobQueue } from './job-queue.service.js';

declare module './job-definition.type.js' {
  interface JobDataMap {
    'probe.occurrence': NoJobData;
    /** Throws on its first `failures` runs. */
    'probe.flaky': { readonly label: string; readonly failures: number };
    /** Takes `ms` to run. */
    'probe.record': { readonly label: string; readonly ms: number };
  }
}

export interface ProbeRun {
  readonly job: 'probe.occurrence' | 'probe.flaky' | 'probe.record';
  readonly label: string;
  /** Which of the test's API processes ran it. */
  readonly app: number;
  readonly at: number;
  /** When a `probe.record` run ended; unset while it runs. */
  ended?: number;
}

/** A cron expression with seconds (six fields) matching `at` alone, in UTC: one occurrence a year. */
export function cronAt(at: Date): string {
  return [
    at.getUTCSeconds(),
    at.getUTCMinutes(),
    at.getUTCHours(),
    at.getUTCDate(),
    at.getUTCMonth() + 1,
    '*',
  ]
    .map(String)
    .join(' ');
}

/** Jobs whose runs are written down in `runs`, shared by every app of the test; fast polling and retries. */
export function registerProbes(jobs: JobQueue, app: number, runs: ProbeRun[], occurrence: Date): void {
  jobs.register({
    name: 'probe.occurrence',
    schedule: { cron: cronAt(occurrence) },
    pollingIntervalSeconds: 0.5,
    handler: async () => {
      runs.push({ job: 'probe.occurrence', label: '', app, at: Date.now() });
    },
  });
  jobs.register({
    name: 'probe.flaky',
    retry: { limit: 2, delaySeconds: 1, backoff: true },
    pollingIntervalSeconds: 0.5,
    handler: async ({ label, failures }) => {
      const attempt = runs.filter((run) => run.job === 'probe.flaky' && run.label === label).length + 1;
      runs.push({ job: 'probe.flaky', label, app, at: Date.now() });
      if (attempt <= failures) throw new Error(`${label} fails attempt ${attempt}`);
    },
  });
  jobs.register({
    name: 'probe.record',
    pollingIntervalSeconds: 0.5,
    handler: async ({ label, ms }) => {
      const run: ProbeRun = { job: 'probe.record', label, app, at: Date.now() };
      runs.push(run);
      await new Promise((resolve) => setTimeout(resolve, ms));
      run.ended = Date.now();
    },
  });
}

export function runsOf(runs: ProbeRun[], job: ProbeRun['job'], label = ''): ProbeRun[] {
  return runs.filter((run) => run.job === job && run.label === label);
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface StoredJob {
  state: string;
  retryCount: number;
  label: string | null;
}

/** The jobs pg-boss stored for `name`, oldest first. */
export async function storedJobs(db: Database, name: string): Promise<StoredJob[]> {
  const result = await db.execute(sql`
    SELECT state, retry_count AS "retryCount", data->>'label' AS label
    FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE name = ${name} ORDER BY created_on`);
  // Both drivers answer with { rows }; the columns are the ones selected above.
  return (result as { rows: StoredJob[] }).rows;
}
