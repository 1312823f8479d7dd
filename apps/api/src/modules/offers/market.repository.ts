import { Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import {
  branchServiceAreas,
  calculatorOptionOverrides,
  dealerBranches,
  dealers,
  marketRevision,
  postalCodes,
  priceLists,
} from '@fuel/db';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import type { BranchView, PriceListView } from './domain/market.types.js';
import { MarketSnapshot, optionOverrideKey, type PostalLocation } from './domain/market-snapshot.js';

/**
 * Reads the whole active market into the in-memory snapshot the calculator prices from, and keeps the
 * market revision. The calculator's option catalogue overrides travel in the snapshot too, so a saved change
 * reaches every process with the same revision bump. The snapshot reads dealer and dealer_branch (the dealers module's tables) directly:
 * the documented exception to reading across owners only through their public surface.
 */
@Injectable()
export class MarketRepository {
  constructor(private readonly runner: TransactionRunner) {}

  async revision(): Promise<number> {
    const [row] = await this.runner.db.select().from(marketRevision).where(eq(marketRevision.id, 1));
    return row?.revision ?? 0;
  }

  /** Moves the revision on, so every API process reloads its snapshot at its next check. */
  async bumpRevision(): Promise<void> {
    await this.runner.db
      .update(marketRevision)
      .set({ revision: sql`${marketRevision.revision} + 1`, changedAt: new Date() })
      .where(eq(marketRevision.id, 1));
  }

  async loadSnapshot(): Promise<MarketSnapshot> {
    const db = this.runner.db;
    const revision = await this.revision();
    const [branchRows, priceRows, areaRows, postalRows, overrideRows] = await Promise.all([
      db
        .select({ branch: dealerBranches, dealer: dealers })
        .from(dealerBranches)
        .innerJoin(dealers, eq(dealers.id, dealerBranches.dealerId))
        .where(and(eq(dealerBranches.active, true), eq(dealers.active, true))),
      // The newest price list that is already valid, per branch and product.
      db
        .selectDistinctOn([priceLists.branchId, priceLists.productId])
        .from(priceLists)
        .where(sql`${priceLists.validFrom} <= now()`)
        .orderBy(priceLists.branchId, priceLists.productId, sql`${priceLists.validFrom} desc`),
      db
        .select({
          countryId: branchServiceAreas.countryId,
          zipCode: branchServiceAreas.zipCode,
          branchId: branchServiceAreas.branchId,
        })
        .from(branchServiceAreas),
      db
        .select({
          countryId: postalCodes.countryId,
          zipCode: postalCodes.zipCode,
          latitude: sql<number>`avg(${postalCodes.latitude})`.mapWith(Number),
          longitude: sql<number>`avg(${postalCodes.longitude})`.mapWith(Number),
        })
        .from(postalCodes)
        .groupBy(postalCodes.countryId, postalCodes.zipCode),
      db.select().from(calculatorOptionOverrides),
    ]);

    const pricesByBranch = new Map<number, Map<number, PriceListView>>();
    for (const row of priceRows) {
      const lists = pricesByBranch.get(row.branchId) ?? new Map<number, PriceListView>();
      lists.set(row.productId, {
        productId: row.productId,
        validFrom: row.validFrom,
        minAmount: row.minAmount,
        maxAmount: row.maxAmount,
        tiers: [...row.tiers].sort((a, b) => a.minAmount - b.minAmount),
        optionSurcharges: Object.fromEntries(
          Object.entries(row.optionSurcharges).map(([id, s]) => [Number(id), s]),
        ),
        extraStationNetFlat: row.extraStationNetFlat,
        smallQuantity: row.smallQuantity ?? null,
        climateNeutralNetPer100: row.climateNeutralNetPer100,
      });
      pricesByBranch.set(row.branchId, lists);
    }

    const branches = branchRows.map(({ branch, dealer }): BranchView => ({
      branchId: branch.id,
      dealerId: dealer.id,
      dealerName: dealer.name,
      branchName: branch.name,
      countryId: branch.countryId,
      zipCode: branch.zipCode,
      city: branch.city,
      latitude: branch.latitude,
      longitude: branch.longitude,
      leadTimeDays: branch.leadTimeDays,
      deliveryWeekdays: branch.deliveryWeekdays,
      paymentOptionIds: branch.paymentOptionIds,
      monthlyRateCount: branch.monthlyRateCount,
      ratingAverage: dealer.ratingAverage,
      ratingCount: dealer.ratingCount,
      priceLists: pricesByBranch.get(branch.id) ?? new Map(),
    }));
    const postal: PostalLocation[] = postalRows.map((r) => ({
      countryId: r.countryId,
      zipCode: r.zipCode,
      latitude: r.latitude,
      longitude: r.longitude,
    }));
    const overrides = new Map(
      overrideRows.map((r) => [optionOverrideKey(r.countryId, r.productGroupId), r.groups]),
    );
    return new MarketSnapshot(revision, branches, areaRows, postal, overrides);
  }
}
