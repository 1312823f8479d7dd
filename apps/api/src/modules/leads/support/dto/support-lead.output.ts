import { ApiProperty } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import {
  type LeadTransferState,
  CONSUMPTION_RATINGS,
  type ConsumptionRating,
  LEAD_SALUTATIONS,
  LEAD_TRANSFER_STATUSES,
  PREFERRED_CONTACT_TIMES,
} from '@fuel/domain/leads';

/** One row of the lead list: contact and state, without the answers. */
export class SupportLeadRowOutput {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ enum: COUNTRY_IDS })
  countryId: CountryId;

  // No enum: the client generator drops null from a nullable enum.
  @ApiProperty({ type: String, nullable: true, description: `${LEAD_SALUTATIONS.join(', ')} or null` })
  salutation: string | null;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  phone: string;

  @ApiProperty({ example: '80331' })
  zipCode: string;

  @ApiProperty({ enum: PREFERRED_CONTACT_TIMES })
  preferredContactTime: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Double opt-in' })
  confirmedAt: string | null;

  @ApiProperty({ enum: CONSUMPTION_RATINGS, description: "The comparison's rating of the household" })
  rating: ConsumptionRating;

  @ApiProperty({ enum: LEAD_TRANSFER_STATUSES })
  transferStatus: LeadTransferState;

  @ApiProperty({ description: 'Transfer attempts so far' })
  transferAttempts: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  transferredAt: string | null;
}

export class SupportLeadPageOutput {
  @ApiProperty({ type: [SupportLeadRowOutput], description: 'Newest first, 50 a page' })
  rows: SupportLeadRowOutput[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `after` for the next page; null on the last',
  })
  nextCursor: string | null;
}

/** What the comparison found, as the partner receives it. */
export class LeadResultSummaryOutput {
  @ApiProperty({ description: 'Litres a year' })
  consumptionLitres: number;

  @ApiProperty()
  kwhPerSquareMetre: number;

  @ApiProperty({ enum: CONSUMPTION_RATINGS })
  rating: ConsumptionRating;

  @ApiProperty({ description: 'Share of similar households (0–100) using less per m²' })
  percentile: number;

  @ApiProperty({ description: 'Litres a year the household would save at the median' })
  savingToMedianLitres: number;
}

/** A lead with everything stored: answers, result, consent as shown and the transfer's state. */
export class SupportLeadDetailsOutput extends SupportLeadRowOutput {
  @ApiProperty()
  guideId: number;

  @ApiProperty({ type: String, nullable: true })
  message: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    description: 'The guide answers by input key',
  })
  answers: Record<string, string | number | boolean>;

  @ApiProperty({ type: LeadResultSummaryOutput })
  result: LeadResultSummaryOutput;

  @ApiProperty({ description: 'The consent text exactly as the household was shown it' })
  consentText: string;

  @ApiProperty({ example: '2026-11' })
  consentVersion: string;

  @ApiProperty({ format: 'date-time' })
  consentedAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Next transfer attempt (while sending: the end of the lease)',
  })
  nextTransferAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastTransferError: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The partner's reference of the lead" })
  partnerReference: string | null;
}
