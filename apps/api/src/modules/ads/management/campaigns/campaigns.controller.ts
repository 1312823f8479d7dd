import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../../core/context/request-context.js';
import { databaseIdPipe } from '../../../../core/http/database-id.pipe.js';
import { Endpoint } from '../../../../core/http/endpoint.decorator.js';
import { CampaignInput, CampaignsQuery } from './dto/campaign.input.js';
import { CampaignListOutput, CampaignOutput } from './dto/campaign.output.js';
import { CampaignsService, unknownCampaign } from './campaigns.service.js';

const CAMPAIGN_ID = databaseIdPipe(unknownCampaign);

/** `/support/campaigns/{campaignId?}` (ads.manage): campaigns with their adverts, slots and figures. */
@ApiTags('ads')
@Controller('api/support/campaigns')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get()
  @Permission('ads.manage')
  @Endpoint({
    operationId: 'listCampaigns',
    summary: 'Every campaign (of a site, in a phase), the latest start first, with its figures',
    ok: CampaignListOutput,
  })
  list(@Query() query: CampaignsQuery): Promise<CampaignListOutput> {
    return this.campaigns.list(query);
  }

  @Post()
  @Permission('ads.manage')
  @Endpoint({
    operationId: 'createCampaign',
    summary: 'Creates a campaign; the slots deliver it within its period at once (audited)',
    ok: CampaignOutput,
    status: 201,
  })
  create(@Ctx() ctx: RequestContext, @Body() input: CampaignInput): Promise<CampaignOutput> {
    return this.campaigns.create(ctx, input);
  }

  @Get(':campaignId')
  @Permission('ads.manage')
  @ApiParam({ name: 'campaignId', type: Number })
  @Endpoint({
    operationId: 'getCampaign',
    summary: 'One campaign with its adverts, slots and the figures of the last 30 days',
    ok: CampaignOutput,
    errors: { 404: 'Unknown campaign' },
  })
  get(@Param('campaignId', CAMPAIGN_ID) campaignId: number): Promise<CampaignOutput> {
    return this.campaigns.get(campaignId);
  }

  @Put(':campaignId')
  @Permission('ads.manage')
  @ApiParam({ name: 'campaignId', type: Number })
  @Endpoint({
    operationId: 'saveCampaign',
    summary: 'Saves a campaign; the slots deliver the change at once (audited)',
    ok: CampaignOutput,
    errors: { 404: 'Unknown campaign' },
  })
  save(
    @Ctx() ctx: RequestContext,
    @Param('campaignId', CAMPAIGN_ID) campaignId: number,
    @Body() input: CampaignInput,
  ): Promise<CampaignOutput> {
    return this.campaigns.save(ctx, campaignId, input);
  }

  @Delete(':campaignId')
  @Permission('ads.manage')
  @ApiParam({ name: 'campaignId', type: Number })
  @Endpoint({
    operationId: 'deleteCampaign',
    summary: 'Deletes a campaign without figures (audited); one with figures is paused instead',
    status: 204,
    errors: { 404: 'Unknown campaign', 409: 'The campaign has figures (AD_CAMPAIGN_HAS_FIGURES)' },
  })
  remove(@Ctx() ctx: RequestContext, @Param('campaignId', CAMPAIGN_ID) campaignId: number): Promise<void> {
    return this.campaigns.remove(ctx, campaignId);
  }
}
