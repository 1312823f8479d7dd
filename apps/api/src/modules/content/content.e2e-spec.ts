import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import type { CrossLinksOutput } from './dto/cross-links.output.js';
import type { NewsArticleListOutput } from './news/dto/news-article-list.output.js';
import type { NewsArticleOutput, NewsArticleSummaryOutput } from './news/dto/news-article.output.js';

describe('site content', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const fieldsOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.map((e) => e.field);

  describe('GET /api/site/:countryId/news-articles', () => {
    it('gives the first three articles by default, newest first, with the total', async () => {
      const res = await http().get('/api/site/1/news-articles').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers['etag']).toMatch(/^W\/"/);
      const body = res.body as NewsArticleListOutput;
      expect(body).toMatchObject({ Page: 1, Size: 3 });
      expect(body.Items).toHaveLength(3);
      expect(body.Total).toBeGreaterThanOrEqual(12);
      expect(body.PageCount).toBe(Math.ceil(body.Total / 3));
      const dates = body.Items.map((a) => a.PublishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(body.Items[0]).not.toHaveProperty('Content');
    });

    it('pages on; past the last page the list is empty', async () => {
      const second = (await http().get('/api/site/2/news-articles?page=2&size=5').expect(200))
        .body as NewsArticleListOutput;
      expect(second.Items).toHaveLength(5);
      const first = (await http().get('/api/site/2/news-articles?page=1&size=5').expect(200))
        .body as NewsArticleListOutput;
      expect(second.Items.map((a) => a.Id)).not.toContain(first.Items[0]?.Id);
      const past = (await http().get('/api/site/2/news-articles?page=99').expect(200))
        .body as NewsArticleListOutput;
      expect(past.Items).toEqual([]);
    });

    it.each([
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?size=100', 'size'],
      ['?size=-1', 'size'],
    ])('refuses %s with 400', async (query, field) => {
      const res = await http().get(`/api/site/1/news-articles${query}`).expect(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    });

    it('refuses an unknown site with 400', async () => {
      const res = await http().get('/api/site/4/news-articles').expect(400);
      expect(fieldsOf(res.body)).toEqual(['countryId']);
    });
  });

  describe('GET /api/site/:countryId/news-articles/featured', () => {
    it('gives the featured article of the site', async () => {
      const res = await http().get('/api/site/3/news-articles/featured').expect(200);
      const body = res.body as NewsArticleSummaryOutput;
      expect(body.Featured).toBe(true);
      expect(body.Link).toBe(`/news/artikel/${body.ArtikelString}`);
      expect(body.FilePath).toMatch(/^\/images\/news\/.+\.svg$/);
    });
  });

  describe('GET /api/site/:countryId/news-articles/detail', () => {
    it('gives an article with its content; Swiss texts have no ß', async () => {
      const res = await http()
        .get('/api/site/3/news-articles/detail?artikelString=heizoellieferung-vorbereiten')
        .expect(200);
      const body = res.body as NewsArticleOutput;
      expect(body.Title).toContain('Heizöllieferung');
      expect(body.Content).toMatch(/^<p>/);
      expect(body.Content).not.toContain('ß');
      expect(body.FilePath).toBe('/images/news/tankwagen.svg');
    });

    it('gives FilePath null for an article without image', async () => {
      const res = await http()
        .get('/api/site/1/news-articles/detail?artikelString=heizoel-standard-oder-premium')
        .expect(200);
      expect((res.body as NewsArticleOutput).FilePath).toBeNull();
    });

    it('answers 404 for an unknown article and 400 for a malformed or missing slug', async () => {
      const missing = await http().get('/api/site/1/news-articles/detail?artikelString=gibt-es-nicht');
      expect(missing.status).toBe(404);
      expect(fieldsOf(missing.body)).toEqual(['artikelString']);
      for (const query of ['?artikelString=Gro%C3%9F', '?artikelString=%3Cscript%3E', '']) {
        const res = await http().get(`/api/site/1/news-articles/detail${query}`).expect(400);
        expect(fieldsOf(res.body)).toEqual(['artikelString']);
      }
    });
  });

  describe('GET /api/cross-linking/get', () => {
    const links = async (countryId: number, path: string) => {
      const res = await http().get('/api/cross-linking/get').query({ countryId, path }).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      return res.body as CrossLinksOutput;
    };
    const allLinks = (body: CrossLinksOutput) => body.Groups.flatMap((g) => g.Links.map((l) => l.Link));

    it('links the price overview to the dealer lists of every state', async () => {
      const body = await links(1, '/heizoelpreise');
      expect(body.Path).toBe('/heizoelpreise');
      expect(allLinks(body)).toHaveLength(16);
      expect(allLinks(body)).toContain('/heizoelhaendler/bayern');
    });

    it('links a state price page to its dealers and the other states', async () => {
      const body = await links(3, '/heizoelpreise/zuerich');
      expect(body.Groups[0]?.Links).toEqual([
        { Title: 'Heizölhändler in Zürich', Link: '/heizoelhaendler/zuerich' },
      ]);
      expect(body.Groups[1]?.Title).toBe('Heizölpreise in weiteren Kantonen');
      expect(body.Groups[1]?.Links).toHaveLength(25);
    });

    it('links a dealer list of a postal code to its price page and neighbouring places', async () => {
      const body = await links(1, '/heizoelhaendler/bayern/80331');
      const found = allLinks(body);
      expect(found).toContain('/heizoelhaendler/bayern/80331');
      expect(found.some((l) => /^\/heizoelpreise\/bayern\/[a-z0-9-]+\/80331$/.test(l))).toBe(true);
      const nearby = body.Groups.find((g) => g.Title === 'Heizölhändler in der Nähe');
      expect(nearby?.Links.length).toBeGreaterThan(0);
      expect(nearby?.Links.every((l) => l.Link.startsWith('/heizoelhaendler/'))).toBe(true);
    });

    it('gives a dealer page the links of its postal code', async () => {
      const page = await links(1, '/heizoelhaendler/bayern/80331');
      expect(await links(1, '/heizoelhaendler/bayern/80331/12/34')).toEqual({
        ...page,
        Path: '/heizoelhaendler/bayern/80331/12/34',
      });
    });

    it.each([
      '/news',
      '/heizoelpreise/atlantis',
      '/heizoelhaendler/bayern/10115',
      '/heizoelhaendler/bayern/99999',
      '/heizoelpreise/bayern/kein-landkreis',
    ])('gives {} for %s', async (path) => {
      expect(await links(1, path)).toEqual({});
    });

    it.each([
      [{ countryId: 1 }, 'path'],
      [{ countryId: 1, path: 'heizoelpreise' }, 'path'],
      [{ countryId: 1, path: '/x?<script>' }, 'path'],
      [{ countryId: 5, path: '/heizoelpreise' }, 'countryId'],
    ])('refuses %j with 400', async (query, field) => {
      const res = await http().get('/api/cross-linking/get').query(query).expect(400);
      expect(fieldsOf(res.body)).toContain(field);
    });
  });
});
