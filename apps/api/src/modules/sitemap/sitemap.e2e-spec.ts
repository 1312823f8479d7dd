import { beforeAll, describe, expect, it } from '@jest/globals';
import { priceSnapshots } from '@fuel/db';
import { siteToday } from '@fuel/domain';
import { and, eq, inArray, like, or } from 'drizzle-orm';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { CacheService } from '../../core/cache/cache.service.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import type { DealerOutput } from '../dealers/dto/dealer.output.js';
import type { LocalPriceRangeOutput } from '../prices/dto/local-price-range.output.js';
import { PriceSnapshotService } from '../prices/price-snapshot.service.js';
import type { SitemapOutput } from './dto/sitemap.output.js';

describe('sitemap (site)', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const sitemap = async (countryId: number, type: string) =>
    (await http().get(`/api/site/${countryId}/sitemap/${type}`).expect(200)).body as SitemapOutput;
  const fieldsOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.map((e) => e.field);

  beforeAll(async () => {
    // County and zip rows exist only from the daily snapshot of the market's offers.
    await app().get(PriceSnapshotService).runIfMissing();
  }, 60_000);

  describe('GET /api/site/:countryId/sitemap/prices', () => {
    it('lists the overview, every state and the priced counties and zip codes, cached for an hour', async () => {
      const res = await http().get('/api/site/2/sitemap/prices').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers['etag']).toMatch(/^W\/".+"$/);
      const { Type, Entries } = res.body as SitemapOutput;
      const paths = Entries.map((e) => e.Path);
      expect(Type).toBe('prices');
      expect(paths[0]).toBe('/heizoelpreise');
      expect(paths).toContain('/heizoelpreise/tirol');
      expect(new Set(paths).size).toBe(paths.length);
      // Austria: 9 states, its counties and (nearly) all 2,217 zip codes.
      expect(paths.filter((p) => /\/\d{4}$/.test(p)).length).toBeGreaterThan(2_000);
      expect(paths.every((p) => /^\/heizoelpreise(\/[a-z0-9-]+){0,3}$/.test(p))).toBe(true);
    });

    it('lists the pages the price pages link to', async () => {
      const paths = new Set((await sitemap(1, 'prices')).Entries.map((e) => e.Path));
      const state = (await http().get('/api/site/1/prices/range-local?state=bayern&range=1m').expect(200))
        .body as LocalPriceRangeOutput;
      for (const row of state.Rows) expect(paths).toContain(row.Link);
      const county = state.Rows[0]?.Link.split('/')[3] ?? '';
      const local = (
        await http().get(`/api/site/1/prices/range-local?state=bayern&county=${county}&range=1m`).expect(200)
      ).body as LocalPriceRangeOutput;
      for (const row of local.Rows) expect(paths).toContain(row.Link);
    });

    it('lists a county and a zip code only with a stored price on the newest day', async () => {
      const countyPath = '/heizoelpreise/baden-wuerttemberg/alb-donau-kreis';
      const before = new Set((await sitemap(1, 'prices')).Entries.map((e) => e.Path));
      expect(before).toContain(countyPath);
      expect(before).toContain(`${countyPath}/89183`);
      // A county no demo dealer serves has no prices and no sitemap entry.
      expect(before).not.toContain('/heizoelpreise/bayern/weiden-i-d-opf');
      for (const path of [...before].filter((p) => p.split('/').length === 4).slice(0, 20)) {
        const [, , state, county] = path.split('/');
        const page = (
          await http()
            .get(`/api/site/1/prices/range-local?state=${state}&county=${county}&range=1m`)
            .expect(200)
        ).body as LocalPriceRangeOutput;
        expect(page.Current?.DateTime).toBe(`${siteToday(1)}T00:00:00.000Z`);
      }

      const county = (
        await http()
          .get('/api/site/1/prices/range-local?state=baden-wuerttemberg&county=alb-donau-kreis&range=1m')
          .expect(200)
      ).body as LocalPriceRangeOutput;
      const zipCodes = county.Rows.map((r) => r.Link.split('/').at(-1) ?? '');
      // As if no dealer served the county today: no county row and no zip rows on the newest day.
      await app()
        .get(DatabaseService)
        .db.delete(priceSnapshots)
        .where(
          and(
            eq(priceSnapshots.countryId, 1),
            eq(priceSnapshots.date, siteToday(1)),
            or(
              and(eq(priceSnapshots.scope, 'county'), like(priceSnapshots.scopeKey, `%:${county.Title}`)),
              and(eq(priceSnapshots.scope, 'city'), inArray(priceSnapshots.scopeKey, zipCodes)),
            ),
          ),
        );
      const cache = app().get(CacheService);
      await cache.deleteByPrefix('sitemap:');
      try {
        const after = new Set((await sitemap(1, 'prices')).Entries.map((e) => e.Path));
        expect(after).not.toContain(countyPath);
        for (const zip of zipCodes) expect(after).not.toContain(`${countyPath}/${zip}`);
        expect(after).toContain('/heizoelpreise/baden-wuerttemberg');
        expect(after.size).toBe(before.size - 1 - zipCodes.length);
      } finally {
        await app().get(PriceSnapshotService).snapshot(1, siteToday(1));
        await cache.deleteByPrefix('sitemap:');
      }
      expect((await sitemap(1, 'prices')).Entries.map((e) => e.Path)).toContain(countyPath);
    });

    it('has no page for a large-customer code of a company, but one for the town next to it', async () => {
      const zips = (await sitemap(1, 'prices')).Entries.map((e) => e.Path.split('/')[4]);
      expect(zips).toContain('80331');
      expect(zips).not.toContain('80329');
    });
  });

  describe('GET /api/site/:countryId/sitemap/dealers', () => {
    it('lists dealer and branch pages at the addresses the dealer pages answer on', async () => {
      const { Entries } = await sitemap(1, 'dealers');
      const dealerPaths = Entries.filter((e) => e.Path.split('/').length === 5);
      const branchPaths = Entries.filter((e) => e.Path.split('/').length === 6);
      expect(dealerPaths.length).toBeGreaterThan(10);
      expect(branchPaths.length).toBeGreaterThanOrEqual(dealerPaths.length);
      const sample = dealerPaths[0]?.Path ?? '';
      const id = sample.split('/').at(-1);
      const dealer = (await http().get(`/api/site/1/dealers/${id}`).expect(200)).body as DealerOutput;
      expect(dealer.Link).toBe(sample);
      for (const branch of dealer.Branches) expect(Entries.map((e) => e.Path)).toContain(branch.Link);
    });
  });

  describe('GET /api/site/:countryId/sitemap/news', () => {
    it('lists the articles of the site with their last change', async () => {
      const { Entries } = await sitemap(3, 'news');
      expect(Entries.length).toBeGreaterThanOrEqual(12);
      for (const entry of Entries) {
        expect(entry.Path).toMatch(/^\/news\/artikel\/[a-z0-9-]+$/);
        expect(entry.LastModified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      }
      const slug = Entries[0]?.Path.split('/').at(-1) ?? '';
      await http().get(`/api/site/3/news-articles/detail?artikelString=${slug}`).expect(200);
    });
  });

  it('answers 404 naming type for an unknown kind of sitemap', async () => {
    const res = await http().get('/api/site/1/sitemap/recipes').expect(404);
    expect(fieldsOf(res.body)).toEqual(['type']);
  });

  it.each(['9', 'de'])('refuses the country %s with 400 naming countryId', async (countryId) => {
    const res = await http().get(`/api/site/${countryId}/sitemap/prices`).expect(400);
    expect(fieldsOf(res.body)).toEqual(['countryId']);
  });
});
