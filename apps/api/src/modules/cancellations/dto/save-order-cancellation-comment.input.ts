import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { IsDatabaseId } from '../../../core/http/field.decorators.js';

/**
 * A comment of the customer's or the dealer's side on a cancellation (`{userId, comment}` of spec 2 §7, with the
 * order). `userId` is the user the comment is from: the order's customer or a user of the order's dealer; the
 * side follows from it, and it is stored as fkUserId. One comment per side: saving again replaces it.
 */
export class SaveOrderCancellationCommentInput {
  @ApiProperty({ example: 42 })
  @IsDatabaseId('Die Bestellnummer')
  orderId: number;

  @ApiProperty({
    example: 7,
    description: 'The commenting user: the order’s customer or a user of its dealer',
  })
  @IsDatabaseId('Die Benutzernummer')
  userId: number;

  @ApiProperty({ example: 'Kunde hat bei einem anderen Händler bestellt', maxLength: 2000 })
  @IsString({ message: 'Bitte geben Sie einen Kommentar ein.' })
  @Matches(/\S/, { message: 'Bitte geben Sie einen Kommentar ein.' })
  @MaxLength(2000, { message: 'Der Kommentar darf höchstens 2000 Zeichen lang sein.' })
  comment: string;
}
