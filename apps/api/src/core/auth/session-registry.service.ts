import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { refreshTokens, users } from '@fuel/db';
import { DatabaseService } from '../database/database.service.js';

/**
 * How long a session found alive is believed without asking again. A revocation made by another process
 * (another API instance) takes effect within this time; one made by this process at once (forget).
 */
export const SESSION_LIVE_CACHE_MS = 500;
/** Bound of the positive cache (least recently used sessions go first). */
const CACHE_LIMIT = 20_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Whether the session (refresh-token family) an access token names is still alive: the family has an
 * unrevoked, unexpired refresh token and its user is not locked. The database is the truth, so every API
 * instance sees a sign-out, a revoked family or a lock; a short positive cache per session keeps this to at
 * most one indexed query per session and half second.
 */
@Injectable()
export class SessionRegistry {
  /** Session id → its user, believed alive until the entry's ttl ends. */
  private readonly live = new LRUCache<string, number>({ max: CACHE_LIMIT, ttl: SESSION_LIVE_CACHE_MS });

  constructor(private readonly database: DatabaseService) {}

  async isLive(sessionId: string, userId: number, nowMs = Date.now()): Promise<boolean> {
    if (!isSessionId(sessionId)) return false;
    if (this.live.get(sessionId) === userId) return true;
    const [row] = await this.database.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(
        and(
          eq(refreshTokens.familyId, sessionId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date(nowMs)),
          isNull(users.lockedAt),
        ),
      )
      .limit(1);
    if (!row) {
      this.live.delete(sessionId);
      return false;
    }
    this.live.set(sessionId, userId);
    return true;
  }

  /** The session a refresh token belongs to, whatever its state (the CSRF binding of refresh calls). */
  async sessionOfRefreshToken(rawToken: string): Promise<string | undefined> {
    const [row] = await this.database.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, createHash('sha256').update(rawToken).digest('hex')))
      .limit(1);
    return row?.familyId;
  }

  /** Call after revoking sessions in the database: this process stops believing them at once. */
  forget(...sessionIds: string[]): void {
    for (const id of sessionIds) this.live.delete(id);
  }

  /** Every cached session of the user, except the one kept (a password change keeps the caller's). */
  forgetUser(userId: number, keepSessionId?: string): void {
    for (const [id, owner] of this.live.entries()) {
      if (owner === userId && id !== keepSessionId) this.live.delete(id);
    }
  }
}
