import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export class DeclineOrderInput {
  @ApiProperty({ example: 'Liefergebiet derzeit nicht bedient' })
  @IsString()
  @Matches(/\S/, { message: 'Bitte geben Sie einen Grund an.' })
  @MaxLength(500)
  Reason: string;
}
