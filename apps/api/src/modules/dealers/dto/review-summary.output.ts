import { ApiProperty } from '@nestjs/swagger';

/** Spec 2 §3 "Trusted review summary", computed from the marketplace's own order ratings. */
export class ReviewSummaryOutput {
  @ApiProperty({ example: 4.62, description: 'Mean rating in stars (1–5, two decimals); 0 without ratings' })
  OverallMark: number;

  @ApiProperty({ example: 'SEHR GUT', description: 'Grade of the mark in the language of the site' })
  OverallMarkDescriptionGUILang: string;

  @ApiProperty({ example: 18342, description: 'Ratings within the active period' })
  ActiveReviewCount: number;

  @ApiProperty({ example: 365 })
  ActivePeriodInDays: number;

  @ApiProperty({ example: 18342 })
  TotalReviewCount: number;
}
