import { ApiProperty } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import {
  CAMPAIGN_TYPE_IDS,
  type CampaignPhase,
  type CampaignTypeId,
  SLOT_TYPE_IDS,
  type SlotTypeId,
} from '@fuel/domain/ads';
import { CAMPAIGN_PHASES } from '../../campaigns/dto/campaign.input.js';

export class SlotRowOutput {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'offer-list-sidebar' })
  key: string;

  @ApiProperty({ example: 'Seitenleiste der Angebotsliste' })
  name: string;

  @ApiProperty({ enum: SLOT_TYPE_IDS, example: 2 })
  slotTypeId: SlotTypeId;

  @ApiProperty({ example: 300 })
  width: number;

  @ApiProperty({ example: 250 })
  height: number;

  @ApiProperty()
  appliesZipFiltering: boolean;

  @ApiProperty({ enum: COUNTRY_IDS, isArray: true })
  countryIds: CountryId[];

  @ApiProperty({ example: 3, description: 'Campaigns that use the slot, whatever their phase' })
  campaignCount: number;
}

export class SlotListOutput {
  @ApiProperty({ type: [SlotRowOutput], description: 'By key' })
  items: SlotRowOutput[];
}

export class SlotCampaignOutput {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Winteraktion München' })
  name: string;

  @ApiProperty({ enum: CAMPAIGN_PHASES, enumName: 'CampaignPhase' })
  phase: CampaignPhase;
}

export class SlotOutput extends SlotRowOutput {
  @ApiProperty({ type: [SlotCampaignOutput], description: 'The campaigns that use the slot, by name' })
  campaigns: SlotCampaignOutput[];
}

/** A slot item (spec 2 §3) with what the preview names and the chance of being shown. */
export class SlotPreviewItemOutput {
  @ApiProperty({ example: 2 })
  SlotId: number;

  @ApiProperty({ example: 5 })
  AdvertId: number;

  @ApiProperty({ example: 7 })
  CampaignId: number;

  @ApiProperty({ enum: CAMPAIGN_TYPE_IDS, example: 1, description: '1 paid, 2 house' })
  CampaignTypeId: CampaignTypeId;

  @ApiProperty({ example: 10 })
  Weight: number;

  @ApiProperty({ example: 'Heizöl Huber – Winterpreis' })
  advertName: string;

  @ApiProperty({ example: 'Winteraktion München' })
  campaignName: string;

  @ApiProperty({
    example: 0.5,
    minimum: 0,
    maximum: 1,
    description:
      'The chance the site shows this item: paid items by their share of the paid weights; house items only without a paid item of positive weight',
  })
  share: number;
}

export class SlotPreviewOutput {
  @ApiProperty({ type: SlotRowOutput })
  slot: SlotRowOutput;

  @ApiProperty({ type: [SlotPreviewItemOutput] })
  items: SlotPreviewItemOutput[];
}
