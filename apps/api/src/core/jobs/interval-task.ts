import type { LoggerService } from '@nestjs/common';

/**
 * Work every API process does for itself on a timer, such as refreshing an in-memory copy: not a job, which
 * one process would take for the whole cluster. The next run is planned when the previous one has finished,
 * so runs never overlap or pile up behind a slow database; a failed run is logged and the next one tries
 * again; the timer never keeps the process alive, and `stop()` waits for a run in flight.
 */
export class IntervalTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly name: string,
    private readonly run: () => Promise<void>,
    private readonly logger: LoggerService,
  ) {}

  start(intervalMs: number): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.plan(intervalMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private plan(intervalMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.run()
        .catch((error: unknown) => {
          this.logger.warn(`${this.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.plan(intervalMs);
        });
    }, intervalMs);
    this.timer.unref();
  }
}
