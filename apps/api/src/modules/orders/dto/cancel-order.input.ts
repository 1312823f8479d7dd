import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** The customer's withdrawal: a reason is welcome, not required. */
export class CancelOrderInput {
  @ApiPropertyOptional({ example: 'Tank wurde anderweitig befüllt', maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  Reason?: string;
}

/** Customer support's cancellation: always with the reason. */
export class StaffCancelOrderInput {
  @ApiProperty({ example: 'Kunde hat telefonisch storniert', maxLength: 500 })
  @IsString()
  @Matches(/\S/, { message: 'Bitte geben Sie einen Grund an.' })
  @MaxLength(500)
  Reason: string;
}
