import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

/** An internal note of customer support on an order. */
export class AddOrderNoteInput {
  @ApiProperty({ example: 'Kunde bittet um Rückruf vor der Lieferung', maxLength: 2000 })
  @IsString({ message: 'Bitte geben Sie einen Text ein.' })
  @Matches(/\S/, { message: 'Bitte geben Sie einen Text ein.' })
  @MaxLength(2000, { message: 'Die Notiz darf höchstens 2000 Zeichen lang sein.' })
  text: string;
}
