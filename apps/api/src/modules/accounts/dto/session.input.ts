import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class SignInInput {
  @ApiProperty({ example: 'kunde@example.com', description: 'The e-mail address of the account' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  UserName: string;

  @ApiProperty({ example: 'Heizoel-Demo-2026', maxLength: 128 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  Password: string;
}

export class TokenRefreshInput {
  @ApiPropertyOptional({
    description:
      "The access token the client holds (may be expired); a different user than the refresh cookie's means reload",
  })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  CurrentToken?: string;
}

export class LegacyTokenRefreshInput extends TokenRefreshInput {
  @ApiPropertyOptional({ description: 'Refresh token; when empty the refresh_token cookie is used' })
  @IsOptional()
  @IsString()
  @MaxLength(256)
  RefreshToken?: string;
}

export class CookieLoginInput {
  @ApiProperty({
    enum: ['v4', 'legacy'],
    description:
      'v4: the value of a refresh_token cookie; legacy: the signed auth cookie of the previous site',
  })
  @IsIn(['v4', 'legacy'], { message: 'Die Art des Cookies muss v4 oder legacy sein.' })
  Type: 'v4' | 'legacy';

  @ApiProperty({ description: 'The cookie value to exchange for a token' })
  @IsString()
  @MaxLength(4096)
  AuthCookieValue: string;
}
