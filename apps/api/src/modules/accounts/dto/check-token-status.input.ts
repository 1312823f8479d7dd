import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { EmailTokenPurpose } from '@fuel/domain/accounts';
import { EMAIL_TOKEN_PURPOSES } from '../domain/email-token.policy.js';
import { EmailTokenInput } from './confirm-link.input.js';

export class TokenStatusInput extends EmailTokenInput {
  @ApiProperty({ enum: EMAIL_TOKEN_PURPOSES, description: 'The kind of link the token belongs to' })
  @IsIn(EMAIL_TOKEN_PURPOSES, {
    message: `Die Art des Links muss einer dieser Werte sein: ${EMAIL_TOKEN_PURPOSES.join(', ')}.`,
  })
  Purpose: EmailTokenPurpose;
}
