import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** The token of a rating link: 32 random bytes, base64url (43 characters). */
export function RatingTokenField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ description: 'The token of the rating link' }),
    IsString(),
    Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'Dieser Bewertungslink ist ungültig.' }),
  );
}
