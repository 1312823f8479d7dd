import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { DatabaseService, type PoolUsage } from '../database/database.service.js';
import { type JobQueueStats, JobQueue } from '../jobs/job-queue.service.js';
import { Metrics } from './metrics.service.js';
import { sharedReading } from './scrape-reading.js';

/**
 * Figures of the API's own machinery, read when Prometheus scrapes: the job queue per queue (absent while
 * the queue is off in this process) and the database pool (PostgreSQL only: PGlite has one connection in the
 * process and no pool; pg-boss's own small pool is not counted).
 */
@Injectable()
export class PlatformMetrics {
  constructor(
    metrics: Metrics,
    jobs: JobQueue,
    database: DatabaseService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    jobQueueGauges(metrics, jobs);
    if (config.databaseUrl) poolGauges(metrics, database, config.dbPoolSize);
  }
}

/** One read of pg-boss's queue table per scrape, shown as three gauges per queue. */
function jobQueueGauges(metrics: Metrics, jobs: JobQueue): void {
  const stats = sharedReading(() => jobs.stats());
  const gauge = (name: string, help: string, figure: (queue: JobQueueStats) => number) =>
    metrics.labelledGauge({
      name,
      help,
      labelNames: ['queue'],
      read: async () =>
        (await stats()).map((queue) => ({ labels: { queue: queue.name }, value: figure(queue) })),
    });
  gauge('fuel_job_queue_depth', 'Jobs waiting to run (ready, retrying, sent for later)', (q) => q.queued);
  gauge('fuel_job_queue_active', 'Jobs running now', (q) => q.active);
  gauge(
    'fuel_job_queue_failed',
    'Jobs failed for good that pg-boss still keeps (a rolling count of recent failures)',
    (q) => q.failed,
  );
}

/** The pool's counters live in this process: read directly, no deadline needed. */
function poolGauges(metrics: Metrics, database: DatabaseService, poolSize: number): void {
  const gauge = (name: string, help: string, figure: (usage: PoolUsage) => number) =>
    metrics.gauge({
      name,
      help,
      read: () => {
        const usage = database.poolUsage;
        return usage ? figure(usage) : undefined;
      },
    });
  gauge('fuel_db_pool_connections', 'Open connections of the database pool, busy or idle', (u) => u.total);
  gauge('fuel_db_pool_idle_connections', 'Idle connections of the database pool', (u) => u.idle);
  gauge('fuel_db_pool_waiting_requests', 'Queries waiting for a pool connection', (u) => u.waiting);
  metrics.gauge({
    name: 'fuel_db_pool_max_connections',
    help: 'Size limit of the database pool (DB_POOL_SIZE)',
    read: () => poolSize,
  });
}
