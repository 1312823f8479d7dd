import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  CACHE_TTL_SECONDS,
  CALCULATOR_VALIDATION_KEYS,
  type CountryId,
  calculatorValidationText,
  isValidZipCode,
} from '@fuel/domain';
import { type RateLimit, RateLimiter } from '../../../core/auth/rate-limiter.service.js';
import { CacheService } from '../../../core/cache/cache.service.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { AppException } from '../../../core/http/error-response.js';
import { PlaceDirectory } from '../../location/index.js';
import type { PartnerAvailabilityOutput } from './dto/partner-availability.output.js';
import { LEAD_PARTNER, type LeadPartner } from './lead-partner.js';

/**
 * Questions to the partner per client address: a household's result asks once or twice; a script walking
 * through every postal code to map the partner's area (at our partner's expense) is stopped. Cached answers
 * and codes that do not exist ask nobody and count nothing.
 */
function partnerQuestionLimits(clientAddress: string): RateLimit[] {
  return [{ key: `leads:availability:${clientAddress}`, max: 30, windowSeconds: 600 }];
}

/** GET /api/enwego/is-available: whether the modernisation partner serves a postal code (spec 1 §7, §8). */
@Injectable()
export class PartnerAvailabilityService {
  private readonly logger = new Logger(PartnerAvailabilityService.name);

  constructor(
    @Inject(LEAD_PARTNER) private readonly partner: LeadPartner,
    private readonly cache: CacheService,
    private readonly places: PlaceDirectory,
    private readonly limiter: RateLimiter,
  ) {}

  /** The partner's answer, cached 120 s per site and postal code; a failed check gives no data and is not cached. */
  async isAvailable(
    ctx: RequestContext,
    countryId: CountryId,
    zipCode: string,
    clientAddress: string,
  ): Promise<PartnerAvailabilityOutput> {
    if (!isValidZipCode(zipCode, countryId)) {
      const message = calculatorValidationText(CALCULATOR_VALIDATION_KEYS.zipCodeInvalid, countryId);
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
        { field: 'zipCode', messages: [message] },
      ]);
    }
    const key = `leads:availability:${countryId}:${zipCode}`;
    const cached = await this.cache.get<boolean>(key);
    if (cached !== undefined) return { IsSuccess: true, Payload: cached };
    // Nobody is served at a code that does not exist; the partner is not asked.
    if (!(await this.places.place(countryId, zipCode))) return { IsSuccess: true, Payload: false };
    await this.limiter.consume(partnerQuestionLimits(clientAddress));
    try {
      const available = await this.partner.isAvailable(countryId, zipCode);
      await this.cache.set(key, available, CACHE_TTL_SECONDS.availability);
      return { IsSuccess: true, Payload: available };
    } catch (error) {
      // Only the reason: the partner's configuration never reaches the log.
      this.logger.warn(
        `${ctx.requestId}: lead partner availability check failed on site ${countryId}: ${(error as Error).message}`,
      );
      return { IsSuccess: false, Payload: null };
    }
  }
}
