import { ApiProperty } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPE_IDS,
  type CampaignPhase,
  type CampaignStatus,
  type CampaignTypeId,
} from '@fuel/domain/ads';
import { CAMPAIGN_PHASES } from './campaign.input.js';

export class CampaignRowOutput {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Winteraktion München' })
  name: string;

  @ApiProperty({ enum: CAMPAIGN_TYPE_IDS, example: 1, description: '1 paid, 2 house' })
  campaignTypeId: CampaignTypeId;

  @ApiProperty({ enum: CAMPAIGN_STATUSES, enumName: 'CampaignStatus' })
  status: CampaignStatus;

  @ApiProperty({
    enum: CAMPAIGN_PHASES,
    enumName: 'CampaignPhase',
    description: 'Status and period now: draft, paused, scheduled (active, before its start), running, ended',
  })
  phase: CampaignPhase;

  @ApiProperty({ format: 'date-time' })
  startsAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Exclusive; null: until paused',
  })
  endsAt: string | null;

  @ApiProperty({ enum: COUNTRY_IDS, isArray: true })
  countryIds: CountryId[];

  @ApiProperty({
    type: [String],
    example: ['80'],
    description: 'Postal-code prefixes; none: every postal code',
  })
  zipTargets: string[];

  @ApiProperty({ example: 10 })
  weight: number;

  @ApiProperty({ type: Number, nullable: true, example: null })
  dailyImpressionCap: number | null;

  @ApiProperty({ example: 1 })
  advertCount: number;

  @ApiProperty({ example: 2 })
  slotCount: number;

  @ApiProperty({ example: 1234, description: 'All impressions counted so far' })
  impressions: number;

  @ApiProperty({ example: 12, description: 'All clicks counted so far' })
  clicks: number;
}

export class CampaignListOutput {
  @ApiProperty({ type: [CampaignRowOutput], description: 'The latest start first' })
  items: CampaignRowOutput[];
}

export class CampaignAdvertOutput {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Heizöl Huber – Winterpreis' })
  name: string;
}

export class CampaignSlotOutput {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'offer-list-sidebar' })
  key: string;

  @ApiProperty({ example: 'Seitenleiste der Angebotsliste' })
  name: string;
}

export class CampaignDayOutput {
  @ApiProperty({ format: 'date', example: '2026-11-24', description: 'A site day' })
  day: string;

  @ApiProperty({ example: 120 })
  impressions: number;

  @ApiProperty({ example: 3 })
  clicks: number;
}

export class CampaignOutput extends CampaignRowOutput {
  @ApiProperty({ type: [CampaignAdvertOutput], description: 'By name' })
  adverts: CampaignAdvertOutput[];

  @ApiProperty({ type: [CampaignSlotOutput], description: 'By key' })
  slots: CampaignSlotOutput[];

  @ApiProperty({
    type: [CampaignDayOutput],
    description: 'The last 30 site days, oldest first, every day (0 without figures)',
  })
  daily: CampaignDayOutput[];
}
