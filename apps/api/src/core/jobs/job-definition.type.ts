/**
 * The jobs of the application by name, with the data each one carries (JSON). A module that registers a job
 * adds it here by declaration merging, next to the job (example in JobQueue).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobDataMap {}

export type JobName = keyof JobDataMap;

/** The data of a job that needs none, such as a sweep. */
export type NoJobData = Record<string, never>;

/** What happens after a run throws: pg-boss runs the job again, up to `limit` more times. */
export interface JobRetryPolicy {
  /** Runs after the first one. */
  readonly limit: number;
  /** Wait before the first retry, in seconds. */
  readonly delaySeconds: number;
  /** Exponential backoff: the wait roughly doubles with each retry (with jitter), up to `maxDelaySeconds`. */
  readonly backoff: boolean;
  readonly maxDelaySeconds?: number;
}

export interface JobSchedule {
  /**
   * Five-field cron expression. One job per occurrence for the whole cluster (pg-boss files each occurrence
   * under a singleton slot of one minute), so the resolution is a minute.
   */
  readonly cron: string;
  /** IANA zone the expression is read in; UTC when left out. */
  readonly timeZone?: string;
}

/**
 * - `standard`: every job sent runs, several at once across processes.
 * - `stately`: at most one job waiting and one running across all processes; a job sent while one waits is
 *   dropped. For sweeps whose one run covers all there is to do.
 * Fixed when the queue is first created; a different policy needs a new job name.
 */
export type JobPolicy = 'standard' | 'stately';

export interface JobDefinition<K extends JobName> {
  /** `<module>.<verb>`, e.g. `mail.deliver`; letters, digits, `.`, `-` and `_`. */
  readonly name: K;
  /** One run. Throwing fails the run, which the retry policy may repeat. */
  readonly handler: (data: JobDataMap[K]) => Promise<unknown>;
  /** Only for a job without data: an occurrence sends `{}`. */
  readonly schedule?: NoJobData extends JobDataMap[K] ? JobSchedule : never;
  /** Default: DEFAULT_JOB_RETRY. */
  readonly retry?: JobRetryPolicy;
  /** Default: standard. */
  readonly policy?: JobPolicy;
  /**
   * A run still going after this long counts as failed (and is retried): its process may have died.
   * Default 15 minutes.
   */
  readonly timeoutSeconds?: number;
  /** How often this process's worker looks for a job to run; at least 0.5 s. Default 5 s. */
  readonly pollingIntervalSeconds?: number;
  /**
   * Also send one job when the queue starts (several processes starting within a minute send one), for work
   * that may have been missed while nothing ran.
   */
  readonly runAtStart?: NoJobData extends JobDataMap[K] ? boolean : never;
}

export const DEFAULT_JOB_RETRY: JobRetryPolicy = {
  limit: 3,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 3_600,
};
