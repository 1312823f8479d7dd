import { HttpStatus, Injectable } from '@nestjs/common';
import {
  CALCULATOR_VALIDATION_KEYS,
  type CountryId,
  PRODUCT_GROUP_IDS,
  calculatorValidationText,
  countryById,
  defaultConfiguration,
  siteToday,
} from '@fuel/domain';
import {
  CONSUMPTION_GUIDE_KEY,
  type ConsumptionAnswers,
  type ConsumptionComparison,
  compareConsumption,
  suggestedOrderAmount,
} from '@fuel/domain/leads';
import { type RateLimit, RateLimiter } from '../../../core/auth/rate-limiter.service.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { AppException } from '../../../core/http/error-response.js';
import { invalidInputMessage } from '../../../core/http/validation.js';
import { sha256 } from '../../accounts/index.js';
import { PlaceDirectory } from '../../location/index.js';
import { CalculatorService } from '../../offers/index.js';
import {
  type AnswerProblem,
  canonicalAnswers,
  toConsumptionAnswers,
  validateGuideAnswers,
} from './guide-answers.util.js';
import { type ComparisonGroup, GuidesRepository } from './guides.repository.js';
import { GuidesService, unknownGuide } from './guides.service.js';

/** Enough for a stable percentile; newer answers reflect today's houses and heating better. */
const MAX_COMPARABLE_HOUSEHOLDS = 5000;

/** Per client address: a household compares a few times; a script comparing all day is stopped. */
function compareLimits(clientAddress: string): RateLimit[] {
  return [{ key: `leads:compare:${clientAddress}`, max: 30, windowSeconds: 600 }];
}

/** Validated answers and their comparison (the lead form keeps both). */
export interface ComparedAnswers {
  readonly answers: ConsumptionAnswers;
  readonly result: ConsumptionComparison;
}

/** POST /api/leads/{guideId}/compare (issue #14 point 3) and the lead form's recomputation. */
@Injectable()
export class ConsumptionComparisonService {
  constructor(
    private readonly guides: GuidesService,
    private readonly repository: GuidesRepository,
    private readonly places: PlaceDirectory,
    private readonly calculator: CalculatorService,
    private readonly runner: TransactionRunner,
    private readonly limiter: RateLimiter,
  ) {}

  /** A visitor's comparison: rate-limited per address; the household joins the marketplace's pool. */
  async compareAndRecord(
    ctx: RequestContext,
    guideId: number,
    countryId: CountryId,
    body: unknown,
    clientAddress: string,
  ): Promise<ConsumptionComparison> {
    await this.limiter.consume(compareLimits(clientAddress));
    const { result } = await this.evaluate(guideId, countryId, body, true);
    return result;
  }

  /**
   * The same answers validated and compared again without recording them: the lead form stores the
   * server's result, never the browser's. Under the same per-address limits as a comparison, counted before
   * the work, so a flood of lead requests never reaches the pool query; `clientAddress` null for the repeat
   * of a stored request, whose first run was counted.
   */
  async compare(
    _ctx: RequestContext,
    guideId: number,
    countryId: CountryId,
    body: unknown,
    clientAddress: string | null,
  ): Promise<ComparedAnswers> {
    if (clientAddress !== null) await this.limiter.consume(compareLimits(clientAddress));
    return this.evaluate(guideId, countryId, body, false);
  }

  /** Validates the answers against the stored guide (400 naming the key, 404 unknown guide) and compares. */
  private async evaluate(
    guideId: number,
    countryId: CountryId,
    body: unknown,
    record: boolean,
  ): Promise<ComparedAnswers> {
    const guide = await this.guides.byId(guideId);
    // Only the consumption guide has a comparison; another guide's answers mean nothing to it.
    if (guide.key !== CONSUMPTION_GUIDE_KEY) throw unknownGuide();
    const validated = validateGuideAnswers(guide, body, countryId);
    if (!validated.ok) throw invalidAnswers(validated.problems);
    const answers = toConsumptionAnswers(validated.values);
    if (!(await this.places.place(countryId, answers.zipCode))) {
      throw invalidAnswers([
        {
          field: 'zipCode',
          message: calculatorValidationText(CALCULATOR_VALIDATION_KEYS.zipCodeNotFound, countryId),
        },
      ]);
    }
    const pricePerLitre = this.pricePerLitre(
      countryId,
      answers.zipCode,
      suggestedOrderAmount(answers.tankSize),
    );
    const group: ComparisonGroup = {
      guideId: guide.id,
      buildingType: answers.buildingType,
      constructionClass: answers.constructionClass,
      hotWaterByOil: answers.hotWaterByOil,
    };
    // The site too: the same answers with AT 1010 (Vienna) and CH 1010 (Lausanne) are two households.
    const dedupeKey = sha256(`${guide.id}|${countryId}|${siteToday(countryId)}|${canonicalAnswers(answers)}`);
    // One short transaction: the pool as it was before this household, then its own row.
    const result = await this.runner.transaction(async () => {
      const comparable = await this.repository.comparableKwhPerSquareMetre(
        group,
        dedupeKey,
        MAX_COMPARABLE_HOUSEHOLDS,
      );
      const comparison = compareConsumption(answers, {
        pricePerLitre,
        currency: countryById(countryId).currencyCode,
        comparableKwhPerSquareMetre: comparable,
      });
      if (record) {
        await this.repository.recordComparison(group, {
          countryId,
          kwhPerSquareMetre: comparison.KwhPerSquareMetre,
          dedupeKey,
        });
      }
      return comparison;
    });
    return { answers, result };
  }

  /**
   * Cents per litre of the best offer the calculator lists for the postal code (site's default heating oil,
   * default options); null where no dealer delivers there (regional offers are reference prices only).
   */
  private pricePerLitre(countryId: CountryId, zipCode: string, amount: number): number | null {
    const result = this.calculator.calculateDefault({
      ...defaultConfiguration(countryId, PRODUCT_GROUP_IDS.heatingOil),
      ZipCode: zipCode,
      Amount: amount,
    });
    const best = result.HasDefaultOffers ? undefined : result.Items[0];
    return best ? best.UnitPrice / 100 : null;
  }
}

function invalidAnswers(problems: readonly AnswerProblem[]): AppException {
  const fieldErrors = problems.map((problem) => ({ field: problem.field, messages: [problem.message] }));
  const message =
    problems.length === 1 && problems[0]
      ? problems[0].message
      : invalidInputMessage(problems.map((p) => p.field));
  return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, fieldErrors);
}
