import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestApp } from '../../../../test/test-app.js';
import { DatabaseService } from '../../../core/database/database.service.js';
import { waitFor } from '../../../core/jobs/job-probes.fixture.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { randomClientAddress } from '../../accounts/accounts.fixture.js';
import { HealthService } from '../../health/health.service.js';
import { ERROR_RETENTION_JOB } from './error-retention.job.js';
import {
  CALCULATOR_SOURCE,
  jsError,
  jsErrorReport,
  traceTables,
  uniqueWord,
  writeSourceMapFixture,
} from './error-trace.fixture.js';

/** The error trace on the embedded PGlite database (no DATABASE_URL): one connection for every transaction. */
describe('error trace on PGlite', () => {
  let app: NestExpressApplication | undefined;
  let dataDir = '';
  const started = () => {
    if (!app) throw new Error('the app is not started');
    return app;
  };
  const { groupsLike, occurrencesOf } = traceTables(started);

  // A fresh PGlite folder takes seconds to set up on a quiet machine, minutes on a crowded one.
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fuel-errors-'));
    await writeSourceMapFixture(join(dataDir, 'sourcemaps'));
    app = await startTestApp({ databaseUrl: undefined, dataDir, sourceMapsDir: join(dataDir, 'sourcemaps') });
    expect(app.get(DatabaseService).kind).toBe('pglite');
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('groups 20 parallel reports into one group of 20, mapped, and keeps it through the retention', async () => {
    const word = uniqueWord();
    const body = jsErrorReport([jsError({ message: `Tankinhalt ${word} unbekannt` })]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(started().getHttpServer())
          .post('/api/error-trace/js-error')
          .set('X-Forwarded-For', randomClientAddress())
          .send(body),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 204));
    const [group] = await groupsLike(word);
    expect(group).toMatchObject({
      occurrenceCount: 20,
      culprit: `${CALCULATOR_SOURCE} in submitCalculation`,
    });

    await started().get(JobQueue).run(ERROR_RETENTION_JOB, {});
    expect(await occurrencesOf(group?.id)).toHaveLength(20);
  });

  it('records an API 5xx', async () => {
    const word = uniqueWord();
    const readiness = jest
      .spyOn(started().get(HealthService), 'readiness')
      .mockRejectedValueOnce(new Error(`Speicher ${word} voll`));
    expect((await request(started().getHttpServer()).get('/api/health/ready')).status).toBe(500);
    readiness.mockRestore();
    await waitFor(async () => (await groupsLike(word)).length === 1);
    expect((await groupsLike(word))[0]).toMatchObject({ source: 'api', occurrenceCount: 1 });
  });
});
