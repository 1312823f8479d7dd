import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CONFIRMATION_PURPOSES, type ConfirmationPurpose } from '../domain/email-token.policy.js';
import { EmailTokenInput } from './account.input.js';

export class TokenStatusInput extends EmailTokenInput {
  @ApiProperty({ enum: CONFIRMATION_PURPOSES, description: 'The kind of link the token belongs to' })
  @IsIn(CONFIRMATION_PURPOSES, { message: `Purpose must be one of ${CONFIRMATION_PURPOSES.join(', ')}` })
  Purpose: ConfirmationPurpose;
}
