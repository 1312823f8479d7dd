import { Injectable } from '@nestjs/common';
import { Metrics } from '../../core/metrics/metrics.service.js';
import { MarketSnapshotService } from './market-snapshot.service.js';

/**
 * This process's market snapshot as Prometheus gauges: its age (since it was last known to match the
 * database) stays under MARKET_REFRESH_SECONDS while the checks succeed; more means the calculator serves an
 * old market. The revision tells whether every process holds the same one.
 */
@Injectable()
export class MarketSnapshotMetrics {
  constructor(metrics: Metrics, snapshots: MarketSnapshotService) {
    metrics.gauge({
      name: 'fuel_market_snapshot_age_seconds',
      help: "Seconds since this process's market snapshot was last known to match the database",
      read: () => {
        const verified = snapshots.verifiedAt;
        return verified ? (Date.now() - verified.getTime()) / 1000 : undefined;
      },
    });
    metrics.gauge({
      name: 'fuel_market_snapshot_revision',
      help: 'Market revision of the snapshot this process serves',
      read: () => (snapshots.verifiedAt ? snapshots.current.revision : undefined),
    });
  }
}
