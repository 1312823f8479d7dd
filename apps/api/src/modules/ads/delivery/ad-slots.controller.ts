import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AD_CACHE_SECONDS, AD_LIMITS, SLOT_KEY_PATTERN } from '@fuel/domain/ads';
import { Public } from '../../../core/auth/auth.decorators.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { CachedRead } from '../../../core/http/etag.decorator.js';
import { PatternParamPipe } from '../../../core/http/pattern-param.pipe.js';
import { AdDeliveryService } from './ad-delivery.service.js';
import { AdSiteQuery, AdSlotQuery } from './dto/ad-delivery.input.js';
import { AdSlotOutput, AdSlotSummaryOutput } from './dto/ad-slot.output.js';

const SLOT_KEY = new RegExp(`^(?=.{1,${AD_LIMITS.slotKey}}$)${SLOT_KEY_PATTERN.source.slice(1)}`);
const SLOT_KEY_PARAM = new PatternParamPipe(
  'key',
  SLOT_KEY,
  `ein Schlüssel aus Kleinbuchstaben, Ziffern und Bindestrichen (höchstens ${AD_LIMITS.slotKey} Zeichen)`,
);

/** The site's ad slots and what each offers (spec 2 §7 "Ad slots"). */
@ApiTags('iam')
@Controller('api/iam/slots')
export class AdSlotsController {
  constructor(private readonly delivery: AdDeliveryService) {}

  @Get()
  @Public()
  @CachedRead(AD_CACHE_SECONDS.slots)
  @Endpoint({
    operationId: 'listAdSlots',
    summary: 'The ad slots of a site with the size each reserves',
    ok: [AdSlotSummaryOutput],
  })
  list(@Query() query: AdSiteQuery): Promise<AdSlotSummaryOutput[]> {
    return this.delivery.slots(query.countryId);
  }

  @Get(':key')
  @Public()
  @CachedRead(AD_CACHE_SECONDS.slots)
  @Endpoint({
    operationId: 'getAdSlot',
    summary:
      'A slot of the site with the items it offers now (running campaigns, postal-code targets where the ' +
      'slot filters by them, daily caps); the page picks one (paid by Weight, else a house item)',
    ok: AdSlotOutput,
    errors: { 404: 'No such slot on the site' },
  })
  @ApiParam({ name: 'key', example: 'offer-list-sidebar' })
  slot(@Param('key', SLOT_KEY_PARAM) key: string, @Query() query: AdSlotQuery): Promise<AdSlotOutput> {
    return this.delivery.slot(key, query.countryId, query.zipCode);
  }
}
