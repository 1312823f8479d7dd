import { ApiProperty } from '@nestjs/swagger';
import type { EmailTokenStatus } from '../domain/email-token.policy.js';

const STATUSES = ['valid', 'used', 'expired', 'unknown'] as const satisfies readonly EmailTokenStatus[];

export class TokenStatusOutput {
  @ApiProperty({
    enum: STATUSES,
    description: 'unknown: no such link of this purpose (also a token of another purpose)',
  })
  Status: EmailTokenStatus;
}
