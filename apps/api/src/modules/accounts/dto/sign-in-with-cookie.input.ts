import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { COOKIE_LOGIN_TYPES, type CookieLoginType } from '../domain/account-values.constant.js';

export class CookieLoginInput {
  @ApiProperty({
    enum: COOKIE_LOGIN_TYPES,
    description:
      'v4: the value of a refresh_token cookie; legacy: the signed auth cookie of the previous site',
  })
  @IsIn(COOKIE_LOGIN_TYPES, { message: 'Die Art des Cookies muss v4 oder legacy sein.' })
  Type: CookieLoginType;

  @ApiProperty({ description: 'The cookie value to exchange for a token' })
  @IsString()
  @MaxLength(4096)
  AuthCookieValue: string;
}
