import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { LEAD_TRANSFER_STATUSES, type LeadTransferState } from '@fuel/domain/leads';
import { CursorField, DayField } from '../../../../core/http/field.decorators.js';

/** The back office's lead list: every filter optional, days in the sites' time zone, both included. */
export class SupportLeadSearchQuery {
  @DayField({ example: '2026-11-01' })
  from?: string;

  @DayField({ example: '2026-11-30' })
  to?: string;

  @ApiPropertyOptional({ enum: COUNTRY_IDS, description: 'The site' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, { message: `Das Land muss einer dieser Werte sein: ${COUNTRY_IDS.join(', ')}.` })
  countryId?: CountryId;

  @ApiPropertyOptional({
    enum: LEAD_TRANSFER_STATUSES,
    description: 'Where the lead is on its way to the partner',
  })
  @IsOptional()
  @IsIn(LEAD_TRANSFER_STATUSES, {
    message: `Der Status muss einer dieser Werte sein: ${LEAD_TRANSFER_STATUSES.join(', ')}.`,
  })
  status?: LeadTransferState;

  @CursorField('uuid')
  after?: string;
}

/** The export: a period (required) and optionally one site. */
export class SupportLeadExportQuery extends PickType(SupportLeadSearchQuery, ['countryId'] as const) {
  @DayField({ required: true, example: '2026-11-01' })
  from!: string;

  @DayField({ required: true, example: '2026-11-30' })
  to!: string;
}
