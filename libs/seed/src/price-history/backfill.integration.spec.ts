import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DatabaseHandle,
  migrateDatabase,
  openDatabase,
  priceFactorValues,
  priceSnapshots,
} from '@fuel/db';
import { COUNTRY_STATES } from '../country-states.data.js';
import { backfillPriceHistory } from './backfill.js';

// On the embedded PGlite database: the backfill must stay fast there too (a few seconds).
describe('backfillPriceHistory on PGlite', { timeout: 60_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'price-history-'));
  let handle: DatabaseHandle;
  const endDate = '2026-11-21';

  beforeAll(async () => {
    handle = await openDatabase({ dataDir });
    await migrateDatabase(handle);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes ten years of site, state and factor history marked as demo', async () => {
    const report = await backfillPriceHistory(handle.db, { endDate });
    expect(report.status).toBe('generated');
    expect(report.snapshotRows).toBe(report.days * (3 + COUNTRY_STATES.length));
    expect(report.factorRows).toBe(report.days * 5);
    expect(report.durationMs).toBeLessThan(15_000);
    const [demo] = await handle.db
      .select({ n: count() })
      .from(priceSnapshots)
      .where(eq(priceSnapshots.isDemo, false));
    expect(demo?.n).toBe(0);
  });

  it('changes nothing on a second run', async () => {
    const report = await backfillPriceHistory(handle.db, { endDate });
    expect(report.status).toBe('unchanged');
  });

  it('keeps real rows when regenerating', async () => {
    await handle.db
      .update(priceSnapshots)
      .set({ isDemo: false, averageGrossPer100: 12_345 })
      .where(
        and(
          eq(priceSnapshots.scope, 'country'),
          eq(priceSnapshots.date, endDate),
          eq(priceSnapshots.countryId, 1),
        ),
      );
    await handle.db
      .update(priceFactorValues)
      .set({ isDemo: false, value: 1 })
      .where(and(eq(priceFactorValues.factorId, 1), eq(priceFactorValues.date, endDate)));
    const report = await backfillPriceHistory(handle.db, { endDate, force: true });
    expect(report.snapshotRows).toBe(report.days * (3 + COUNTRY_STATES.length) - 1);
    expect(report.factorRows).toBe(report.days * 5 - 1);
    const [real] = await handle.db
      .select({ price: priceSnapshots.averageGrossPer100 })
      .from(priceSnapshots)
      .where(and(eq(priceSnapshots.isDemo, false), eq(priceSnapshots.date, endDate)));
    expect(real?.price).toBe(12_345);
  });
});
