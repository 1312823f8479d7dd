import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class BranchSummaryOutput {
  @ApiProperty({ example: 31 })
  Id: number;

  @ApiProperty({ example: 'Niederlassung Freising' })
  Name: string;

  @ApiProperty({ example: 'Hauptstraße 4' })
  Street: string;

  @ApiProperty({ example: '85354' })
  ZipCode: string;

  @ApiProperty({ example: 'Freising' })
  City: string;

  @ApiProperty({ example: 48.4, description: 'Latitude of the branch' })
  Latitude: number;

  @ApiProperty({ example: 11.74 })
  Longitude: number;

  @ApiPropertyOptional({ example: 40, nullable: true, type: Number })
  DeliveryRadiusKm: number | null;

  @ApiProperty({ example: 3, description: 'Working days from order to the earliest standard delivery' })
  LeadTimeDays: number;

  @ApiProperty({ example: [1, 2, 3, 4, 5], type: [Number], description: 'ISO weekdays (1 = Monday)' })
  DeliveryWeekdays: number[];

  @ApiProperty({ example: 212 })
  ZipCodeCount: number;

  @ApiProperty({ example: '/heizoelhaendler/bayern/85354/31/17' })
  Link: string;
}
