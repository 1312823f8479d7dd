import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { RatingTokenField } from './rating-token.field.js';

const STARS_MESSAGE = 'Bitte vergeben Sie 1 bis 5 Sterne.';

export class RateOrderInput {
  @RatingTokenField()
  Token: string;

  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @IsInt({ message: STARS_MESSAGE })
  @Min(1, { message: STARS_MESSAGE })
  @Max(5, { message: STARS_MESSAGE })
  Stars: number;

  @ApiProperty({ example: 'Pünktlich und freundlich.', maxLength: 2000 })
  @IsString()
  @MaxLength(2000)
  Text: string;
}
