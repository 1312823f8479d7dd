import { Injectable } from '@nestjs/common';
import { DEFAULT_COMMISSION_BASIS_POINTS, parseCommissionPercent } from '@fuel/domain/orders';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import { CustomerDirectory } from '../accounts/index.js';
import { DealerDirectory } from '../dealers/index.js';
import type { CommissionHistoryOutput, CommissionRateAuthorOutput } from './dto/commission-history.output.js';
import type { SetCommissionRateInput } from './dto/commission-rate.input.js';
import type { SalesListQuery } from './dto/sales-list.query.js';
import type {
  CommissionRateOutput,
  SalesFiguresOutput,
  SalesListOutput,
  SalesSiteOutput,
} from './dto/sales-list.output.js';
import { type DealerSales, SalesRepository } from './sales.repository.js';

/** The back office's sales list (issue #13 point 5): orders, commission and booked cancellations per dealer. */
@Injectable()
export class SalesService {
  constructor(
    private readonly repository: SalesRepository,
    private readonly dealers: DealerDirectory,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
    private readonly accounts: CustomerDirectory,
  ) {}

  async list(query: SalesListQuery): Promise<SalesListOutput> {
    if (query.from > query.to) {
      throw badRequest('to', 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.');
    }
    if (query.dealerId !== undefined) await this.requireDealer(query.dealerId);
    const rows = await this.repository.sales(query);
    const sites = new Map<number, SalesSiteOutput>();
    for (const { countryId, ...row } of rows) {
      const dealer = { ...row, totalCommission: row.orderCommission + row.cancellationCommission };
      const site = sites.get(countryId);
      if (site) {
        site.dealers.push(dealer);
        site.total = add(site.total, dealer);
      } else {
        sites.set(countryId, { countryId, dealers: [dealer], total: add(NO_SALES, dealer) });
      }
    }
    return { sites: [...sites.values()], defaultRateBasisPoints: DEFAULT_COMMISSION_BASIS_POINTS };
  }

  /** Stores the rate from now on; the same rate again stores and audits nothing. */
  async setRate(
    ctx: RequestContext,
    dealerId: number,
    input: SetCommissionRateInput,
  ): Promise<CommissionRateOutput> {
    const rateBasisPoints = parseCommissionPercent(input.ratePercent);
    if (rateBasisPoints === undefined) {
      throw badRequest(
        'ratePercent',
        'Die Provision muss zwischen 0 und 30 % liegen, mit höchstens zwei Nachkommastellen (z. B. 3,5).',
      );
    }
    await this.requireDealer(dealerId);
    return this.runner.transaction(async () => {
      const before = await this.repository.lockCurrentRate(dealerId);
      if (before === rateBasisPoints) {
        return { dealerId, rateBasisPoints, validFrom: new Date().toISOString(), changed: false };
      }
      const changedBy = 'userId' in ctx.actor ? ctx.actor.userId : null;
      const validFrom = await this.repository.addRate(dealerId, rateBasisPoints, changedBy);
      await this.audit.record(ctx, {
        action: 'sales.set-commission-rate',
        entityType: 'dealer',
        entityId: dealerId,
        before: { rateBasisPoints: before },
        after: { rateBasisPoints },
      });
      return { dealerId, rateBasisPoints, validFrom: validFrom.toISOString(), changed: true };
    });
  }

  /** The dealer's stored rates, oldest first, each with who stored it; the default before the first. */
  async history(dealerId: number): Promise<CommissionHistoryOutput> {
    const dealer = await this.dealers.contact(dealerId);
    if (!dealer) throw unknownDealer();
    const rows = await this.repository.rates(dealerId);
    // A handful of staff change rates: one look-up per person, not per row.
    const authors = new Map<number, CommissionRateAuthorOutput | null>();
    for (const userId of new Set(rows.map((row) => row.changedByUserId))) {
      if (userId === null) continue;
      const user = await this.accounts.customer(userId);
      const name = user && [user.firstName, user.lastName].filter(Boolean).join(' ');
      authors.set(userId, user ? { userId, name: name || user.email } : null);
    }
    const now = Date.now();
    const current = rows.filter((row) => row.validFrom.getTime() <= now).at(-1);
    return {
      dealerId,
      dealerName: dealer.name,
      defaultRateBasisPoints: DEFAULT_COMMISSION_BASIS_POINTS,
      currentRateBasisPoints: current?.rateBasisPoints ?? DEFAULT_COMMISSION_BASIS_POINTS,
      rates: rows.map((row) => ({
        rateBasisPoints: row.rateBasisPoints,
        validFrom: row.validFrom.toISOString(),
        changedBy: row.changedByUserId === null ? null : (authors.get(row.changedByUserId) ?? null),
      })),
    };
  }

  private async requireDealer(dealerId: number): Promise<void> {
    if (!(await this.dealers.dealerExists(dealerId))) throw unknownDealer();
  }
}

const NO_SALES: SalesFiguresOutput = {
  orders: 0,
  orderValue: 0,
  orderCommission: 0,
  cancellationsWithCommission: 0,
  cancellationCommission: 0,
  cancellationsWithoutCommission: 0,
  totalCommission: 0,
};

function add(
  total: SalesFiguresOutput,
  dealer: Omit<DealerSales, 'countryId'> & SalesFiguresOutput,
): SalesFiguresOutput {
  const sum = {} as Record<keyof SalesFiguresOutput, number>;
  for (const key of Object.keys(NO_SALES) as (keyof SalesFiguresOutput)[])
    sum[key] = total[key] + dealer[key];
  return sum;
}

export function unknownDealer(): AppException {
  return new AppException(404, 'NOT_FOUND', 'Diesen Händler gibt es nicht.');
}

function badRequest(field: string, message: string): AppException {
  return new AppException(400, 'VALIDATION_FAILED', message, [{ field, messages: [message] }]);
}
