import { ApiProperty } from '@nestjs/swagger';
import { IsCalendarDate } from '../../../core/http/calendar-date.validator.js';

export class ConfirmOrderInput {
  @ApiProperty({ example: '2026-12-03', description: 'The delivery date the dealer promises, YYYY-MM-DD' })
  @IsCalendarDate({ message: 'Bitte geben Sie ein gültiges Lieferdatum im Format JJJJ-MM-TT an.' })
  DeliveryDate: string;
}
