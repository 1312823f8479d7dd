import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsDatabaseId } from '../../../core/http/field.decorators.js';

/** Feedback on a cancellation: sets its feedback status to 1 (spec 2 §4); saving again replaces it. */
export class SaveOrderCancellationFeedbackInput {
  @ApiProperty({ example: 42 })
  @IsDatabaseId('Die Bestellnummer')
  orderId: number;

  @ApiProperty({ example: 'Preis anderswo günstiger', maxLength: 200 })
  @IsString({ message: 'Bitte geben Sie einen Grund an.' })
  @Matches(/\S/, { message: 'Bitte geben Sie einen Grund an.' })
  @MaxLength(200, { message: 'Der Grund darf höchstens 200 Zeichen lang sein.' })
  feedbackReason: string;

  @ApiPropertyOptional({ example: 'Kunde meldet sich im Frühjahr wieder', maxLength: 2000 })
  @IsOptional()
  @IsString({ message: 'Der Kommentar muss ein Text sein.' })
  @MaxLength(2000, { message: 'Der Kommentar darf höchstens 2000 Zeichen lang sein.' })
  feedbackComment?: string;
}
