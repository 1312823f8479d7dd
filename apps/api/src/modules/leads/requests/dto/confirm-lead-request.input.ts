import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** The double opt-in link's token (`/leads/bestaetigen?token=…`). */
export class ConfirmLeadRequestInput {
  @ApiProperty({ description: 'The token of the confirmation mail', maxLength: 100 })
  @IsString({ message: 'Dieser Link ist ungültig.' })
  @MaxLength(100, { message: 'Dieser Link ist ungültig.' })
  Token: string;
}
