import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { SECRET_TOKEN_PATTERN } from '@fuel/domain';

export class EmailTokenInput {
  @ApiProperty({ description: 'The token of the e-mail link (43 URL-safe characters)' })
  @IsString()
  @Matches(SECRET_TOKEN_PATTERN, {
    message: 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.',
  })
  Token: string;
}
