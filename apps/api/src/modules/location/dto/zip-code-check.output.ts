import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COUNTRY_IDS } from '@fuel/domain';

export class PlaceOutput {
  @ApiProperty({ example: 'München' })
  Place: string;

  @ApiPropertyOptional({ example: 102, nullable: true, type: Number })
  StateId: number | null;

  @ApiPropertyOptional({ example: 'Bayern', nullable: true, type: String })
  StateName: string | null;

  @ApiPropertyOptional({ example: 'Kreisfreie Stadt München', nullable: true, type: String })
  County: string | null;

  @ApiProperty({ example: 48.1372 })
  Latitude: number;

  @ApiProperty({ example: 11.5755 })
  Longitude: number;
}

export class ZipCodeCheckOutput {
  @ApiProperty({ example: '80331' })
  ZipCode: string;

  @ApiProperty({ enum: COUNTRY_IDS })
  CountryId: number;

  @ApiProperty({ description: 'Whether the postal code exists on this site' })
  Exists: boolean;

  @ApiProperty({ type: [PlaceOutput], description: 'Every place with this postal code' })
  Places: PlaceOutput[];
}
