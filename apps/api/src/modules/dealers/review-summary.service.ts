import { Injectable } from '@nestjs/common';
import { CACHE_TTL_SECONDS, countryIdOfTrustedShopsId, ratingGrade } from '@fuel/domain';
import { CacheService } from '../../core/cache/cache.service.js';
import { notFound } from '../../core/http/not-found.js';
import type { ReviewSummaryOutput } from './dto/review-summary.output.js';
import { DealersRepository } from './dealers.repository.js';

/** Ratings count as active for a year, as the review seal words it. */
const ACTIVE_PERIOD_DAYS = 365;

/**
 * The review seal of the footer, computed from the marketplace's own order ratings: the mean of every
 * dealer's ratings weighted by their number (the rating flow keeps ratingAverage/ratingCount current).
 */
@Injectable()
export class ReviewSummaryService {
  constructor(
    private readonly repository: DealersRepository,
    private readonly cache: CacheService,
  ) {}

  overall(shopId: string): Promise<ReviewSummaryOutput> {
    const countryId = countryIdOfTrustedShopsId(shopId);
    if (!countryId) return Promise.reject(notFound(`Das Bewertungsprofil ${shopId} gibt es nicht.`, 'id'));
    return this.cache.wrap(`reviews:overall:${countryId}`, CACHE_TTL_SECONDS.reviews, async () => {
      const { weightedSum, count } = await this.repository.ratingTotals(countryId);
      const mark = count > 0 ? Math.round(weightedSum / count) / 100 : 0;
      return {
        OverallMark: mark,
        OverallMarkDescriptionGUILang: count > 0 ? ratingGrade(mark).toUpperCase() : '',
        // Ratings carry no date yet, so every rating counts as active.
        ActiveReviewCount: count,
        ActivePeriodInDays: ACTIVE_PERIOD_DAYS,
        TotalReviewCount: count,
      };
    });
  }
}
