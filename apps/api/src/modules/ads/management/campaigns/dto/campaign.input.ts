import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import {
  AD_LIMITS,
  CAMPAIGN_PHASE_NAMES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPE_IDS,
  type CampaignPhase,
  type CampaignStatus,
  type CampaignTypeId,
} from '@fuel/domain/ads';
import { InstantField, MAX_DATABASE_ID } from '../../../../../core/http/field.decorators.js';
import { SiteIdsField } from '../../slots/dto/site-ids.field.js';

/** Every phase, in the order the back office filters by them. */
export const CAMPAIGN_PHASES: readonly CampaignPhase[] = ['draft', 'scheduled', 'running', 'paused', 'ended'];
const PHASE_LIST = CAMPAIGN_PHASES.map((phase) => CAMPAIGN_PHASE_NAMES[phase]).join(', ');

/** Adverts or slots of one campaign: more would be a mistake rather than a campaign. */
export const CAMPAIGN_LINKS_MAX = 100;
const WEIGHT_MESSAGE = `Das Gewicht muss eine ganze Zahl von 0 bis ${AD_LIMITS.weightMax} sein.`;
const CAP_MESSAGE = `Die Obergrenze pro Tag muss eine ganze Zahl von 1 bis ${AD_LIMITS.dailyImpressionCapMax} sein (leer: keine).`;

function idsMessage(what: string): string {
  return `Bitte wählen Sie ${what} aus der Liste (jede nur einmal, höchstens ${CAMPAIGN_LINKS_MAX}).`;
}

/** A campaign as the back office writes it (create and save alike). */
export class CampaignInput {
  @ApiProperty({ example: 'Winteraktion München', maxLength: AD_LIMITS.name })
  @IsString({ message: 'Bitte geben Sie einen Namen an.' })
  @Length(1, AD_LIMITS.name, { message: `Der Name muss 1 bis ${AD_LIMITS.name} Zeichen lang sein.` })
  name: string;

  @ApiProperty({ enum: CAMPAIGN_TYPE_IDS, example: 1, description: '1 paid (by weight), 2 house (fallback)' })
  @IsIn(CAMPAIGN_TYPE_IDS, {
    message: 'Die Art der Kampagne muss bezahlt (1) oder Hauskampagne (2) sein.',
  })
  campaignTypeId: CampaignTypeId;

  @ApiProperty({ enum: CAMPAIGN_STATUSES, enumName: 'CampaignStatus', example: 'active' })
  @IsIn(CAMPAIGN_STATUSES, { message: 'Der Status muss Entwurf, Aktiv oder Pausiert sein.' })
  status: CampaignStatus;

  @InstantField({ required: true })
  startsAt: string;

  @InstantField({ required: false, description: 'Exclusive; null: until paused' })
  endsAt?: string | null;

  @SiteIdsField('The sites the campaign shows on')
  countryIds: CountryId[];

  @ApiProperty({
    type: [String],
    example: ['80', '8150'],
    description:
      'Postal-code prefixes (1 digit to the length of the sites’ codes); none: every postal code. Sorted, duplicates and prefixes a shorter one covers dropped.',
  })
  @IsArray({ message: 'Die Postleitzahl-Ziele müssen eine Liste sein.' })
  @ArrayMaxSize(AD_LIMITS.zipTargets, {
    message: `Höchstens ${AD_LIMITS.zipTargets} Postleitzahl-Ziele, bitte.`,
  })
  @IsString({ each: true, message: 'Ein Postleitzahl-Ziel muss ein Text sein.' })
  @MaxLength(20, { each: true, message: 'Ein Postleitzahl-Ziel hat höchstens 5 Ziffern.' })
  zipTargets: string[];

  @ApiProperty({
    example: 10,
    minimum: 0,
    maximum: AD_LIMITS.weightMax,
    description: 'Weight of each item among the paid items of a slot; 0 never shows a paid one',
  })
  @IsInt({ message: WEIGHT_MESSAGE })
  @Min(0, { message: WEIGHT_MESSAGE })
  @Max(AD_LIMITS.weightMax, { message: WEIGHT_MESSAGE })
  weight: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: AD_LIMITS.dailyImpressionCapMax,
    description: 'Impressions per site day after which delivery stops; null: none',
  })
  @IsOptional()
  @IsInt({ message: CAP_MESSAGE })
  @Min(1, { message: CAP_MESSAGE })
  @Max(AD_LIMITS.dailyImpressionCapMax, { message: CAP_MESSAGE })
  dailyImpressionCap?: number | null;

  @ApiProperty({ type: [Number], example: [3], description: 'The adverts it shows' })
  @IsArray({ message: idsMessage('die Anzeigen') })
  @ArrayMaxSize(CAMPAIGN_LINKS_MAX, { message: idsMessage('die Anzeigen') })
  @ArrayUnique({ message: idsMessage('die Anzeigen') })
  @IsInt({ each: true, message: idsMessage('die Anzeigen') })
  @Min(1, { each: true, message: idsMessage('die Anzeigen') })
  @Max(MAX_DATABASE_ID, { each: true, message: idsMessage('die Anzeigen') })
  advertIds: number[];

  @ApiProperty({ type: [Number], example: [2], description: 'The slots it shows them in' })
  @IsArray({ message: idsMessage('die Werbeplätze') })
  @ArrayMaxSize(CAMPAIGN_LINKS_MAX, { message: idsMessage('die Werbeplätze') })
  @ArrayUnique({ message: idsMessage('die Werbeplätze') })
  @IsInt({ each: true, message: idsMessage('die Werbeplätze') })
  @Min(1, { each: true, message: idsMessage('die Werbeplätze') })
  @Max(MAX_DATABASE_ID, { each: true, message: idsMessage('die Werbeplätze') })
  slotIds: number[];
}

export class CampaignsQuery {
  @ApiPropertyOptional({ enum: COUNTRY_IDS, description: 'Only campaigns on this site' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, {
    message: 'Die Website muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  countryId?: CountryId;

  @ApiPropertyOptional({
    enum: CAMPAIGN_PHASES,
    enumName: 'CampaignPhase',
    description: 'Only campaigns in this phase',
  })
  @IsOptional()
  @IsIn(CAMPAIGN_PHASES, { message: `Die Phase muss eine dieser sein: ${PHASE_LIST}.` })
  phase?: CampaignPhase;
}
