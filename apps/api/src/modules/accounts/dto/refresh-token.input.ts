import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

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
