import { Injectable, Logger } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { SCRAPE_READ_TIMEOUT_MS, withinDeadline } from './scrape-reading.js';

/** Prefix of prom-client's Node figures (process, heap, event loop), so they never mix with the web's. */
export const NODE_METRICS_PREFIX = 'fuel_api_';

type Labels<L extends string> = Readonly<Record<L, string>>;
type MaybePromise<T> = T | Promise<T>;

interface MetricOptions<L extends string> {
  readonly name: string;
  readonly help: string;
  /** Each label's values must come from a small fixed set (a route template, never a raw URL). */
  readonly labelNames?: readonly L[];
}

export interface GaugeValue<L extends string> {
  readonly labels: Labels<L>;
  readonly value: number;
}

export interface ScrapeGaugeOptions {
  readonly name: string;
  readonly help: string;
  /** The figure now; undefined when it is unknown. */
  readonly read: () => MaybePromise<number | undefined>;
}

export interface LabelledScrapeGaugeOptions<L extends string> {
  readonly name: string;
  readonly help: string;
  readonly labelNames: readonly L[];
  /** One value per label set now; a set left out is absent from this scrape; undefined: all unknown. */
  readonly read: () => MaybePromise<readonly GaugeValue<L>[] | undefined>;
}

/**
 * The API's Prometheus registry: one per application (not prom-client's global one, so tests can start
 * several apps in one process), with prom-client's Node figures. Code that has something to count creates its
 * counter here; figures that live elsewhere (the database, pg-boss) are gauges read when Prometheus scrapes,
 * each bounded by SCRAPE_READ_TIMEOUT_MS: a figure that fails or is late is left out, the scrape still answers.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly logger = new Logger(Metrics.name);

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: NODE_METRICS_PREFIX });
  }

  counter<L extends string = never>(options: MetricOptions<L>): Counter<L> {
    return new Counter({ ...options, registers: [this.registry] });
  }

  histogram<L extends string = never>(
    options: MetricOptions<L> & { readonly buckets: readonly number[] },
  ): Histogram<L> {
    return new Histogram({ ...options, buckets: [...options.buckets], registers: [this.registry] });
  }

  /** A gauge without labels; while its figure is unknown it reads NaN (Grafana draws a gap, not a zero). */
  gauge(options: ScrapeGaugeOptions): void {
    const gauge: Gauge = new Gauge({
      name: options.name,
      help: options.help,
      registers: [this.registry],
      collect: async () => {
        const value = await this.bounded(options.name, options.read);
        gauge.set(value ?? Number.NaN);
      },
    });
  }

  /** A gauge with labels; the label sets it reads now are the ones it shows (none while unknown). */
  labelledGauge<L extends string>(options: LabelledScrapeGaugeOptions<L>): void {
    const gauge: Gauge<L> = new Gauge({
      name: options.name,
      help: options.help,
      labelNames: options.labelNames,
      registers: [this.registry],
      collect: async () => {
        const values = await this.bounded(options.name, options.read);
        gauge.reset();
        for (const { labels, value } of values ?? []) gauge.set(labels, value);
      },
    });
  }

  private async bounded<T>(name: string, read: () => MaybePromise<T>): Promise<T | undefined> {
    const value = await withinDeadline(Promise.resolve().then(read), SCRAPE_READ_TIMEOUT_MS);
    if (value === undefined)
      this.logger.debug(`metric ${name}: no value in this scrape (failed or too slow)`);
    return value;
  }
}
