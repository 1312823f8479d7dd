import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../../core/context/request-context.js';
import { databaseIdPipe } from '../../../../core/http/database-id.pipe.js';
import { Endpoint } from '../../../../core/http/endpoint.decorator.js';
import { SlotInput, SlotPreviewQuery } from './dto/slot.input.js';
import { SlotListOutput, SlotOutput, SlotPreviewOutput } from './dto/slot.output.js';
import { SlotsService, unknownSlot } from './slots.service.js';

const SLOT_ID = databaseIdPipe(unknownSlot);

/** `/support/slots/{slotId?}` (ads.manage): the places on the sites' pages that show adverts. */
@ApiTags('ads')
@Controller('api/support/slots')
export class SlotsController {
  constructor(private readonly slots: SlotsService) {}

  @Get()
  @Permission('ads.manage')
  @Endpoint({ operationId: 'listSlots', summary: 'Every ad slot, by key', ok: SlotListOutput })
  list(): Promise<SlotListOutput> {
    return this.slots.list();
  }

  @Post()
  @Permission('ads.manage')
  @Endpoint({
    operationId: 'createSlot',
    summary: 'Creates an ad slot (audited)',
    ok: SlotOutput,
    status: 201,
    errors: { 409: 'Another slot has the key (AD_SLOT_KEY_TAKEN)' },
  })
  create(@Ctx() ctx: RequestContext, @Body() input: SlotInput): Promise<SlotOutput> {
    return this.slots.create(ctx, input);
  }

  @Get(':slotId')
  @Permission('ads.manage')
  @ApiParam({ name: 'slotId', type: Number })
  @Endpoint({
    operationId: 'getSlot',
    summary: 'One ad slot with the campaigns that use it',
    ok: SlotOutput,
    errors: { 404: 'Unknown slot' },
  })
  get(@Param('slotId', SLOT_ID) slotId: number): Promise<SlotOutput> {
    return this.slots.get(slotId);
  }

  @Put(':slotId')
  @Permission('ads.manage')
  @ApiParam({ name: 'slotId', type: Number })
  @Endpoint({
    operationId: 'saveSlot',
    summary: 'Saves an ad slot; the sites show the change at once (audited)',
    ok: SlotOutput,
    errors: { 404: 'Unknown slot', 409: 'Another slot has the key (AD_SLOT_KEY_TAKEN)' },
  })
  save(
    @Ctx() ctx: RequestContext,
    @Param('slotId', SLOT_ID) slotId: number,
    @Body() input: SlotInput,
  ): Promise<SlotOutput> {
    return this.slots.save(ctx, slotId, input);
  }

  @Delete(':slotId')
  @Permission('ads.manage')
  @ApiParam({ name: 'slotId', type: Number })
  @Endpoint({
    operationId: 'deleteSlot',
    summary: 'Deletes an ad slot no campaign uses (audited)',
    status: 204,
    errors: {
      404: 'Unknown slot',
      409: 'Campaigns use the slot, or figures were counted in it (AD_SLOT_IN_USE)',
    },
  })
  remove(@Ctx() ctx: RequestContext, @Param('slotId', SLOT_ID) slotId: number): Promise<void> {
    return this.slots.remove(ctx, slotId);
  }

  @Get(':slotId/preview')
  @Permission('ads.manage')
  @ApiParam({ name: 'slotId', type: Number })
  @Endpoint({
    operationId: 'previewSlot',
    summary:
      'What the slot offers a site and postal code now (uncached), with each item’s chance of being shown',
    ok: SlotPreviewOutput,
    errors: { 404: 'Unknown slot' },
  })
  preview(
    @Param('slotId', SLOT_ID) slotId: number,
    @Query() query: SlotPreviewQuery,
  ): Promise<SlotPreviewOutput> {
    return this.slots.preview(slotId, query);
  }
}
