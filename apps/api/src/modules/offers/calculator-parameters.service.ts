import { HttpStatus, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { type CountryId, type ProductGroupId } from '@fuel/domain';
import { ADVISORY_LOCKS, calculatorOptionOverrides, type StoredGroupOverride } from '@fuel/db';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import type {
  CalculatorParametersInput,
  CalculatorParametersOutput,
} from './dto/calculator-parameters.dto.js';
import { normalizeOverrides, siteOptionGroups } from './domain/option-catalogue.js';
import { MarketRevision } from './market-revision.service.js';
import { MarketSnapshotService } from './market-snapshot.service.js';

/**
 * /support/parameter-requirement (calculator.configure): the calculator's option catalogue of a site and
 * product group, stored over the code catalogue. A save bumps the market revision inside its transaction, so
 * every API process serves the new catalogue at its next market check; this process reloads at once.
 */
@Injectable()
export class CalculatorParametersService {
  constructor(
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
    private readonly revision: MarketRevision,
    private readonly market: MarketSnapshotService,
  ) {}

  async get(countryId: CountryId, productGroupId: ProductGroupId): Promise<CalculatorParametersOutput> {
    const row = await this.row(countryId, productGroupId);
    return toOutput(countryId, productGroupId, row);
  }

  async save(
    ctx: RequestContext,
    countryId: CountryId,
    productGroupId: ProductGroupId,
    input: CalculatorParametersInput,
  ): Promise<CalculatorParametersOutput> {
    const checked = normalizeOverrides(
      countryId,
      productGroupId,
      input.groups.map((g) => ({
        groupId: g.groupId,
        offered: g.offered,
        defaultOptionId: g.defaultOptionId,
        options: g.options.map((o) => ({
          optionId: o.optionId,
          offered: o.offered,
          label: o.label ?? null,
          description: o.description ?? null,
          ...(o.requiredForListing ? { requiredForListing: true } : {}),
        })),
      })),
    );
    if (!checked.ok) {
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', checked.problems.join(' '), [
        { field: 'groups', messages: checked.problems },
      ]);
    }
    const row = await this.runner.transaction(async () => {
      await this.lock(countryId, productGroupId);
      const before = await this.row(countryId, productGroupId);
      const [saved] = await this.runner.db
        .insert(calculatorOptionOverrides)
        .values({ countryId, productGroupId, groups: checked.groups })
        .onConflictDoUpdate({
          target: [calculatorOptionOverrides.countryId, calculatorOptionOverrides.productGroupId],
          set: { groups: checked.groups, changedAt: new Date() },
        })
        .returning();
      await this.changed(ctx, countryId, productGroupId, before?.groups ?? null, checked.groups);
      return saved;
    });
    await this.market.reload();
    return toOutput(countryId, productGroupId, row);
  }

  /** Back to the code catalogue. */
  async reset(ctx: RequestContext, countryId: CountryId, productGroupId: ProductGroupId): Promise<void> {
    await this.runner.transaction(async () => {
      await this.lock(countryId, productGroupId);
      const [removed] = await this.runner.db
        .delete(calculatorOptionOverrides)
        .where(this.where(countryId, productGroupId))
        .returning();
      if (removed) await this.changed(ctx, countryId, productGroupId, removed.groups, null);
    });
    await this.market.reload();
  }

  private async changed(
    ctx: RequestContext,
    countryId: CountryId,
    productGroupId: ProductGroupId,
    before: readonly StoredGroupOverride[] | null,
    after: readonly StoredGroupOverride[] | null,
  ): Promise<void> {
    await this.revision.bump();
    await this.audit.record(ctx, {
      action: 'calculator.configure',
      entityType: 'calculatorOptions',
      entityId: `${countryId}:${productGroupId}`,
      ...(before ? { before: { groups: before } } : {}),
      ...(after ? { after: { groups: after } } : {}),
    });
  }

  /**
   * Serialises the changes of one site's product group, so each audit event's `before` is the `after` of the
   * one before it (a row lock cannot do that while no override row exists yet).
   */
  private async lock(countryId: CountryId, productGroupId: ProductGroupId): Promise<void> {
    await this.runner.db.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.calculatorOptions}, ${countryId * 100 + productGroupId})`,
    );
  }

  private async row(countryId: CountryId, productGroupId: ProductGroupId) {
    const [row] = await this.runner.db
      .select()
      .from(calculatorOptionOverrides)
      .where(this.where(countryId, productGroupId));
    return row;
  }

  private where(countryId: CountryId, productGroupId: ProductGroupId) {
    return and(
      eq(calculatorOptionOverrides.countryId, countryId),
      eq(calculatorOptionOverrides.productGroupId, productGroupId),
    );
  }
}

function toOutput(
  countryId: CountryId,
  productGroupId: ProductGroupId,
  row: { groups: StoredGroupOverride[]; changedAt: Date } | undefined,
): CalculatorParametersOutput {
  return {
    countryId,
    productGroupId,
    changedAt: row ? row.changedAt.toISOString() : null,
    groups: siteOptionGroups(countryId, productGroupId, row?.groups).map((g) => ({
      id: g.id,
      key: g.key,
      label: g.label,
      offered: g.offered,
      defaultOptionId: g.defaultOptionId,
      codeDefaultOptionId: g.codeDefaultOptionId,
      overridden: g.overridden,
      options: g.options.map((o) => ({
        id: o.definition.id,
        key: o.definition.key,
        label: o.label,
        description: o.description,
        codeLabel: o.definition.label,
        codeDescription: o.definition.description,
        offered: o.offered,
        requiredForListing: o.requiredForListing,
        overridden: o.overridden,
      })),
    })),
  };
}
