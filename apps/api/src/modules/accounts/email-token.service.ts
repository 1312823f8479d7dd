import { HttpStatus, Injectable } from '@nestjs/common';
import type { EmailTokenPurpose } from '@fuel/domain/accounts';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import {
  EMAIL_TOKEN_TTL_SECONDS,
  type EmailTokenStatus,
  emailTokenState,
} from './domain/email-token.policy.js';
import { newSecretToken, sha256 } from './domain/secret-token.util.js';
import { type EmailTokenRow, EmailTokensRepository } from './email-tokens.repository.js';

const TOKEN_USED = 'Dieser Link wurde bereits verwendet.';
const TOKEN_EXPIRED = 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.';
const TOKEN_INVALID = 'Dieser Link ist ungültig.';

/** Single-use e-mail links: valid, used (409 TOKEN_USED) or expired (410 TOKEN_EXPIRED). */
@Injectable()
export class EmailTokenService {
  constructor(
    private readonly tokens: EmailTokensRepository,
    private readonly runner: TransactionRunner,
  ) {}

  /** Stores the token's hash in the caller's transaction and returns the raw token for the link. */
  async issue(
    purpose: EmailTokenPurpose,
    userId: number,
    payload: Record<string, unknown> = {},
    now = new Date(),
  ): Promise<string> {
    const token = newSecretToken();
    await this.tokens.insert({
      purpose,
      tokenHash: sha256(token),
      userId,
      payload,
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_SECONDS[purpose] * 1000),
    });
    return token;
  }

  /** Like `issue`, and the user's earlier unused links of this purpose expire: only the newest one works. */
  async reissue(
    purpose: EmailTokenPurpose,
    userId: number,
    payload: Record<string, unknown> = {},
    now = new Date(),
  ): Promise<string> {
    await this.tokens.expireUnused(purpose, userId, now);
    return this.issue(purpose, userId, payload, now);
  }

  /** The token's state without touching it, so the page of a link can tell before its button is pressed. */
  async status(purpose: EmailTokenPurpose, rawToken: string, now = new Date()): Promise<EmailTokenStatus> {
    const row = await this.tokens.find(purpose, sha256(rawToken));
    return row ? emailTokenState(row, now) : 'unknown';
  }

  /** Consumes a valid token and applies its effect in one transaction; a second click gets TOKEN_USED. */
  async consume<T>(
    purpose: EmailTokenPurpose,
    rawToken: string,
    effect: (row: EmailTokenRow, now: Date) => Promise<T>,
    now = new Date(),
  ): Promise<T> {
    const row = await this.tokens.find(purpose, sha256(rawToken));
    if (!row) throw new AppException(HttpStatus.NOT_FOUND, 'TOKEN_INVALID', TOKEN_INVALID);
    const state = emailTokenState(row, now);
    if (state === 'used') throw new AppException(HttpStatus.CONFLICT, 'TOKEN_USED', TOKEN_USED);
    if (state === 'expired') throw new AppException(HttpStatus.GONE, 'TOKEN_EXPIRED', TOKEN_EXPIRED);
    return this.runner.transaction(async () => {
      if (!(await this.tokens.markUsed(row.id, now)))
        throw new AppException(HttpStatus.CONFLICT, 'TOKEN_USED', TOKEN_USED);
      return effect(row, now);
    });
  }
}
