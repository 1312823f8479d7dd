import { Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailTokens } from '@fuel/db';
import type { EmailTokenPurpose } from '@fuel/domain/accounts';
import { TransactionRunner } from '../../core/database/transaction-runner.js';

export type EmailTokenRow = typeof emailTokens.$inferSelect;

@Injectable()
export class EmailTokensRepository {
  constructor(private readonly runner: TransactionRunner) {}

  async insert(
    row: Pick<EmailTokenRow, 'purpose' | 'tokenHash' | 'userId' | 'payload' | 'expiresAt'>,
  ): Promise<void> {
    await this.runner.db.insert(emailTokens).values(row);
  }

  async find(purpose: EmailTokenPurpose, tokenHash: string): Promise<EmailTokenRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
    return row;
  }

  /** True when this call consumed the token (a concurrent second click loses). */
  async markUsed(id: number, at: Date): Promise<boolean> {
    const rows = await this.runner.db
      .update(emailTokens)
      .set({ usedAt: at })
      .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
      .returning({ id: emailTokens.id });
    return rows.length === 1;
  }

  /** Ends the user's unused, unexpired links of one purpose: they answer TOKEN_EXPIRED from now on. */
  async expireUnused(purpose: EmailTokenPurpose, userId: number, at: Date): Promise<void> {
    await this.runner.db
      .update(emailTokens)
      .set({ expiresAt: at })
      .where(
        and(
          eq(emailTokens.userId, userId),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, at),
        ),
      );
  }
}
