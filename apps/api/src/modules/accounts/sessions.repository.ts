import { Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { refreshTokens } from '@fuel/db';
import { TransactionRunner } from '../../core/database/transaction-runner.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Refresh-token families: one family is one signed-in session. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  async insert(
    row: Pick<RefreshTokenRow, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt' | 'impersonatorId'>,
  ): Promise<void> {
    await this.runner.db.insert(refreshTokens).values(row);
  }

  async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  }

  /** Marks a token used unless someone else did first (concurrent refresh): true when this call won. */
  async markUsed(id: number, at: Date): Promise<boolean> {
    const rows = await this.runner.db
      .update(refreshTokens)
      .set({ usedAt: at })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.runner.db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Every session of the user, except the one given (the caller's own after a password change). */
  async revokeAllOfUser(userId: number, at: Date, exceptFamilyId?: string): Promise<void> {
    await this.runner.db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
        ),
      );
  }

  /** Revokes every live impersonation family of the staff member; returns their ids. */
  async revokeImpersonationsBy(staffUserId: number, at: Date): Promise<string[]> {
    const rows = await this.runner.db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.impersonatorId, staffUserId), isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    return [...new Set(rows.map((row) => row.familyId))];
  }

  /** The family's newest unrevoked, unexpired token, i.e. whether the session is still alive. */
  async activeFamilyMember(familyId: string, now: Date): Promise<RefreshTokenRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .orderBy(sql`${refreshTokens.id} desc`)
      .limit(1);
    return row;
  }
}
