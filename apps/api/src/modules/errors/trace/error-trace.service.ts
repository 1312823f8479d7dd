import { createHash, timingSafeEqual } from 'node:crypto';
import { type BeforeApplicationShutdown, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  type ErrorSource,
  JS_ERROR_REPORT_LIMITS as LIMITS,
  isIgnoredErrorMessage,
  occurrenceTime,
  parseStack,
  repoRelativePath,
} from '@fuel/domain/errors';
import { type RateLimit, RateLimiter } from '../../../core/auth/rate-limiter.service.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.module.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { AppException } from '../../../core/http/error-response.js';
import { ServerErrorRecorder, type ServerErrorReport } from '../../../core/http/server-error-recorder.js';
import type { JsErrorReportInput } from './dto/js-error-report.input.js';
import type { ServerErrorReportInput } from './dto/server-error-report.input.js';
import { ErrorTraceRepository } from './error-trace.repository.js';
import { browserName, occurrenceDraft, siteOf, storedText } from './occurrence-draft.js';
import { SourceMapStore } from './source-map-store.js';

/** The web server proves it is the web server with the token both are configured with. */
export const ERROR_TRACE_TOKEN_HEADER = 'x-error-trace-token';

/** The trace's own endpoints: their failures are logged, never recorded (recording would fail the same way). */
const TRACE_PATHS = '/api/error-trace/';
const DAY_MS = 86_400_000;
/** A failing database fails every recording; the log says so once a minute, not once a request. */
const FAILURE_LOG_INTERVAL_MS = 60_000;
/**
 * Recordings of the API's 5xx under way at once: a fault hit by every request must not queue a transaction per
 * request for a database that may be the fault, nor take more than half of the default pool (10) from the
 * requests. Beyond it a 5xx is only logged (the filter logs each anyway).
 */
const MAX_PENDING_RECORDINGS = 5;

/**
 * A page view reports once per navigation and when it is left, and only with errors: 30 reports in 10 minutes
 * is a visitor clicking through a broken site quickly. All addresses together get 1,000 a minute, so a flood
 * from many addresses costs the database no more than that; the browser ignores a refused report.
 */
function jsReportLimits(clientAddress: string | undefined): RateLimit[] {
  return [
    { key: `errors:js-report:${clientAddress ?? 'unknown'}`, max: 30, windowSeconds: 600 },
    { key: 'errors:js-report:all', max: 1_000, windowSeconds: 60 },
  ];
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (secret: string) => createHash('sha256').update(secret).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Records reported errors into their groups: the browser's (spec 2 §3, §7), the web server's 5xx, and, as the
 * exceptions filter's recorder, the API's own 5xx.
 */
@Injectable()
export class ErrorTraceService extends ServerErrorRecorder implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ErrorTraceService.name);
  /** Recordings of the API's 5xx still running; shutdown waits for them before the database closes. */
  private readonly pending = new Set<Promise<void>>();
  private failureLoggedAt = 0;
  private unloggedFailures = 0;

  constructor(
    private readonly repository: ErrorTraceRepository,
    private readonly runner: TransactionRunner,
    private readonly limiter: RateLimiter,
    private readonly sourceMaps: SourceMapStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  /**
   * A page view's errors, each scrubbed, source-mapped and grouped, in one transaction. ResizeObserver loop
   * messages are dropped (spec 2 §5); a report with nothing left stores nothing.
   */
  async recordJsErrors(clientAddress: string | undefined, report: JsErrorReportInput): Promise<void> {
    await this.limiter.consume(jsReportLimits(clientAddress));
    const errors = report.errors.filter((error) => !isIgnoredErrorMessage(error.message));
    if (errors.length === 0) return;
    const receivedAt = new Date();
    const earliest = this.retentionStart(receivedAt);
    const page = {
      countryId: siteOf(report.href),
      url: storedText(report.href, LIMITS.url),
      userAgent: storedText(report.userAgent, LIMITS.userAgent),
      browser: browserName(report.userAgent),
    };
    const drafts = await Promise.all(
      errors.map(async (error) => {
        const stack = error.stack ? storedText(error.stack, LIMITS.stack) : null;
        const filename = error.filename ? storedText(error.filename, LIMITS.url) : undefined;
        const frames = await this.sourceMaps.map(
          parseStack(stack, { filename, lineno: error.lineno, colno: error.colno }),
        );
        return occurrenceDraft('browser', {
          ...page,
          occurredAt: occurrenceTime({ time: error.time, timeStart: report.timeStart }, receivedAt, earliest),
          message: storedText(error.message, LIMITS.message),
          stack,
          frames,
        });
      }),
    );
    await this.runner.transaction(() => this.repository.record(drafts));
  }

  /** A 5xx of the web server, accepted only with the configured token. */
  async recordWebServerError(token: string | undefined, report: ServerErrorReportInput): Promise<void> {
    const expected = this.config.errorTraceToken;
    if (expected === undefined || token === undefined || !sameSecret(token, expected)) {
      throw new AppException(
        HttpStatus.UNAUTHORIZED,
        'UNAUTHORIZED',
        'Serverfehler meldet nur der Webserver, mit seinem Schlüssel (ERROR_TRACE_TOKEN).',
      );
    }
    const receivedAt = new Date();
    await this.recordServerError('web', {
      ...report,
      occurredAt: occurrenceTime(
        { time: report.occurredAt, timeStart: report.occurredAt },
        receivedAt,
        this.retentionStart(receivedAt),
      ),
    });
  }

  /** The exceptions filter's recorder: records the API's 5xx after the answer, never throwing. */
  override record(report: ServerErrorReport): void {
    if (report.path.startsWith(TRACE_PATHS)) return;
    if (this.pending.size >= MAX_PENDING_RECORDINGS) {
      this.recordingFailed(new Error(`${MAX_PENDING_RECORDINGS} recordings already under way`));
      return;
    }
    const work = this.recordServerError('api', report).catch((error: unknown) => this.recordingFailed(error));
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.pending);
  }

  private async recordServerError(source: ErrorSource, report: ServerErrorReport): Promise<void> {
    const stack = report.stack ? storedText(report.stack, LIMITS.stack) : null;
    const frames = parseStack(stack).map((frame) => ({ ...frame, file: repoRelativePath(frame.file) }));
    const draft = occurrenceDraft(source, {
      occurredAt: report.occurredAt,
      // The API's paths name no site; the web's do.
      countryId: source === 'web' ? siteOf(report.path) : null,
      url: storedText(report.path, LIMITS.url),
      userAgent: report.userAgent ? storedText(report.userAgent, LIMITS.userAgent) : null,
      browser: browserName(report.userAgent),
      message: storedText(report.message, LIMITS.message),
      stack,
      frames,
      requestId: report.requestId,
      httpMethod: report.method,
      httpStatus: report.status,
    });
    await this.runner.transaction(() => this.repository.record([draft]));
  }

  private retentionStart(now: Date): Date {
    return new Date(now.getTime() - this.config.errorRetentionDays * DAY_MS);
  }

  /** Logged without the report (its message may carry what the scrubbing is for) and at most once a minute. */
  private recordingFailed(error: unknown): void {
    const now = Date.now();
    if (now - this.failureLoggedAt < FAILURE_LOG_INTERVAL_MS) {
      this.unloggedFailures += 1;
      return;
    }
    this.logger.error(
      { err: error, failuresSinceLastLog: this.unloggedFailures },
      'a server error could not be recorded in the error trace',
    );
    this.failureLoggedAt = now;
    this.unloggedFailures = 0;
  }
}
