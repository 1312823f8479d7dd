import { describe, expect, it } from 'vitest';
import { demoNewsRows } from './demo-news.js';

const ALLOWED_TAGS = new Set(['p', 'h2', 'ul', 'li', 'strong']);

describe('demo news', () => {
  const rows = demoNewsRows(new Date('2026-11-23T06:00:00Z'));

  it('has at least 12 articles per site with unique slugs and one featured', () => {
    for (const countryId of [1, 2, 3]) {
      const site = rows.filter((row) => row.countryId === countryId);
      expect(site.length).toBeGreaterThanOrEqual(12);
      expect(new Set(site.map((row) => row.slug)).size).toBe(site.length);
      expect(site.filter((row) => row.featured)).toHaveLength(1);
      expect(site.some((row) => row.filePath === null)).toBe(true);
      expect(site.some((row) => row.filePath?.startsWith('/images/news/'))).toBe(true);
    }
  });

  it('writes only the few tags the pages render as they are (no attributes, no scripts)', () => {
    for (const row of rows) {
      const tags = [...row.content.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
      for (const [, name, attributes] of tags) {
        expect(ALLOWED_TAGS.has(name ?? '')).toBe(true);
        expect(attributes).toBe('');
      }
      expect(row.slug).toMatch(/^[a-z0-9-]+$/);
      expect(row.isDemo).toBe(true);
    }
  });

  it('writes Swiss texts without ß', () => {
    const swiss = rows.filter((row) => row.countryId === 3);
    expect(swiss.every((row) => !`${row.title}${row.teaser}${row.content}`.includes('ß'))).toBe(true);
  });
});
