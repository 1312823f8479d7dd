/** A 5xx the API answered, as the exceptions filter hands it on: scrubbed of query parameters, not yet of personal data. */
export interface ServerErrorReport {
  readonly requestId: string;
  readonly method: string;
  /** Path and query of the request. */
  readonly path: string;
  readonly status: number;
  readonly message: string;
  readonly stack?: string;
  readonly userAgent?: string;
  readonly occurredAt: Date;
}

/**
 * Where the exceptions filter sends each 5xx it answers; the errors module provides it (core imports no
 * module). `record` returns at once and never throws: the work happens after the answer, and its failure
 * is the recorder's to log.
 */
export abstract class ServerErrorRecorder {
  abstract record(report: ServerErrorReport): void;
}
