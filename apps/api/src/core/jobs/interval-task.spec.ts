import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { LoggerService } from '@nestjs/common';
import { IntervalTask } from './interval-task.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Lets `ms` of fake time pass, running the timers and promises due in it. */
const pass = (ms: number) => jest.advanceTimersByTimeAsync(ms);

function logger(): LoggerService & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, log: jest.fn(), error: jest.fn(), warn: (message: string) => warnings.push(message) };
}

describe('IntervalTask', () => {
  // Fake time: on a busy machine real timers let fewer runs happen than the test counts on.
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs again only after the previous run ended, and keeps going after a failure', async () => {
    const log = logger();
    let active = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const task = new IntervalTask(
      'check',
      async () => {
        runs += 1;
        active += 1;
        mostAtOnce = Math.max(mostAtOnce, active);
        // Slower than the interval, and the second run fails.
        await sleep(30);
        active -= 1;
        if (runs === 2) throw new Error('database away');
      },
      log,
    );
    task.start(10);
    await pass(250);
    const stopped = task.stop();
    await pass(30);
    await stopped;

    expect(runs).toBeGreaterThanOrEqual(3);
    expect(mostAtOnce).toBe(1);
    expect(log.warnings).toEqual(['check failed: database away']);
  });

  it('waits on stop for a run in flight, and runs no more', async () => {
    let ended = 0;
    let started = 0;
    const task = new IntervalTask(
      'check',
      async () => {
        started += 1;
        await sleep(50);
        ended += 1;
      },
      logger(),
    );
    task.start(5);
    await pass(20);
    expect(started).toBe(1);
    const stopped = task.stop();
    await pass(50);
    await stopped;
    expect(ended).toBe(1);
    await pass(30);
    expect(started).toBe(1);
  });
});
