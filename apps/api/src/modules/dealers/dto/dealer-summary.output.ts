import { ApiProperty } from '@nestjs/swagger';

export class RatingSummaryOutput {
  @ApiProperty({ example: 4.62, description: 'Mean customer rating in stars (1–5), 0 without ratings' })
  Average: number;

  @ApiProperty({ example: 213 })
  Count: number;

  @ApiProperty({ example: 'sehr gut', description: 'German grade of the mean; empty without ratings' })
  Grade: string;
}

export class DealerSummaryOutput {
  @ApiProperty({ example: 17 })
  Id: number;

  @ApiProperty({ example: 'Mineralöle Huber GmbH' })
  Name: string;

  @ApiProperty({ example: '80331' })
  ZipCode: string;

  @ApiProperty({ example: 'München' })
  City: string;

  @ApiProperty({ type: RatingSummaryOutput })
  Rating: RatingSummaryOutput;

  @ApiProperty({ example: 3, description: 'Active branches of the dealer' })
  BranchCount: number;

  @ApiProperty({ example: '/heizoelhaendler/bayern/80331/17', description: 'Path of the dealer page' })
  Link: string;
}
