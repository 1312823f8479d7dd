import { ApiProperty } from '@nestjs/swagger';
import { BranchSummaryOutput } from './branch-summary.output.js';
import { DealerOfferingOutput } from './dealer-offering.output.js';
import { DealerReliabilityOutput } from './dealer-reliability.output.js';
import { RatingSummaryOutput } from './dealer-summary.output.js';

export class RatingEntryOutput {
  @ApiProperty({ example: 5, minimum: 1, maximum: 5 })
  Stars: number;

  @ApiProperty({ example: 'Pünktlich und freundlich geliefert.' })
  Text: string;

  @ApiProperty({ example: '2026-11-20T09:12:00.000Z' })
  CreatedAt: string;
}

export class DealerOutput extends DealerOfferingOutput {
  @ApiProperty({ example: 17 })
  Id: number;

  @ApiProperty({ example: 'Mineralöle Huber GmbH' })
  Name: string;

  @ApiProperty({ example: 'Sendlinger Straße 1' })
  Street: string;

  @ApiProperty({ example: '80331' })
  ZipCode: string;

  @ApiProperty({ example: 'München' })
  City: string;

  @ApiProperty({ example: '+49 89 1234567' })
  Phone: string;

  @ApiProperty({ example: '/heizoelhaendler/bayern/80331/17' })
  Link: string;

  @ApiProperty({ type: RatingSummaryOutput })
  Rating: RatingSummaryOutput;

  @ApiProperty({
    type: DealerReliabilityOutput,
    description: 'Confirmation, on-time and cancellation rate over the last 365 days, from the order history',
  })
  Reliability: DealerReliabilityOutput;

  @ApiProperty({ type: [BranchSummaryOutput] })
  Branches: BranchSummaryOutput[];

  @ApiProperty({ type: [RatingEntryOutput], description: 'Newest customer ratings with text (up to 5)' })
  RecentRatings: RatingEntryOutput[];
}
