import { Injectable } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import { type EmailTokenPurpose, emailTokens } from '@fuel/db';
import { DatabaseService } from '../../core/database/database.service.js';
import type { Executor } from '../mail/transaction.type.js';

export type EmailTokenRow = typeof emailTokens.$inferSelect;

@Injectable()
export class EmailTokensRepository {
  constructor(private readonly database: DatabaseService) {}

  async insert(
    executor: Executor,
    row: Pick<EmailTokenRow, 'purpose' | 'tokenHash' | 'userId' | 'payload' | 'expiresAt'>,
  ): Promise<void> {
    await executor.insert(emailTokens).values(row);
  }

  async find(purpose: EmailTokenPurpose, tokenHash: string): Promise<EmailTokenRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
    return row;
  }

  /** True when this call consumed the token (a concurrent second click loses). */
  async markUsed(executor: Executor, id: number, at: Date): Promise<boolean> {
    const rows = await executor
      .update(emailTokens)
      .set({ usedAt: at })
      .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
      .returning({ id: emailTokens.id });
    return rows.length === 1;
  }
}
