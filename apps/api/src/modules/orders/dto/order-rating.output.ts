import { COUNTRY_IDS } from '@fuel/domain';
import { ApiProperty } from '@nestjs/swagger';

/** The order a rating link is for. */
export class RatingRequestOutput {
  @ApiProperty()
  OrderId: number;

  @ApiProperty()
  OrderNumber: string;

  @ApiProperty()
  DealerName: string;

  @ApiProperty({ example: '3.000 l Heizöl Standard schwefelarm' })
  Summary: string;

  @ApiProperty({ enum: COUNTRY_IDS })
  CountryId: number;
}

export class RatingSavedOutput {
  @ApiProperty()
  Success: boolean;
}
