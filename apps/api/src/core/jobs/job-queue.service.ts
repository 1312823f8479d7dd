import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '@fuel/db';
import { type ConstructorOptions, type Db, fromDrizzle, fromPglite, type Job, PgBoss } from 'pg-boss';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { DatabaseService } from '../database/database.service.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import {
  DEFAULT_JOB_RETRY,
  type JobDataMap,
  type JobDefinition,
  type JobName,
  type JobPolicy,
  type JobRetryPolicy,
  type JobSchedule,
} from './job-definition.type.js';

/** pg-boss's tables live in this schema, which pg-boss creates and migrates itself. */
export const JOB_SCHEMA = 'pgboss';
/** pg-boss's own PostgreSQL pool: its workers, scheduler and maintenance, never a request. */
const POOL_SIZE = 4;
const DEFAULT_POLLING_SECONDS = 5;
/** Jobs sent at start by processes starting within this many seconds of each other are one job. */
const START_SINGLETON_SECONDS = 60;

/** Timings of pg-boss's scheduler; tests shorten them, production keeps pg-boss's (30 s and 5 s). */
export interface JobQueueTuning {
  /** How often due occurrences are looked for and forwarded to their queues. */
  readonly schedulerIntervalSeconds?: number;
}

/** A queue's jobs as pg-boss last counted them (its monitor counts every minute). */
export interface JobQueueStats {
  readonly name: JobName;
  /** Waiting to run: ready, retrying later, or sent for later. */
  readonly queued: number;
  readonly active: number;
  /** Failed for good and still kept by pg-boss (its retention): a rolling count of recent failures. */
  readonly failed: number;
}

export interface SendJobOptions {
  /** Not run before this time. */
  readonly startAfter?: Date;
}

interface RegisteredJob {
  readonly name: JobName;
  readonly schedule: JobSchedule | undefined;
  readonly retry: JobRetryPolicy;
  readonly policy: JobPolicy;
  readonly timeoutSeconds: number | undefined;
  readonly pollingIntervalSeconds: number;
  readonly runAtStart: boolean;
  readonly run: (data: object) => Promise<unknown>;
}

