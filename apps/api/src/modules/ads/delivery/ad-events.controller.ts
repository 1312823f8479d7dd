import { Body, Controller, Get, Param, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../core/auth/auth.decorators.js';
import { RetryAfterInterceptor } from '../../../core/auth/retry-after.interceptor.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { PatternParamPipe } from '../../../core/http/pattern-param.pipe.js';
import { ADVERT_ID_PARAM } from './ad-content.controller.js';
import { AdDeliveryService } from './ad-delivery.service.js';
import { AdImpressionInput, AdvertClickQuery } from './dto/ad-delivery.input.js';

const LINK_INDEX_PARAM = new PatternParamPipe('linkIndex', /^\d{1,3}$/, 'eine Zahl von 0 bis 999');

/** The counted events of adverts: clicks and impressions, per day, without anything about the visitor. */
@ApiTags('iam')
@Controller('api/iam')
export class AdEventsController {
  constructor(private readonly delivery: AdDeliveryService) {}

  @Get('clicks/:advertId/:linkIndex')
  @Public()
  @Endpoint({
    operationId: 'followAdvertLink',
    summary:
      "Counts a click on the advert's link number linkIndex and redirects there (only the advert's own " +
      'web, mail or phone links and site paths)',
    status: 302,
    errors: { 404: 'No such advert, link or running campaign in that slot on the site' },
  })
  @ApiParam({ name: 'advertId', type: Number, example: 7 })
  @ApiParam({ name: 'linkIndex', type: Number, example: 0 })
  async follow(
    @Param('advertId', ADVERT_ID_PARAM) advertId: number,
    @Param('linkIndex', LINK_INDEX_PARAM) linkIndex: string,
    @Query() query: AdvertClickQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    // Express answers HEAD with the GET handler: a link checker's HEAD is not a click.
    const counted = req.method === 'GET';
    const target = await this.delivery.click(advertId, Number(linkIndex), query, req.ip, counted);
    res.setHeader('Location', target);
    // Every click is counted: never a stored redirect.
    res.setHeader('Cache-Control', 'no-store');
  }

  @Post('impressions')
  @Public()
  @Endpoint({
    operationId: 'countAdImpression',
    summary:
      'Counts an advert seen (at least half visible) in a slot on a site; nothing about the visitor is stored',
    status: 204,
    errors: { 429: 'Too many impressions from this address' },
  })
  @UseInterceptors(RetryAfterInterceptor)
  impression(@Req() req: Request, @Body() input: AdImpressionInput): Promise<void> {
    return this.delivery.impression(input, req.ip);
  }
}
