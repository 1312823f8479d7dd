import { Injectable } from '@nestjs/common';
import { guideComparisons, guideInputs, guideSteps, guides } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import type { BuildingType, ConstructionClass } from '@fuel/domain/leads';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import type { StoredGuide } from './guide.types.js';

/** Similar households (spec: same building type, construction class and hot-water setting). */
export interface ComparisonGroup {
  readonly guideId: number;
  readonly buildingType: BuildingType;
  readonly constructionClass: ConstructionClass;
  readonly hotWaterByOil: boolean;
}

/** Owns guide, guide_step, guide_input and guide_comparison (lead belongs to the lead requests). */
@Injectable()
export class GuidesRepository {
  constructor(private readonly runner: TransactionRunner) {}

  guideByKey(key: string): Promise<StoredGuide | undefined> {
    return this.guideWhere(eq(guides.key, key));
  }

  guideById(id: number): Promise<StoredGuide | undefined> {
    return this.guideWhere(eq(guides.id, id));
  }

  /**
   * kWh per m² of the group's newest comparisons (at most `limit`), without the one of `exceptDedupeKey`:
   * a household that compares again the same day is not compared with itself.
   */
  async comparableKwhPerSquareMetre(
    group: ComparisonGroup,
    exceptDedupeKey: string,
    limit: number,
  ): Promise<number[]> {
    const rows = await this.runner.db
      .select({ kwh: guideComparisons.kwhPerSquareMetre })
      .from(guideComparisons)
      .where(
        and(
          eq(guideComparisons.guideId, group.guideId),
          eq(guideComparisons.buildingType, group.buildingType),
          eq(guideComparisons.constructionClass, group.constructionClass),
          eq(guideComparisons.hotWaterByOil, group.hotWaterByOil),
          ne(guideComparisons.dedupeKey, exceptDedupeKey),
        ),
      )
      .orderBy(desc(guideComparisons.createdAt), desc(guideComparisons.id))
      .limit(limit);
    return rows.map((row) => row.kwh);
  }

  /** Records an anonymised comparison once per dedupe key (a repeat, even a parallel one, adds nothing). */
  async recordComparison(
    group: ComparisonGroup,
    comparison: { countryId: CountryId; kwhPerSquareMetre: number; dedupeKey: string },
  ): Promise<void> {
    await this.runner.db
      .insert(guideComparisons)
      .values({ ...group, ...comparison })
      .onConflictDoNothing({ target: guideComparisons.dedupeKey });
  }

  private async guideWhere(condition: SQL): Promise<StoredGuide | undefined> {
    const db = this.runner.db;
    const [guide] = await db.select().from(guides).where(condition);
    if (!guide) return undefined;
    const steps = await db
      .select({ id: guideSteps.id, orderWeight: guideSteps.orderWeight, title: guideSteps.title })
      .from(guideSteps)
      .where(eq(guideSteps.guideId, guide.id))
      .orderBy(asc(guideSteps.orderWeight), asc(guideSteps.id));
    const inputs = await db
      .select()
      .from(guideInputs)
      .where(eq(guideInputs.guideId, guide.id))
      .orderBy(asc(guideInputs.position), asc(guideInputs.id));
    return {
      id: guide.id,
      key: guide.key,
      title: guide.title,
      steps: steps.map((step) => ({
        ...step,
        inputs: inputs
          .filter((input) => input.stepId === step.id)
          .map((input) => ({
            key: input.key,
            type: input.type,
            label: input.label,
            helpText: input.helpText,
            unit: input.unit,
            min: input.min,
            max: input.max,
            options: input.options,
          })),
      })),
    };
  }
}
