import { ApiProperty } from '@nestjs/swagger';
import { COUNTRY_ID_VALUES } from './order-enums.constant.js';

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

  @ApiProperty({ enum: COUNTRY_ID_VALUES })
  CountryId: number;
}

export class RatingSavedOutput {
  @ApiProperty()
  Success: boolean;
}
