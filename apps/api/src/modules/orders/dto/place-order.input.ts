import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsUUID } from 'class-validator';

export class PlaceOrderInput {
  @ApiProperty({
    format: 'uuid',
    description: 'QuoteId of the price shown on the summary (Quote of the common data)',
  })
  @IsUUID('all', { message: 'Die Preisbestätigung ist ungültig. Bitte berechnen Sie den Preis neu.' })
  QuoteId: string;

  @ApiProperty({ description: 'The customer accepted the terms and read the withdrawal information' })
  @Equals(true, { message: 'Bitte bestätigen Sie die AGB.' })
  AcceptTerms: boolean;
}
