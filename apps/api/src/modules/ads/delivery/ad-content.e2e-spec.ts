import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADVERT_FRAME_BASE_CSS } from '@fuel/domain/ads';
import { useSeededTestApp } from '../../../../test/test-app.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import { randomClientAddress } from '../../accounts/accounts.fixture.js';
import { adFixtures, HOUR } from './ad-delivery.fixture.js';
import type { AdvertContentOutput } from './dto/advert-content.output.js';

const CONTENT = '/api/iam/content';
const IMAGE = `/media/${'a'.repeat(64)}/heizoel.webp`;
const HTML =
  '<div class="box" onclick="steal()"><script>alert(1)</script>' +
  `<img src="${IMAGE}" alt="Tank"><img src="https://tracker.example/p.gif">` +
  '<a href="https://partner.example/angebot?ref=fuel">Zum Angebot</a> ' +
  '<a href="javascript:alert(2)">Gewinn</a> ' +
  '<a href="/heizoelpreise">Preise</a> <a href="//evil.example/x">Weiter</a> <a href="angebot.html">Relativ</a></div>';

/** Issue #17, spec 2 §7: adverts, stylesheets, the frame document and the click counter. */
describe('advert delivery (/api/iam/content, /api/iam/clicks)', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const ads = adFixtures(app);

  /** An advert running in a slot of site 1. */
  const running = async (advert: Parameters<typeof ads.advert>[0] = {}) => {
    const slot = await ads.slot({ countryIds: [1, 2] });
    const row = await ads.advert(advert);
    const campaign = await ads.campaign({ advertIds: [row.id], slotIds: [slot.id], countryIds: [1] });
    return { slot, advert: row, campaign, placement: `slotId=${slot.id}&campaignId=${campaign.id}` };
  };

  describe('getAdvertContent', () => {
    it('serves a running advert sanitised again; drafts, paused, ended and unknown adverts are 404', async () => {
      const { advert } = await running({ html: HTML, css: '.advert .box{color:red}' });
      const res = await http().get(`${CONTENT}/${advert.id}`).expect(200);
      const body = res.body as AdvertContentOutput;
      expect(body.Id).toBe(advert.id);
      expect(body.StylesFileName).toBe(advert.stylesFileName);
      expect(body.Html).not.toMatch(/script|onclick|javascript|tracker\.example|evil\.example/);
      expect(body.Html).toContain(`src="${IMAGE}"`);
      expect(body.Html).toContain('rel="sponsored noopener noreferrer"');
      expect(res.headers['etag']).toMatch(/^W\/"/);

      // A scheduled campaign's advert may be fetched ahead (not ended); the others not.
      const scheduled = await ads.advert();
      await ads.campaign({ advertIds: [scheduled.id], slotIds: [], startsAt: new Date(Date.now() + HOUR) });
      await http().get(`${CONTENT}/${scheduled.id}`).expect(200);
      for (const options of [
        { status: 'draft' as const },
        { status: 'paused' as const },
        { startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) },
      ]) {
        const hidden = await ads.advert();
        await ads.campaign({ ...options, advertIds: [hidden.id], slotIds: [] });
        const res404 = await http().get(`${CONTENT}/${hidden.id}`).expect(404);
        expect((res404.body as ErrorResponse).message).toBe('Diese Anzeige gibt es nicht.');
      }
      const unused = await ads.advert();
      await http().get(`${CONTENT}/${unused.id}`).expect(404);
      for (const id of ['0', 'abc', '99999999999', '2147483647', '1%00', 'x'.repeat(10_000)]) {
        const res404 = await http().get(`${CONTENT}/${id}`);
        expect([400, 404]).toContain(res404.status);
      }
    });
  });

  describe('getAdvertStylesheet', () => {
    it('serves the stylesheet as immutable text/css with nosniff; bad names 400, unknown 404', async () => {
      const { advert } = await running({ css: '.advert .box{color:#c00}' });
      const res = await http().get(`${CONTENT}/css/${advert.stylesFileName}`).expect(200);
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.text).toBe('.advert .box{color:#c00}');
      const missing = await http().get(`${CONTENT}/css/advert-${advert.id}-000000000000.css`).expect(404);
      expect(missing.headers['content-type']).toMatch(/^application\/json/);
      expect(missing.headers['cache-control']).toBeUndefined();
      for (const name of [
        'x.css',
        'advert-1-ABCDEF123456.css',
        'advert-1-0123456789ab.js',
        '..%2Fetc%2Fpasswd',
        `${'a'.repeat(10_000)}.css`,
        'advert-1-0123456789ab.css%00',
      ]) {
        expect((await http().get(`${CONTENT}/css/${name}`)).status).toBe(400);
      }
    });
  });

  describe('getAdvertFrame', () => {
    it('answers the document with its own CSP, no script, links through the click counter', async () => {
      const { advert, placement, slot, campaign } = await running({
        html: HTML,
        css: '.advert .box{color:red}',
      });
      const res = await http().get(`${CONTENT}/${advert.id}/frame?${placement}&countryId=1`).expect(200);
      const hash = createHash('sha256').update(ADVERT_FRAME_BASE_CSS).digest('base64');
      expect(res.headers['content-security-policy']).toBe(
        `default-src 'none'; style-src 'self' 'sha256-${hash}'; img-src 'self'; base-uri 'none'; ` +
          "form-action 'none'; frame-ancestors 'self'",
      );
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['origin-agent-cluster']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const html = res.text;
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).not.toMatch(/<script|onclick|javascript:|tracker\.example/);
      expect(html).toContain(`<link rel="stylesheet" href="/api/iam/content/css/${advert.stylesFileName}">`);
      const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
      const click = (index: number) =>
        `/api/iam/clicks/${advert.id}/${index}?slotId=${slot.id}&amp;campaignId=${campaign.id}&amp;countryId=1`;
      // The javascript: and protocol-relative links keep no href, so they are no links the counter knows.
      expect(hrefs).toEqual([click(0), click(1), click(2)]);
      expect(html).not.toContain('partner.example');

      // Revalidated by ETag like the JSON answers.
      await http()
        .get(`${CONTENT}/${advert.id}/frame?${placement}&countryId=1`)
        .set('If-None-Match', String(res.headers['etag']))
        .expect(304);

      // Without a site: the first where it runs.
      const anySite = await http().get(`${CONTENT}/${advert.id}/frame?${placement}`).expect(200);
      expect(anySite.text).toContain('countryId=1');
    });

    it('is 404 where the advert does not run: other campaign, slot or site, paused campaign', async () => {
      const { advert, slot, campaign } = await running();
      const other = await running();
      const paused = await ads.campaign({ status: 'paused', advertIds: [advert.id], slotIds: [slot.id] });
      for (const query of [
        `slotId=${other.slot.id}&campaignId=${campaign.id}`,
        `slotId=${slot.id}&campaignId=${other.campaign.id}`,
        `slotId=${slot.id}&campaignId=${campaign.id}&countryId=2`,
        `slotId=${slot.id}&campaignId=${paused.id}`,
      ]) {
        const res = await http().get(`${CONTENT}/${advert.id}/frame?${query}`).expect(404);
        expect((res.body as ErrorResponse).message).toBe('Diese Anzeige gibt es nicht.');
        expect(res.headers['content-security-policy']).toMatch(/^default-src 'self'/);
      }
      for (const query of [
        '',
        `slotId=${slot.id}`,
        `slotId=abc&campaignId=${campaign.id}`,
        `slotId=${slot.id}&campaignId=${campaign.id}&countryId=7`,
        `slotId=${slot.id}%00&campaignId=1`,
      ]) {
        expect((await http().get(`${CONTENT}/${advert.id}/frame?${query}`)).status).toBe(400);
      }
    });

    it('makes an advert without links of its own lead to its link URL', async () => {
      const { advert, placement } = await running({
        html: '<div class="box"><strong>Pellets</strong></div>',
        linkUrl: 'https://pellets.example/aktion',
      });
      const res = await http().get(`${CONTENT}/${advert.id}/frame?${placement}&countryId=1`).expect(200);
      expect(res.text).toContain(`<a class="advert-link" href="/api/iam/clicks/${advert.id}/0?`);
      const click = await http()
        .get(`/api/iam/clicks/${advert.id}/0?${placement}&countryId=1`)
        .set('X-Forwarded-For', randomClientAddress())
        .expect(302);
      expect(click.headers['location']).toBe('https://pellets.example/aktion');
    });
  });

  describe('followAdvertLink', () => {
    it("counts one click and redirects to the advert's own link; refuses foreign targets uncounted", async () => {
      const { advert, campaign, placement } = await running({ html: HTML });
      const follow = (index: number | string, query = `${placement}&countryId=1`) =>
        http()
          .get(`/api/iam/clicks/${advert.id}/${index}?${query}`)
          .set('X-Forwarded-For', randomClientAddress());

      const first = await follow(0).expect(302);
      expect(first.headers['location']).toBe('https://partner.example/angebot?ref=fuel');
      expect(first.headers['cache-control']).toBe('no-store');
      expect((await follow(1).expect(302)).headers['location']).toBe('/heizoelpreise');
      expect((await follow(1).expect(302)).headers['location']).toBe('/heizoelpreise');
      expect(await ads.figures(campaign.id)).toEqual({ impressions: 0, clicks: 3 });
      // A link checker's HEAD leads there too, uncounted.
      await http()
        .head(`/api/iam/clicks/${advert.id}/0?${placement}&countryId=1`)
        .set('X-Forwarded-For', randomClientAddress())
        .expect(302);
      expect(await ads.figures(campaign.id)).toEqual({ impressions: 0, clicks: 3 });

      // 2: `//evil.example` (the sanitiser drops protocol-relative hrefs: no href, no index), so 2 is the
      // relative `angebot.html`, which leads nowhere; 3 and beyond are no links.
      for (const index of [2, 3, 999]) {
        const res = await follow(index).expect(404);
        expect((res.body as ErrorResponse).message).toMatch(/gibt es nicht/);
      }
      // Another campaign, slot or site: unknown.
      const other = await running();
      await follow(0, `slotId=${other.slot.id}&campaignId=${campaign.id}&countryId=1`).expect(404);
      await follow(0, `${placement}&countryId=2`).expect(404);
      // Malformed: the index is a number, the site and placement are required; never a URL.
      for (const [index, query] of [
        ['-1', `${placement}&countryId=1`],
        ['1000', `${placement}&countryId=1`],
        ['https%3A%2F%2Fevil.example', `${placement}&countryId=1`],
        ['0', placement],
        ['0', `${placement}&countryId=1&url=https://evil.example`],
        ['0', `${placement}&countryId=1%00`],
      ] as const) {
        expect((await follow(index, query)).status).toBe(400);
      }
      expect(await ads.figures(campaign.id)).toEqual({ impressions: 0, clicks: 3 });
    });

    it('still leads on past the daily cap, and when one address clicks too often, counting only 30', async () => {
      const slot = await ads.slot();
      const advert = await ads.advert();
      const campaign = await ads.campaign({
        advertIds: [advert.id],
        slotIds: [slot.id],
        dailyImpressionCap: 1,
      });
      const placement = `slotId=${slot.id}&campaignId=${campaign.id}`;
      await http()
        .post('/api/iam/impressions')
        .set('X-Forwarded-For', randomClientAddress())
        .send({ countryId: 1, slotId: slot.id, advertId: advert.id, campaignId: campaign.id })
        .expect(204);
      const capped = await http().get(`/api/iam/slots/${slot.key}?countryId=1`).expect(200);
      expect((capped.body as { Items: unknown[] }).Items).toEqual([]);
      await http().get(`${CONTENT}/${advert.id}/frame?${placement}&countryId=1`).expect(200);

      const address = randomClientAddress();
      const results = await Promise.all(
        Array.from({ length: 35 }, () =>
          http()
            .get(`/api/iam/clicks/${advert.id}/0?${placement}&countryId=1`)
            .set('X-Forwarded-For', address),
        ),
      );
      expect(results.map((res) => res.status)).toEqual(Array(35).fill(302));
      expect(await ads.figures(campaign.id)).toEqual({ impressions: 1, clicks: 30 });
    });
  });
});
