import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export class RatingTokenQuery {
  @ApiProperty({ description: 'The token of the rating link' })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'Dieser Bewertungslink ist ungültig.' })
  token: string;
}

export class RateOrderInput {
  @ApiProperty({ description: 'The token of the rating link' })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'Dieser Bewertungslink ist ungültig.' })
  Token: string;

  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @IsInt({ message: 'Bitte vergeben Sie 1 bis 5 Sterne.' })
  @Min(1, { message: 'Bitte vergeben Sie 1 bis 5 Sterne.' })
  @Max(5, { message: 'Bitte vergeben Sie 1 bis 5 Sterne.' })
  Stars: number;

  @ApiProperty({ example: 'Pünktlich und freundlich.', maxLength: 2000 })
  @IsString()
  @MaxLength(2000)
  Text: string;
}

export class RatingRequestOutput {
  @ApiProperty()
  OrderId: number;

  @ApiProperty()
  OrderNumber: string;

  @ApiProperty()
  DealerName: string;

  @ApiProperty({ example: '3.000 l Heizöl Standard schwefelarm' })
  Summary: string;

  @ApiProperty({ enum: [1, 2, 3] })
  CountryId: number;
}

export class RatingSavedOutput {
  @ApiProperty()
  Success: boolean;
}
