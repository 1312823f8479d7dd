import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CANCELLATION_BOOKED_AS, type CancellationBookedAs } from '@fuel/domain/orders';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  ValidateNested,
} from 'class-validator';
import { IsDatabaseId } from '../../../core/http/field.decorators.js';

/** The most rows one save takes: a screen shows at most this many. */
export const SAVED_ROWS_MAX = 500;

/** One row the screen marked dirty: its booked state and booking mode. */
export class OrderCancellationBookingInput {
  @ApiProperty({ example: 42 })
  @IsDatabaseId('Die Bestellnummer')
  orderId: number;

  @ApiProperty()
  @IsBoolean({ message: 'Gebucht muss true oder false sein.' })
  isBooked: boolean;

  @ApiPropertyOptional({
    enum: CANCELLATION_BOOKED_AS,
    nullable: true,
    description: 'Required when booked; ignored (stored empty) when not booked',
  })
  @IsOptional()
  @IsIn(CANCELLATION_BOOKED_AS, { message: 'Gebucht als muss withCommission oder withoutCommission sein.' })
  bookedAs?: CancellationBookedAs | null;
}

/** The dirty rows of the screen, saved in one call (spec 2 §4). */
export class SaveOrderCancellationListInput {
  @ApiProperty({ type: [OrderCancellationBookingInput] })
  @IsArray({ message: 'Bitte senden Sie die geänderten Zeilen als Liste.' })
  @ArrayMinSize(1, { message: 'Es wurde keine geänderte Zeile gesendet.' })
  @ArrayMaxSize(SAVED_ROWS_MAX)
  @IsObject({ each: true, message: 'Jede Zeile muss ein Objekt sein.' })
  @ValidateNested({ each: true })
  @Type(() => OrderCancellationBookingInput)
  orders: OrderCancellationBookingInput[];
}