/**
 * The job queue: scheduled and background work on pg-boss, in the application's database (PostgreSQL, or
 * the embedded PGlite). A job is sent once and run once by one process, retried with backoff when it throws;
 * a cron schedule sends one job per occurrence however many processes run. Modules register their jobs in
 * `onModuleInit` and never touch this folder:
 *
 *   declare module '../../core/jobs/job-definition.type.js' {
 *     interface JobDataMap { 'alarms.check': NoJobData; 'exports.build': { exportId: number } }
 *   }
 *
 *   onModuleInit(): void {
 *     this.jobs.register({
 *       name: 'alarms.check',
 *       schedule: { cron: '30 6 * * *', timeZone: 'Europe/Berlin' },
 *       retry: { limit: 3, delaySeconds: 60, backoff: true },
 *       policy: 'stately',
 *       handler: () => this.checkAlarms(),
 *     });
 *   }
 *
 * (as orders' QuoteService registers `quotes.prune`), and send one-off jobs with
 * `jobs.send('exports.build', { exportId })`; inside a transaction the job is
 * written in it, so it exists exactly when the change that asks for it commits. Under NODE_ENV=test the
 * queue does not start (JOBS_ENABLED): tests call the work directly, or `run(name, data)`, or `start()`.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly jobs = new Map<JobName, RegisteredJob>();
  private boss: PgBoss | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly database: DatabaseService,
    private readonly runner: TransactionRunner,
  ) {}

  /** Call in onModuleInit: the queue creates queues, schedules and workers when it starts. */
  register<K extends JobName>(definition: JobDefinition<K>): void {
    if (this.jobs.has(definition.name)) throw new Error(`job ${definition.name} is registered twice`);
    if (this.boss) throw new Error(`job ${definition.name} registered after the job queue started`);
    this.jobs.set(definition.name, {
      name: definition.name,
      schedule: definition.schedule,
      retry: definition.retry ?? DEFAULT_JOB_RETRY,
      policy: definition.policy ?? 'standard',
      timeoutSeconds: definition.timeoutSeconds,
      pollingIntervalSeconds: definition.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS,
      runAtStart: definition.runAtStart ?? false,
      // The data was written by send() for this name, so it is this job's data.
      run: (data) => definition.handler(data as JobDataMap[K]),
    });
  }

  /** The registered job names (the README lists each). */
  get names(): JobName[] {
    return [...this.jobs.keys()];
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.jobsEnabled) {
      this.logger.log('job queue off (JOBS_ENABLED=false): no job is scheduled, run or sent from here');
      return;
    }
    await this.start();
  }

  /** Starts pg-boss (creating or migrating its schema), then each job's queue, schedule and worker. */
  async start(tuning: JobQueueTuning = {}): Promise<void> {
    if (this.boss) return;
    const interval = tuning.schedulerIntervalSeconds;
    const boss = new PgBoss({
      ...this.connection(),
      schema: JOB_SCHEMA,
      ...(interval ? { cronMonitorIntervalSeconds: interval, cronWorkerIntervalSeconds: interval } : {}),
    });
    // Without a listener an 'error' event would end the process; these are the background loops' failures.
    boss.on('error', (error) => this.logger.error(`job queue: ${error.message}`));
    boss.on('warning', (warning) => this.logger.warn(`job queue: ${warning.message}`));
    await boss.start();
    this.boss = boss;
    // Side by side: one after the other they held up the API's start by some 0.3 s of round trips.
    await Promise.all([...this.jobs.values()].map((job) => this.install(boss, job)));
    this.logger.log(`job queue started on ${this.database.kind}: ${this.names.join(', ')}`);
  }

  /**
   * Sends a job, in the surrounding transaction if there is one. Returns whether a job was written: false when
   * the queue is off in this process (tests; the job's schedule or another process does the work) or a
   * stately queue already has one waiting.
   */
  async send<K extends JobName>(
    name: K,
    data: JobDataMap[K],
    options: SendJobOptions = {},
  ): Promise<boolean> {
    if (!this.boss) return false;
    const id = await this.boss.send(name, data, {
      db: through(this.runner.db),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    return id !== null;
  }

  /**
   * The registered queues' counts, for the metrics; empty while the queue is off in this process. One read of
   * pg-boss's queue table, whose counts its monitor refreshes (every minute), so they lag by up to that.
   */
  async stats(): Promise<JobQueueStats[]> {
    if (!this.boss) return [];
    const registered = new Map<string, JobName>(this.names.map((name) => [name, name]));
    const queues = await this.boss.getQueues([...registered.keys()]);
    return queues.flatMap((queue) => {
      const name = registered.get(queue.name);
      return name === undefined
        ? []
        : [{ name, queued: queue.queuedCount, active: queue.activeCount, failed: queue.failedCount }];
    });
  }

  /** Runs a job's handler here and now, without the queue: for tests and for staff asking for a run. */
  run<K extends JobName>(name: K, data: JobDataMap[K]): Promise<unknown> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`job ${name} is not registered`);
    return job.run(data);
  }

  /**
   * Stops taking work before the application closes the database: running jobs finish (for at most
   * SHUTDOWN_TIMEOUT_MS), schedules stop. The pool stays open for requests still finishing that send jobs.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.boss?.stop({ graceful: true, close: false, timeout: this.config.shutdownTimeoutMs });
  }

  async onApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ close: true });
  }

  /** PostgreSQL: a small pool of pg-boss's own. PGlite: its one connection, shared with the application. */
  private connection(): ConstructorOptions {
    const pglite = this.database.pglite;
    if (pglite) return { backend: 'pglite', db: fromPglite(pglite) };
    return { connectionString: this.config.databaseUrl, max: POOL_SIZE, application_name: 'fuel-api jobs' };
  }

  private async install(boss: PgBoss, job: RegisteredJob): Promise<void> {
    const options = {
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: job.retry.backoff,
      ...(job.retry.maxDelaySeconds === undefined ? {} : { retryDelayMax: job.retry.maxDelaySeconds }),
      ...(job.timeoutSeconds === undefined ? {} : { expireInSeconds: job.timeoutSeconds }),
    };
    // createQueue leaves an existing queue as it is; updateQueue applies a changed retry policy.
    await boss.createQueue(job.name, { policy: job.policy, ...options });
    await boss.updateQueue(job.name, options);
    if (job.schedule) {
      await boss.schedule(job.name, job.schedule.cron, {}, { tz: job.schedule.timeZone ?? 'UTC' });
    } else {
      // A schedule a former release wrote would otherwise go on sending.
      await boss.unschedule(job.name);
    }
    await boss.work<object>(job.name, { pollingIntervalSeconds: job.pollingIntervalSeconds }, (jobs) =>
      this.handle(job, jobs),
    );
    if (job.runAtStart) {
      // Throttled without a key of its own, so it shares a stately queue's one-at-a-time with the schedule.
      await boss.send(job.name, {}, { singletonSeconds: START_SINGLETON_SECONDS });
    }
  }

  private async handle(job: RegisteredJob, batch: Job<object>[]): Promise<void> {
    for (const { id, data, retryCount } of batch) {
      try {
        await job.run(data);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const report = `job ${job.name} ${id} failed (attempt ${retryCount + 1} of ${job.retry.limit + 1}): ${message}`;
        if (retryCount < job.retry.limit) this.logger.warn(report);
        else this.logger.error(report);
        throw error;
      }
    }
  }
}

/** pg-boss's statements through drizzle's `execute` on the TransactionRunner's connection or transaction. */
function through(db: Database): Db {
  return fromDrizzle(
    {
      // fromDrizzle builds each query with the `sql` tag handed to it below.
      execute: async (query) => ({ rows: rowsOf(await db.execute(query as SQL)) }),
    },
    sql,
  );
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
function rowsOf(result: unknown): unknown[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error('unexpected answer of the database driver');
}
