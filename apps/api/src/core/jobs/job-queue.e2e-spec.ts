import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startTestApp, useOwnDatabase } from '../../../test/test-app.js';
import { DatabaseService } from '../database/database.service.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { type ProbeRun, registerProbes, runsOf, storedJobs, waitFor } from './job-probes.fixture.js';
import { JobQueue } from './job-queue.service.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job queue: two API processes on one PostgreSQL database', () => {
  // A database of its own: pg-boss's schema and jobs stay out of the shared test database.
  const databaseUrl = useOwnDatabase('fuel_jobs');
  const apps: NestExpressApplication[] = [];
  const runs: ProbeRun[] = [];
  const app = (index: number) => {
    const found = apps[index];
    if (!found) throw new Error(`app ${index} is not started`);
    return found;
  };

  beforeAll(async () => {
    apps.push(await startTestApp({ databaseUrl: databaseUrl() }));
    apps.push(await startTestApp({ databaseUrl: databaseUrl() }));
    // Both processes schedule the same single occurrence, a few seconds from now.
    const occurrence = new Date(Date.now() + 3_000);
    for (const [index, started] of apps.entries()) {
      registerProbes(started.get(JobQueue), index, runs, occurrence);
      // The queue stays off in tests until one asks; a one-second scheduler keeps this test short.
      await started.get(JobQueue).start({ schedulerIntervalSeconds: 1 });
    }
  }, 120_000);
  afterAll(async () => {
    for (const started of apps) await started.close();
  });

  it('runs a scheduled occurrence once, though both processes schedule it', async () => {
    await waitFor(() => runsOf(runs, 'probe.occurrence').length > 0);
    // Every later scheduler pass of either process still finds the occurrence due (for a minute).
    await sleep(4_000);
    expect(runsOf(runs, 'probe.occurrence')).toHaveLength(1);
    expect(await storedJobs(app(0).get(DatabaseService).db, 'probe.occurrence')).toEqual([
      { state: 'completed', retryCount: 0, label: null },
    ]);
  }, 30_000);

  it('retries a failing job with growing waits, and gives up after the retry limit', async () => {
    await app(0).get(JobQueue).send('probe.flaky', { label: 'twice', failures: 2 });
    await app(1).get(JobQueue).send('probe.flaky', { label: 'always', failures: 99 });
    await waitFor(() => runsOf(runs, 'probe.flaky', 'twice').length === 3);
    await waitFor(() => runsOf(runs, 'probe.flaky', 'always').length === 3);

    const [first, second, third] = runsOf(runs, 'probe.flaky', 'twice').map((run) => run.at);
    // retryDelay 1 s with backoff: about 1–2 s, then 2–4 s (plus polling).
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(1_000);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(2_000);
    await sleep(1_000);
    const stored = await storedJobs(app(0).get(DatabaseService).db, 'probe.flaky');
    expect(stored).toEqual(
      expect.arrayContaining([
        { state: 'completed', retryCount: 2, label: 'twice' },
        { state: 'failed', retryCount: 2, label: 'always' },
      ]),
    );
    expect(runsOf(runs, 'probe.flaky', 'always')).toHaveLength(3);
  }, 30_000);

  it('writes a job sent in a transaction with it: kept on commit, gone on rollback', async () => {
    const runner = app(0).get(TransactionRunner);
    const jobs = app(0).get(JobQueue);
    await runner.transaction(() => jobs.send('probe.record', { label: 'committed', ms: 0 }));
    await expect(
      runner.transaction(async () => {
        await jobs.send('probe.record', { label: 'rolled back', ms: 0 });
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');

    await waitFor(() => runsOf(runs, 'probe.record', 'committed').length === 1);
    const labels = (await storedJobs(app(0).get(DatabaseService).db, 'probe.record')).map((job) => job.label);
    expect(labels).toEqual(['committed']);
  });

  it('lists every job of the application in the README', () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    const section = readme.split(/^### Jobs$/m)[1]?.split(/^##/m)[0] ?? '';
    const names = app(0)
      .get(JobQueue)
      .names.filter((name) => !name.startsWith('probe.'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(section).toContain(`\`${name}\``);
  });

  it('lets a running job finish when its process stops, before the database closes', async () => {
    await app(1).get(JobQueue).send('probe.record', { label: 'slow', ms: 1_500 });
    await waitFor(() => runsOf(runs, 'probe.record', 'slow').length > 0);
    const [slow] = runsOf(runs, 'probe.record', 'slow');
    if (!slow) throw new Error('the slow job did not start');
    expect(slow.ended).toBeUndefined();
    // Whichever process took it stops while the job runs.
    await app(slow.app).close();
    apps.splice(slow.app, 1);

    expect(slow.ended).toBeDefined();
    expect(runsOf(runs, 'probe.record', 'slow')).toHaveLength(1);
    const stored = await storedJobs(app(0).get(DatabaseService).db, 'probe.record');
    expect(stored.find((job) => job.label === 'slow')).toMatchObject({ state: 'completed' });
  });
});
