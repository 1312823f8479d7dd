import { Body, Post } from '@nestjs/common';
import { Public } from '../../core/auth/auth.decorators.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { AccountApiController } from './account-api.decorator.js';
import { TokenStatusInput } from './dto/check-token-status.input.js';
import { TokenStatusOutput } from './dto/token-status.output.js';
import { EmailTokenService } from './email-token.service.js';

/**
 * Checks a mail link without using it. A POST, so the token stays out of query strings and access logs. Not
 * rate-limited, like the confirm endpoints: a 43-character random token cannot be guessed.
 */
@AccountApiController('api/account')
export class TokenStatusController {
  constructor(private readonly emailTokens: EmailTokenService) {}

  @Post('token-status')
  @Public()
  @Endpoint({
    operationId: 'checkTokenStatus',
    summary: 'Whether a confirmation link is valid, used, expired or unknown; the token stays unused',
    ok: TokenStatusOutput,
  })
  async status(@Body() input: TokenStatusInput): Promise<TokenStatusOutput> {
    return { Status: await this.emailTokens.status(input.Purpose, input.Token) };
  }
}
