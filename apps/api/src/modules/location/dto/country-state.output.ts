import { ApiProperty } from '@nestjs/swagger';

export class CountryStateOutput {
  @ApiProperty({ example: 102 })
  Id: number;

  @ApiProperty({ example: 'Bayern' })
  Name: string;

  @ApiProperty({ example: 'bayern', description: 'URL slug of the price and dealer pages' })
  FriendlyName: string;

  @ApiProperty({ example: 'DE-BY' })
  MapId: string;
}
