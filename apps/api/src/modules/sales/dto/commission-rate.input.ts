import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** A dealer's new commission rate, valid from now on. */
export class SetCommissionRateInput {
  @ApiProperty({ example: '3,5', description: 'Percent, 0 to 30, at most two decimals (comma or point)' })
  @IsString({ message: 'Bitte geben Sie die Provision in Prozent an, z. B. 3,5.' })
  @MaxLength(8, { message: 'Bitte geben Sie die Provision in Prozent an, z. B. 3,5.' })
  ratePercent: string;
}
