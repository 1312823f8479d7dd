import { ApiProperty } from '@nestjs/swagger';
import { COUNTRY_IDS } from '@fuel/domain';

export class CountryMatchOutput {
  @ApiProperty({ enum: COUNTRY_IDS })
  CountryId: number;
}
