import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class StartOrderInput {
  @ApiProperty({ format: 'uuid', description: 'QuoteId of POST /api/kalkulation/bestellung/berechnen' })
  @IsUUID('all', { message: 'Die Preisbestätigung ist ungültig. Bitte berechnen Sie den Preis neu.' })
  QuoteId: string;
}
