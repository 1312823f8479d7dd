import { HttpStatus, Injectable } from '@nestjs/common';
import { type CountryId, pricePer100Units } from '@fuel/domain/common';
import { PRODUCTS, productById, productGroupById } from '@fuel/domain/offers';
import type { RequestContext } from '../../core/context/request-context.js';
import { AppException } from '../../core/http/error-response.js';
import type { GetPeriodStatisticInput } from './dto/get-period-statistic.input.js';
import type {
  PeriodFiguresOutput,
  PeriodStatisticOutput,
  StatisticProductOutput,
} from './dto/period-statistic.output.js';
import { MAX_STATISTIC_YEARS } from './period-statistic.constant.js';
import { type PeriodSums, PeriodStatisticRepository } from './period-statistic.repository.js';

/** Orders, amount, revenue, price per 100 units and instalment share per day, week or month of a site. */
@Injectable()
export class PeriodStatisticService {
  constructor(private readonly repository: PeriodStatisticRepository) {}

  async statistic(_ctx: RequestContext, input: GetPeriodStatisticInput): Promise<PeriodStatisticOutput> {
    checkPeriod(input.from, input.to);
    if (input.ProductId !== undefined && productById(input.ProductId)?.countryId !== input.countryId) {
      throw badInput('ProductId', 'Dieses Produkt gibt es auf der gewählten Länderseite nicht.');
    }
    const rows = await this.repository.sums({
      countryId: input.countryId,
      from: input.from,
      to: input.to,
      productId: input.ProductId,
      zipPrefix: input.ZipCode,
      grouping: input.grouping,
    });
    return {
      Rows: rows.map((row) => ({ Period: row.period, ...figures(row) })),
      Total: figures(
        rows.reduce(
          (total, row) => ({
            orders: total.orders + row.orders,
            amount: total.amount + row.amount,
            revenue: total.revenue + row.revenue,
            instalmentOrders: total.instalmentOrders + row.instalmentOrders,
          }),
          { orders: 0, amount: 0, revenue: 0, instalmentOrders: 0 },
        ),
      ),
    };
  }

  products(_ctx: RequestContext, countryId: CountryId): StatisticProductOutput[] {
    return PRODUCTS.filter((product) => product.countryId === countryId).map((product) => ({
      ProductId: product.id,
      Name: product.name,
      ProductGroupId: product.productGroupId,
      Unit: productGroupById(product.productGroupId)?.unit ?? 'l',
    }));
  }
}

function figures(sums: Omit<PeriodSums, 'period'>): PeriodFiguresOutput {
  return {
    Orders: sums.orders,
    Amount: sums.amount,
    Revenue: sums.revenue,
    AveragePricePer100: sums.amount > 0 ? pricePer100Units(sums.revenue, sums.amount) : null,
    RatePay: sums.orders > 0 ? Math.round((sums.instalmentOrders / sums.orders) * 10_000) / 10_000 : 0,
  };
}

/** From before to, at most three years apart (calendar dates, already validated as such). */
function checkPeriod(from: string, to: string): void {
  if (from > to) throw badInput('to', 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.');
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_STATISTIC_YEARS);
  if (new Date(`${to}T00:00:00Z`) >= limit) {
    throw badInput('to', `Der Zeitraum darf höchstens ${MAX_STATISTIC_YEARS} Jahre umfassen.`);
  }
}

function badInput(field: string, message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field, messages: [message] },
  ]);
}
