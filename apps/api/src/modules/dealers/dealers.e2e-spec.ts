import { describe, expect, it } from '@jest/globals';
import { TRUSTED_SHOPS_IDS } from '@fuel/domain';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import type { DealerBranchOutput } from './dto/dealer-branch.output.js';
import type { DealerListOutput } from './dto/dealer-list.output.js';
import type { DealerStatesOutput } from './dto/dealer-states.output.js';
import type { DealerOutput } from './dto/dealer.output.js';
import type { ReviewSummaryOutput } from './dto/review-summary.output.js';

describe('dealer directory and review summary', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const fieldsOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.map((e) => e.field);

  const munich = async () =>
    (await http().get('/api/site/1/dealers?zipCode=80331').expect(200)).body as DealerListOutput;

  describe('GET /api/site/:countryId/dealers', () => {
    it('lists the dealers delivering to a postal code, best rated first', async () => {
      const res = await http().get('/api/site/1/dealers?zipCode=80331').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const body = res.body as DealerListOutput;
      expect(body).toMatchObject({ ZipCode: '80331', Place: 'München', State: { FriendlyName: 'bayern' } });
      expect(((await http().get('/api/site/2/dealers?zipCode=6020')).body as DealerListOutput).Place).toBe(
        'Innsbruck',
      );
      expect(body.Total).toBe(body.Dealers.length);
      expect(body.Dealers.length).toBeGreaterThan(0);
      const averages = body.Dealers.map((d) => d.Rating.Average);
      expect([...averages].sort((a, b) => b - a)).toEqual(averages);
      for (const dealer of body.Dealers) {
        expect(dealer.Link).toMatch(new RegExp(`^/heizoelhaendler/[a-z-]+/\\d{5}/${dealer.Id}$`));
      }
    });

    it('lists the dealers serving a state', async () => {
      const body = (await http().get('/api/site/2/dealers?state=tirol').expect(200)).body as DealerListOutput;
      expect(body.State).toMatchObject({ Name: 'Tirol', FriendlyName: 'tirol' });
      expect(body.ZipCode).toBeUndefined();
      expect(body.Dealers.length).toBeGreaterThan(0);
    });

    it('answers 304 to a matching ETag', async () => {
      const first = await http().get('/api/site/1/dealers?state=bayern').expect(200);
      const etag = first.headers['etag'] as string;
      expect(etag).toMatch(/^W\/"/);
      await http().get('/api/site/1/dealers?state=bayern').set('If-None-Match', etag).expect(304);
    });

    it.each([
      ['?state=atlantis', 'state'],
      ['?zipCode=00000', 'zipCode'],
      ['?zipCode=80331&state=tirol', 'state'],
    ])('answers 404 for the unknown %s', async (query, field) => {
      const res = await http().get(`/api/site/1/dealers${query}`).expect(404);
      expect(fieldsOf(res.body)).toEqual([field]);
    });

    it.each([
      ['/api/site/1/dealers', 'state'],
      ['/api/site/1/dealers?zipCode=80a31', 'zipCode'],
      ['/api/site/1/dealers?state=Bay%20ern', 'state'],
      ['/api/site/7/dealers?state=bayern', 'countryId'],
    ])('refuses %s with 400', async (path, field) => {
      const res = await http().get(path).expect(400);
      expect(fieldsOf(res.body)).toContain(field);
    });
  });

  describe('GET /api/site/:countryId/dealers/states', () => {
    it('counts the dealers of every state', async () => {
      const body = (await http().get('/api/site/3/dealers/states').expect(200)).body as DealerStatesOutput;
      expect(body.States).toHaveLength(26);
      expect(body.States.find((s) => s.FriendlyName === 'zuerich')).toMatchObject({
        Link: '/heizoelhaendler/zuerich',
        DealerCount: expect.any(Number),
      });
      expect(body.States.some((s) => s.DealerCount > 0)).toBe(true);
    });
  });

  describe('GET /api/site/:countryId/dealers/:id', () => {
    it('gives the dealer page with branches, area, products, payment methods and rating', async () => {
      const [first] = (await munich()).Dealers;
      const res = await http().get(`/api/site/1/dealers/${first?.Id}`).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const dealer = res.body as DealerOutput;
      expect(dealer).toMatchObject({ Id: first?.Id, Name: first?.Name, Link: first?.Link });
      expect(dealer.Branches.length).toBeGreaterThan(0);
      expect(dealer.Branches[0]?.Link).toMatch(new RegExp(`/\\d+/${dealer.Id}$`));
      expect(dealer.AreaServed.ZipCodeCount).toBeGreaterThan(0);
      expect(dealer.AreaServed.States.map((s) => s.FriendlyName)).toContain('bayern');
      expect(dealer.AreaServed.Places.length).toBeGreaterThan(0);
      // Every served code is listed once, under its region.
      const listed = dealer.AreaServed.Regions.flatMap((r) => r.ZipCodes.map((z) => z.ZipCode));
      expect(listed).toHaveLength(dealer.AreaServed.ZipCodeCount);
      expect(new Set(listed).size).toBe(listed.length);
      expect(dealer.Products.some((p) => p.ProductGroupId === 1)).toBe(true);
      expect(dealer.PaymentMethods.length).toBeGreaterThan(0);
      expect(dealer.Rating.Count).toBeGreaterThanOrEqual(0);
      expect(dealer.CalculatorZipCode).toMatch(/^\d{5}$/);
      expect(dealer.RecentRatings).toEqual(expect.any(Array));
    });

    it('finds no dealer of another site', async () => {
      const [first] = (await munich()).Dealers;
      await http().get(`/api/site/2/dealers/${first?.Id}`).expect(404);
    });

    it.each(['999999', 'abc', '12abc', '0'])(
      'answers 404 for the id %s (non-numeric ids find nothing)',
      async (id) => {
        const res = await http().get(`/api/site/1/dealers/${id}`).expect(404);
        expect(fieldsOf(res.body)).toEqual(['id']);
      },
    );
  });

  describe('GET /api/site/:countryId/dealers/:id/branches/:branchId', () => {
    it('gives the branch page', async () => {
      const [first] = (await munich()).Dealers;
      const dealer = (await http().get(`/api/site/1/dealers/${first?.Id}`).expect(200)).body as DealerOutput;
      const branch = dealer.Branches[0];
      const res = await http().get(`/api/site/1/dealers/${dealer.Id}/branches/${branch?.Id}`).expect(200);
      const body = res.body as DealerBranchOutput;
      expect(body).toMatchObject({ Id: branch?.Id, Link: branch?.Link, Dealer: { Id: dealer.Id } });
      expect(body.AreaServed.ZipCodeCount).toBe(branch?.ZipCodeCount);
      expect(body.AreaServed.Regions.flatMap((r) => r.ZipCodes)).toHaveLength(body.AreaServed.ZipCodeCount);
      expect(body.Products.length).toBeGreaterThan(0);
    });

    it.each(['999999', 'x'])('answers 404 for the branch %s', async (branchId) => {
      const [first] = (await munich()).Dealers;
      const res = await http().get(`/api/site/1/dealers/${first?.Id}/branches/${branchId}`).expect(404);
      expect(fieldsOf(res.body)).toEqual(['branchId']);
    });
  });

  describe('GET /api/site/trusted-shops/:id/overall', () => {
    it("summarises the site's ratings", async () => {
      const res = await http().get(`/api/site/trusted-shops/${TRUSTED_SHOPS_IDS[1]}/overall`).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const body = res.body as ReviewSummaryOutput;
      expect(body.OverallMark).toBeGreaterThanOrEqual(1);
      expect(body.OverallMark).toBeLessThanOrEqual(5);
      expect(body.OverallMarkDescriptionGUILang).toMatch(/^(SEHR GUT|GUT|BEFRIEDIGEND)$/);
      expect(body.TotalReviewCount).toBeGreaterThan(0);
      expect(body).toMatchObject({ ActivePeriodInDays: 365, ActiveReviewCount: body.TotalReviewCount });
    });

    it('answers 404 for an unknown profile and 400 for a malformed id', async () => {
      await http()
        .get(`/api/site/trusted-shops/X${'0'.repeat(32)}/overall`)
        .expect(404);
      const res = await http().get('/api/site/trusted-shops/abc/overall').expect(400);
      expect(fieldsOf(res.body)).toEqual(['id']);
    });
  });
});
