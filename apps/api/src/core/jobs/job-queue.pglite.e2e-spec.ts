import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../database/database.service.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { type ProbeRun, registerProbes, runsOf, storedJobs, waitFor } from './job-probes.fixture.js';
import { JobQueue } from './job-queue.service.js';

describe('job queue on the embedded PGlite database (no DATABASE_URL)', () => {
  let app: NestExpressApplication | undefined;
  let dataDir = '';
  const runs: ProbeRun[] = [];
  const started = () => {
    if (!app) throw new Error('the app is not started');
    return app;
  };

  // A fresh PGlite folder takes seconds to set up on a quiet machine, minutes on a crowded one.
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fuel-jobs-'));
    app = await startTestApp({ databaseUrl: undefined, dataDir });
    expect(app.get(DatabaseService).kind).toBe('pglite');
    registerProbes(app.get(JobQueue), 0, runs, new Date(Date.now() + 3_000));
    // pg-boss creates its schema on the one PGlite connection (multi-statement migrations through exec).
    await app.get(JobQueue).start({ schedulerIntervalSeconds: 1 });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("runs the application's jobs, a scheduled occurrence, and retries a failing job", async () => {
    await started().get(JobQueue).send('probe.flaky', { label: 'once', failures: 1 });
    await waitFor(() => runsOf(runs, 'probe.flaky', 'once').length === 2);
    await waitFor(() => runsOf(runs, 'probe.occurrence').length === 1);

    const db = started().get(DatabaseService).db;
    await waitFor(async () => (await storedJobs(db, 'probe.flaky'))[0]?.state === 'completed');
    expect(await storedJobs(db, 'probe.flaky')).toEqual([
      { state: 'completed', retryCount: 1, label: 'once' },
    ]);
    // Sent once at start (the market is empty here, so the run has nothing to store).
    await waitFor(async () => (await storedJobs(db, 'prices.snapshot'))[0]?.state === 'completed');
  }, 30_000);

  it('sends a job inside a transaction through that transaction, not a second wait on the one connection', async () => {
    const jobs = started().get(JobQueue);
    await started()
      .get(TransactionRunner)
      .transaction(() => jobs.send('probe.record', { label: 'in transaction', ms: 0 }));
    await waitFor(() => runsOf(runs, 'probe.record', 'in transaction').length === 1);
  });
});
