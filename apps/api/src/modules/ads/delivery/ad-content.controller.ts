import { createHash } from 'node:crypto';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ADVERT_FRAME_BASE_CSS, AD_CACHE_SECONDS, STYLES_FILE_NAME_PATTERN } from '@fuel/domain/ads';
import { Public } from '../../../core/auth/auth.decorators.js';
import { databaseIdPipe } from '../../../core/http/database-id.pipe.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { CachedRead } from '../../../core/http/etag.decorator.js';
import { PatternParamPipe } from '../../../core/http/pattern-param.pipe.js';
import { AdDeliveryService, advertNotFound } from './ad-delivery.service.js';
import { AdvertFrameQuery } from './dto/ad-delivery.input.js';
import { AdvertContentOutput } from './dto/advert-content.output.js';

export const ADVERT_ID_PARAM = databaseIdPipe(advertNotFound);

const STYLES_FILE_PARAM = new PatternParamPipe(
  'file',
  STYLES_FILE_NAME_PATTERN,
  'ein Stylesheet-Name der Form advert-<Nummer>-<12 Hexziffern>.css',
);

/**
 * The frame document's own policy, replacing the API's strict one: nothing runs, styles only from its base
 * <style> (by hash) and the advert's stylesheet, images only from the site's library, no form, no <base>,
 * framed only by the site.
 */
const FRAME_CSP = [
  "default-src 'none'",
  `style-src 'self' 'sha256-${createHash('sha256').update(ADVERT_FRAME_BASE_CSS).digest('base64')}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The adverts, their stylesheets and frame documents (spec 2 §7 "Ad slots"). */
@ApiTags('iam')
@Controller('api/iam/content')
export class AdContentController {
  constructor(private readonly delivery: AdDeliveryService) {}

  // Before ':id', whose frame route would take `css` for an id.
  @Get('css/:file')
  @Public()
  @Endpoint({
    operationId: 'getAdvertStylesheet',
    summary: "An advert's stylesheet (sanitised, scoped to .advert), cached for a year",
    okDescription: 'The stylesheet (text/css)',
    errors: { 404: 'No such stylesheet' },
  })
  @ApiProduces('text/css')
  @ApiParam({ name: 'file', example: 'advert-7-0123456789ab.css' })
  async stylesheet(
    @Param('file', STYLES_FILE_PARAM) file: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const css = await this.delivery.stylesheet(file);
    // Set on success only (an error keeps its JSON and is not cached for a year). The name carries a hash
    // of the content: it never changes. The frame's sandbox gives its document an opaque origin, so the
    // stylesheet must be loadable cross-origin (helmet's default is same-origin).
    res.setHeader('Content-Type', 'text/css; charset=utf-8');
    res.setHeader('Cache-Control', `public, max-age=${AD_CACHE_SECONDS.stylesheet}, immutable`);
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    return css;
  }

  @Get(':id')
  @Public()
  @CachedRead(AD_CACHE_SECONDS.content)
  @Endpoint({
    operationId: 'getAdvertContent',
    summary:
      "An advert's sanitised HTML and stylesheet name; only adverts of an active campaign that has not ended",
    ok: AdvertContentOutput,
    errors: { 404: 'No such advert, or none of its campaigns is active' },
  })
  @ApiParam({ name: 'id', type: Number, example: 7 })
  content(@Param('id', ADVERT_ID_PARAM) id: number): Promise<AdvertContentOutput> {
    return this.delivery.content(id);
  }

  @Get(':id/frame')
  @Public()
  @CachedRead(AD_CACHE_SECONDS.content)
  @Endpoint({
    operationId: 'getAdvertFrame',
    summary:
      "The advert's document for the slot's sandboxed iframe: its links lead through the click counter, " +
      'with a strict policy of its own (no script, styles and images only from the site)',
    okDescription: 'The HTML document (text/html)',
    errors: { 404: 'The advert does not run in that campaign and slot' },
  })
  @ApiProduces('text/html')
  @ApiParam({ name: 'id', type: Number, example: 7 })
  async frame(
    @Param('id', ADVERT_ID_PARAM) id: number,
    @Query() query: AdvertFrameQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const document = await this.delivery.frame(
      id,
      { slotId: query.slotId, campaignId: query.campaignId },
      query.countryId,
    );
    // Replaces helmet's policy, on success only (an error stays JSON under the API's strict one).
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', FRAME_CSP);
    // The frame joins the site's pages' agent cluster: helmet's origin keying here only makes the browser
    // complain that it cannot honour it (the pages do not ask for it).
    res.removeHeader('Origin-Agent-Cluster');
    return document;
  }
}
