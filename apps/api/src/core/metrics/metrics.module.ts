import { Global, Module } from '@nestjs/common';
import { HttpMetrics } from './http-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { Metrics } from './metrics.service.js';
import { PlatformMetrics } from './platform-metrics.js';

/**
 * Prometheus metrics (GET /metrics): global, so a module creates its own figures from `Metrics` (the mail
 * outbox, the market snapshot) without importing this one. bootstrap.ts puts HttpMetrics' middleware first.
 */
@Global()
@Module({
  providers: [Metrics, HttpMetrics, PlatformMetrics],
  controllers: [MetricsController],
  exports: [Metrics],
})
export class MetricsModule {}
