import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../../core/context/request-context.js';
import { databaseIdPipe } from '../../../../core/http/database-id.pipe.js';
import { Endpoint } from '../../../../core/http/endpoint.decorator.js';
import { AdvertsService, unknownAdvert } from './adverts.service.js';
import { AdvertImagesQuery, AdvertInput, AdvertsQuery, AdvertStylesheetInput } from './dto/advert.input.js';
import { AdvertImageListOutput, AdvertListOutput, AdvertOutput } from './dto/advert.output.js';

const ADVERT_ID = databaseIdPipe(unknownAdvert);
const UNKNOWN = { 404: 'Unknown advert' } as const;

/** `/support/adverts` (ads.manage): adverts with their HTML, stylesheet and link. */
@ApiTags('ads')
@Controller('api/support/adverts')
export class AdvertsController {
  constructor(private readonly adverts: AdvertsService) {}

  @Get()
  @Permission('ads.manage')
  @Endpoint({
    operationId: 'listAdverts',
    summary: 'Every advert (matching q in name or advertiser), by name, with its number of campaigns',
    ok: AdvertListOutput,
  })
  list(@Query() query: AdvertsQuery): Promise<AdvertListOutput> {
    return this.adverts.list(query.q);
  }

  @Post()
  @Permission('ads.manage')
  @Endpoint({
    operationId: 'createAdvert',
    summary: 'Creates an advert; its HTML is sanitised (htmlAdjusted tells whether that changed it; audited)',
    ok: AdvertOutput,
    status: 201,
  })
  create(@Ctx() ctx: RequestContext, @Body() input: AdvertInput): Promise<AdvertOutput> {
    return this.adverts.create(ctx, input);
  }

  // Before `:advertId`, which would take `images` for an id.
  @Get('images')
  @Permission('ads.manage')
  @Endpoint({
    operationId: 'listAdvertImages',
    summary: 'A page of the media library’s images (newest first, matching q) for the advert editor',
    ok: AdvertImageListOutput,
  })
  images(@Query() query: AdvertImagesQuery): Promise<AdvertImageListOutput> {
    return this.adverts.images(query);
  }

  @Get(':advertId')
  @Permission('ads.manage')
  @ApiParam({ name: 'advertId', type: Number })
  @Endpoint({ operationId: 'getAdvert', summary: 'One advert', ok: AdvertOutput, errors: UNKNOWN })
  get(@Param('advertId', ADVERT_ID) advertId: number): Promise<AdvertOutput> {
    return this.adverts.get(advertId);
  }

  @Put(':advertId')
  @Permission('ads.manage')
  @ApiParam({ name: 'advertId', type: Number })
  @Endpoint({
    operationId: 'saveAdvert',
    summary: 'Saves an advert; its HTML is sanitised, the sites show the change at once (audited)',
    ok: AdvertOutput,
    errors: UNKNOWN,
  })
  save(
    @Ctx() ctx: RequestContext,
    @Param('advertId', ADVERT_ID) advertId: number,
    @Body() input: AdvertInput,
  ): Promise<AdvertOutput> {
    return this.adverts.save(ctx, advertId, input);
  }

  @Delete(':advertId')
  @Permission('ads.manage')
  @ApiParam({ name: 'advertId', type: Number })
  @Endpoint({
    operationId: 'deleteAdvert',
    summary: 'Deletes an advert with its stylesheets (audited)',
    status: 204,
    errors: { ...UNKNOWN, 409: 'A campaign shows it, or it has figures' },
  })
  remove(@Ctx() ctx: RequestContext, @Param('advertId', ADVERT_ID) advertId: number): Promise<void> {
    return this.adverts.remove(ctx, advertId);
  }

  @Put(':advertId/stylesheet')
  @Permission('ads.manage')
  @ApiParam({ name: 'advertId', type: Number })
  @Endpoint({
    operationId: 'saveAdvertStylesheet',
    summary: 'Sets the advert’s stylesheet: sanitised, scoped to .advert, named by its content (audited)',
    ok: AdvertOutput,
    errors: UNKNOWN,
  })
  saveStylesheet(
    @Ctx() ctx: RequestContext,
    @Param('advertId', ADVERT_ID) advertId: number,
    @Body() input: AdvertStylesheetInput,
  ): Promise<AdvertOutput> {
    return this.adverts.saveStylesheet(ctx, advertId, input.css);
  }

  @Delete(':advertId/stylesheet')
  @Permission('ads.manage')
  @ApiParam({ name: 'advertId', type: Number })
  @Endpoint({
    operationId: 'removeAdvertStylesheet',
    summary: 'The advert shows without a stylesheet from now on (audited)',
    ok: AdvertOutput,
    errors: UNKNOWN,
  })
  removeStylesheet(
    @Ctx() ctx: RequestContext,
    @Param('advertId', ADVERT_ID) advertId: number,
  ): Promise<AdvertOutput> {
    return this.adverts.removeStylesheet(ctx, advertId);
  }
}
