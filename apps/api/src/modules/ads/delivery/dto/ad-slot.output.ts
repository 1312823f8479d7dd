import { ApiProperty } from '@nestjs/swagger';
import { CAMPAIGN_TYPE_IDS, type CampaignTypeId, SLOT_TYPE_IDS, type SlotTypeId } from '@fuel/domain/ads';

/** A slot of a site (spec 2 §3: Id, SlotTypeId, AppliesZipFiltering) with the size it reserves. */
export class AdSlotSummaryOutput {
  @ApiProperty({ example: 2 })
  Id: number;

  @ApiProperty({ example: 'offer-list-sidebar' })
  Key: string;

  @ApiProperty({ enum: SLOT_TYPE_IDS, example: 2 })
  SlotTypeId: SlotTypeId;

  @ApiProperty({ description: 'Whether its items depend on the postal code (reload when it changes)' })
  AppliesZipFiltering: boolean;

  @ApiProperty({ example: 300, description: 'CSS pixels' })
  Width: number;

  @ApiProperty({ example: 250, description: 'CSS pixels' })
  Height: number;
}

/** An item of a slot (spec 2 §3: SlotId, AdvertId, CampaignTypeId, Weight) and its campaign. */
export class AdSlotItemOutput {
  @ApiProperty({ example: 2 })
  SlotId: number;

  @ApiProperty({ example: 7 })
  AdvertId: number;

  @ApiProperty({ example: 3 })
  CampaignId: number;

  @ApiProperty({ enum: CAMPAIGN_TYPE_IDS, example: 1, description: '1 paid (by Weight), 2 house (fallback)' })
  CampaignTypeId: CampaignTypeId;

  @ApiProperty({ example: 10 })
  Weight: number;
}

/** A slot with what it offers now for the site and postal code; the page picks one item (pickSlotItem). */
export class AdSlotOutput extends AdSlotSummaryOutput {
  @ApiProperty({ type: [AdSlotItemOutput] })
  Items: AdSlotItemOutput[];
}
