import { describe, expect, it } from '@jest/globals';
import { PREVIEW_LINK_TTL_SECONDS } from '@fuel/domain/content';
import { loadConfig } from '../../../core/config/app-config.js';
import { nextUpdatedAt, scheduledTime } from './content-errors.js';
import { PreviewTokenService } from './preview-token.service.js';

const tokens = (secret: string) => new PreviewTokenService({ ...loadConfig({}), jwtSecret: secret });

describe('preview tokens', () => {
  const now = new Date('2026-11-24T10:00:00.000Z');

  it('grants the entity and id it names until it expires', () => {
    const service = tokens('geheim');
    const { token, expiresAt } = service.sign('page', 12, now);
    expect(expiresAt.getTime()).toBe(now.getTime() + PREVIEW_LINK_TTL_SECONDS * 1000);
    expect(service.verify(token, now)).toEqual({ entity: 'page', id: 12, expiresAt });
    expect(service.verify(token, new Date(expiresAt.getTime() - 1))).toBeDefined();
    expect(service.verify(token, expiresAt)).toBeUndefined();
  });

  it('refuses tokens changed in any part or signed with another secret', () => {
    const service = tokens('geheim');
    const { token } = service.sign('news', 7, now);
    const [entity, id, expiry, signature] = token.split('.');
    for (const bad of [
      `page.${id}.${expiry}.${signature}`,
      `${entity}.8.${expiry}.${signature}`,
      `${entity}.${id}.${Number(expiry) + 1}.${signature}`,
      `${entity}.${id}.${expiry}.${signature?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${token}x`,
      '',
      '../../etc/passwd',
    ]) {
      expect(service.verify(bad, now)).toBeUndefined();
    }
    expect(tokens('anderes').verify(token, now)).toBeUndefined();
  });
});

describe('publication times', () => {
  it('schedules only a time in the future', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    expect(scheduledTime(undefined, now)).toBeNull();
    expect(scheduledTime(null, now)).toBeNull();
    expect(scheduledTime('2026-11-24T10:00:00.000Z', now)).toBeNull();
    expect(scheduledTime('2026-11-24T10:00:01.000Z', now)?.toISOString()).toBe('2026-11-24T10:00:01.000Z');
  });

  it('moves updatedAt on by at least a millisecond (the drafts’ lock)', () => {
    const previous = new Date('2026-11-24T10:00:00.000Z');
    expect(nextUpdatedAt(previous, previous).getTime()).toBe(previous.getTime() + 1);
    expect(nextUpdatedAt(previous, new Date('2026-11-24T11:00:00.000Z')).toISOString()).toBe(
      '2026-11-24T11:00:00.000Z',
    );
  });
});
