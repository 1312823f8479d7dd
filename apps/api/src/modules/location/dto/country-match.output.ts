import { ApiProperty } from '@nestjs/swagger';
import { COUNTRIES } from '@fuel/domain';

export class CountryMatchOutput {
  @ApiProperty({ enum: COUNTRIES.map((c) => c.id) })
  CountryId: number;
}
