import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Metrics } from './metrics.service.js';
import { SCRAPE_READ_TIMEOUT_MS, sharedReading, withinDeadline } from './scrape-reading.js';

/** The sample lines of one family. */
const linesOf = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`));

describe('withinDeadline', () => {
  it('gives the value of work that settles in time', async () => {
    expect(await withinDeadline(Promise.resolve(42), 1_000)).toBe(42);
  });

  it('gives undefined for work that fails', async () => {
    expect(await withinDeadline(Promise.reject(new Error('Verbindung abgebrochen')), 1_000)).toBeUndefined();
  });

  it('gives undefined for work that never settles', async () => {
    expect(await withinDeadline(new Promise<number>(() => undefined), 20)).toBeUndefined();
  });
});

describe('sharedReading', () => {
  it('runs one read for the callers that ask while it runs, and a new one afterwards', async () => {
    let reads = 0;
    const read = sharedReading(async () => ++reads);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(2);
  });

  it('reads again after a failed read', async () => {
    let reads = 0;
    const read = sharedReading(async () => {
      reads += 1;
      if (reads === 1) throw new Error('Zeitüberschreitung');
      return reads;
    });
    await expect(read()).rejects.toThrow('Zeitüberschreitung');
    expect(await read()).toBe(2);
  });
});

describe('Metrics', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps its figures in a registry of its own, so two apps in one process do not clash', async () => {
    const first = new Metrics();
    const second = new Metrics();
    first.counter({ name: 'fuel_test_total', help: 'test' }).inc();
    second.counter({ name: 'fuel_test_total', help: 'test' });
    expect(linesOf(await first.registry.metrics(), 'fuel_test_total')).toEqual(['fuel_test_total 1']);
    expect(linesOf(await second.registry.metrics(), 'fuel_test_total')).toEqual(['fuel_test_total 0']);
  });

  it('shows the label sets a gauge reads now, and none of an earlier scrape', async () => {
    const metrics = new Metrics();
    let queues = ['mail.deliver', 'quotes.prune'];
    metrics.labelledGauge({
      name: 'fuel_test_depth',
      help: 'test',
      labelNames: ['queue'],
      read: () => queues.map((queue, index) => ({ labels: { queue }, value: index + 3 })),
    });
    expect(linesOf(await metrics.registry.metrics(), 'fuel_test_depth')).toEqual([
      'fuel_test_depth{queue="mail.deliver"} 3',
      'fuel_test_depth{queue="quotes.prune"} 4',
    ]);
    queues = ['quotes.prune'];
    expect(linesOf(await metrics.registry.metrics(), 'fuel_test_depth')).toEqual([
      'fuel_test_depth{queue="quotes.prune"} 3',
    ]);
  });

  it('shows NaN for a figure whose read fails, and still answers the scrape', async () => {
    const metrics = new Metrics();
    metrics.gauge({ name: 'fuel_test_ok', help: 'test', read: () => 7 });
    metrics.gauge({
      name: 'fuel_test_broken',
      help: 'test',
      read: () => Promise.reject(new Error('Datenbank nicht erreichbar')),
    });
    const text = await metrics.registry.metrics();
    expect(linesOf(text, 'fuel_test_ok')).toEqual(['fuel_test_ok 7']);
    // prom-client writes "Nan"; Prometheus reads NaN in any case.
    expect(linesOf(text, 'fuel_test_broken')).toEqual(['fuel_test_broken Nan']);
  });

  it('leaves out a figure whose read hangs, once its deadline has passed', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'performance', 'hrtime'] });
    const metrics = new Metrics();
    metrics.gauge({
      name: 'fuel_test_hanging',
      help: 'test',
      read: () => new Promise<number>(() => undefined),
    });
    metrics.labelledGauge({
      name: 'fuel_test_hanging_set',
      help: 'test',
      labelNames: ['queue'],
      read: () => new Promise<[]>(() => undefined),
    });
    const scrape = metrics.registry.metrics();
    await jest.advanceTimersByTimeAsync(SCRAPE_READ_TIMEOUT_MS);
    const text = await scrape;
    expect(linesOf(text, 'fuel_test_hanging')).toEqual(['fuel_test_hanging Nan']);
    expect(linesOf(text, 'fuel_test_hanging_set')).toEqual([]);
    expect(text).toContain('# TYPE fuel_test_hanging_set gauge');
  });
});
