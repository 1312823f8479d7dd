import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PREVIEW_LINK_TTL_SECONDS, type RevisedEntity } from '@fuel/domain/content';
import { APP_CONFIG } from '../../../core/config/config.module.js';
import type { AppConfig } from '../../../core/config/app-config.js';

export interface PreviewGrant {
  readonly entity: RevisedEntity;
  readonly id: number;
  readonly expiresAt: Date;
}

const TOKEN = /^(page|news)\.([1-9]\d{0,9})\.(\d{10,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Preview links: `<entity>.<id>.<expiry in unix seconds>.<HMAC-SHA256>`, signed with a key derived from the
 * JWT secret (so a preview signature can never pass for a session token, nor the other way round). Whoever
 * holds the link sees the current draft until it expires; nothing is stored.
 */
@Injectable()
export class PreviewTokenService {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('cms-preview-link').digest();
  }

  sign(entity: RevisedEntity, id: number, now = new Date()): { token: string; expiresAt: Date } {
    const expiry = Math.floor(now.getTime() / 1000) + PREVIEW_LINK_TTL_SECONDS;
    const payload = `${entity}.${id}.${expiry}`;
    return { token: `${payload}.${this.signature(payload)}`, expiresAt: new Date(expiry * 1000) };
  }

  /** The grant of a valid, unexpired token; undefined for anything else (no reason given). */
  verify(token: string, now = new Date()): PreviewGrant | undefined {
    const match = TOKEN.exec(token);
    if (!match) return undefined;
    const [, entity, id, expiry, signature] = match;
    if (!entity || !id || !expiry || !signature) return undefined;
    const expected = Buffer.from(this.signature(`${entity}.${id}.${expiry}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const expiresAt = new Date(Number(expiry) * 1000);
    if (expiresAt.getTime() <= now.getTime()) return undefined;
    return { entity: entity === 'page' ? 'page' : 'news', id: Number(id), expiresAt };
  }

  private signature(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
