import { beforeAll, describe, expect, it } from '@jest/globals';
import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { auditEvents, contentBlocks } from '@fuel/db';
import { useSeededTestApp } from '../../../../test/test-app.js';
import { CacheService } from '../../../core/cache/cache.service.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import { MailSites } from '../../mail/index.js';
import { CMS_ROLES, cmsTokenOf, NOT_CMS_ROLES } from './cms-access.fixture.js';
import type { SaveCmsContentBlockInput } from './dto/content-block.input.js';
import type {
  CmsContentBlockListOutput,
  CmsContentBlockOutput,
  SiteContentBlocksOutput,
} from './dto/content-block.output.js';

const LIST = (countryId: number) => `/api/support/cms/content?countryId=${countryId}`;
const BLOCK = (countryId: number, key: string) => `/api/support/cms/content/${countryId}/${key}`;
const SITE = (countryId: number) => `/api/site/${countryId}/content-blocks`;

describe('content blocks (/support/cms/content/edit)', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  let editor: string;
  const save = (countryId: number, key: string, body: object, token = editor) =>
    http().put(BLOCK(countryId, key)).set('Authorization', `Bearer ${token}`).send(body);
  const siteBlocks = async (countryId: number) =>
    ((await http().get(SITE(countryId)).expect(200)).body as SiteContentBlocksOutput).blocks;
  const lastAudit = async (entityId: string) => {
    const [row] = await app()
      .get(TransactionRunner)
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'content.block.save'), eq(auditEvents.entityId, entityId)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    return row;
  };
  const messageOf = (body: unknown) => (body as ErrorResponse).message;
  const fieldsOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.map((e) => e.field);

  beforeAll(async () => {
    editor = await cmsTokenOf(app(), 'Editor');
  });

  it("lists every block of a site with today's texts as defaults while none is stored", async () => {
    const res = await http().get(LIST(2)).set('Authorization', `Bearer ${editor}`).expect(200);
    const { items } = res.body as CmsContentBlockListOutput;
    expect(items.map((b) => b.key)).toEqual([
      'home.hero.title',
      'home.hero.text',
      'home.trust',
      'offers.hints',
      'footer.text',
      'mail.signature',
    ]);
    for (const item of items) {
      expect(item).toMatchObject({ isDefault: true, updatedAt: null });
      expect(item.value).toBe(item.defaultValue);
      expect(item.name).not.toBe('');
    }
    expect(items[0]).toMatchObject({
      name: 'Startseite: Überschrift',
      format: 'plain',
      maxLength: 120,
      value: 'Heizöl günstig bestellen – Preise vergleichen in Österreich',
    });
    const trust = items.find((b) => b.key === 'home.trust');
    expect(trust?.format).toBe('rich');
    expect(trust?.value).toContain('<a href="tel:+43800000000">+43 800 000000</a>');

    const blocks = await siteBlocks(2);
    expect(blocks['home.hero.title']).toBe('Heizöl günstig bestellen – Preise vergleichen in Österreich');
    expect(blocks['footer.text']).toBe(
      'Heizöl-Marktplatz – Heizöl, Diesel, Holzpellets und AdBlue im Preisvergleich.',
    );
    expect(blocks['mail.signature']).toContain('+43 800 000000');
  });

  it('saves a block, shows it on the site at once (cache purged), audited; empty goes back to the default', async () => {
    expect((await siteBlocks(3))['home.hero.text']).toContain('Postleitzahl und Menge eingeben');
    const res = await save(3, 'home.hero.text', {
      value: '  Winteraktion: jetzt vergleichen.  ',
    } satisfies SaveCmsContentBlockInput).expect(200);
    expect(res.body).toMatchObject({
      key: 'home.hero.text',
      value: 'Winteraktion: jetzt vergleichen.',
      isDefault: false,
    } satisfies Partial<CmsContentBlockOutput>);
    expect((res.body as CmsContentBlockOutput).updatedAt).not.toBeNull();
    expect((await siteBlocks(3))['home.hero.text']).toBe('Winteraktion: jetzt vergleichen.');
    // Other sites keep their own.
    expect((await siteBlocks(1))['home.hero.text']).toContain('Postleitzahl und Menge eingeben');
    expect(await lastAudit('3:home.hero.text')).toMatchObject({
      entityType: 'contentBlock',
      before: { isDefault: true },
      after: { isDefault: false, excerpt: 'Winteraktion: jetzt vergleichen.' },
    });

    const reset = await save(3, 'home.hero.text', { value: '   ' }).expect(200);
    expect(reset.body).toMatchObject({ isDefault: true, updatedAt: null });
    expect((await siteBlocks(3))['home.hero.text']).toContain('Postleitzahl und Menge eingeben');
    expect((await lastAudit('3:home.hero.text'))?.after).toEqual({ isDefault: true });
  });

  it('stores nothing when the default is saved unchanged (the block keeps following the code)', async () => {
    const { items } = (await http().get(LIST(1)).set('Authorization', `Bearer ${editor}`).expect(200))
      .body as CmsContentBlockListOutput;
    for (const item of items) {
      const res = await save(1, item.key, { value: item.defaultValue }).expect(200);
      expect(res.body).toMatchObject({ isDefault: true, value: item.defaultValue });
    }
  });

  it('sanitises rich blocks: script, event handlers, javascript: links and outside images go', async () => {
    const res = await save(1, 'offers.hints', {
      value:
        '<p onclick="steal()">Lieferzeiten <strong>3–4 Wochen</strong><script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">klick</a> <a href="JaVaScRiPt:alert(2)">zwei</a>' +
        '<a href="/heizoelpreise" onmouseover="x()">Preise</a>' +
        '<img src="https://evil.example/x.png" onerror="y()"><iframe src="https://evil.example"></iframe>' +
        '<style>body{display:none}</style>',
    }).expect(200);
    const value = (res.body as CmsContentBlockOutput).value;
    expect(value).toContain('<strong>3–4 Wochen</strong>');
    expect(value).toContain('<a href="/heizoelpreise">Preise</a>');
    for (const bad of [
      'script',
      'onclick',
      'onmouseover',
      'onerror',
      'javascript',
      'JaVaScRiPt',
      '<img',
      'iframe',
      'style',
      'alert',
    ]) {
      expect(value).not.toContain(bad);
    }
    expect((await siteBlocks(1))['offers.hints']).toBe(value);

    // Nothing left to show: the default again.
    const empty = await save(1, 'offers.hints', { value: '<script>alert(1)</script><p> </p>' }).expect(200);
    expect(empty.body).toMatchObject({ isDefault: true });
  });

  it('sanitises a stored rich block again when serving it', async () => {
    const unsafe = '<p>ok</p><script>alert(1)</script><img src=x onerror=y>';
    await app()
      .get(TransactionRunner)
      .db.insert(contentBlocks)
      .values({ countryId: 2, key: 'home.trust', value: unsafe })
      .onConflictDoUpdate({ target: [contentBlocks.countryId, contentBlocks.key], set: { value: unsafe } });
    await app().get(CacheService).delete('content:blocks:2');
    expect((await siteBlocks(2))['home.trust']).toBe('<p>ok</p>');
    await save(2, 'home.trust', { value: '' }).expect(200);
  });

  it('keeps line breaks only in multiline plain blocks; the mail signature reaches the mails', async () => {
    const oneLine = await save(1, 'home.hero.title', { value: 'Erste Zeile\nZweite Zeile' }).expect(400);
    expect(messageOf(oneLine.body)).toBe(
      '„Startseite: Überschrift“ ist einzeilig: Bitte ohne Zeilenumbruch schreiben.',
    );
    expect(fieldsOf(oneLine.body)).toEqual(['value']);

    await save(1, 'mail.signature', { value: 'Ihr Team vom Heizöl-Marktplatz\r\nTelefon 0800 123' }).expect(
      200,
    );
    const context = app().get(MailSites).context(1);
    expect(context.signature).toEqual(['Ihr Team vom Heizöl-Marktplatz', 'Telefon 0800 123']);
    expect(app().get(MailSites).context(2).signature[0]).toContain('Fragen? Unser Kundenservice');
    await save(1, 'mail.signature', { value: '' }).expect(200);
    expect(app().get(MailSites).context(1).signature).toEqual([
      'Fragen? Unser Kundenservice ist für Sie da: +49 800 0000000 (Mo–Fr 8:00–18:00 Uhr), kundenservice@example.com',
    ]);
  });

  it.each([
    [
      'a too long plain block',
      'home.hero.title',
      { value: 'x'.repeat(121) },
      '„Startseite: Überschrift“ darf höchstens 120 Zeichen lang sein (jetzt 121).',
    ],
    [
      'a control character',
      'footer.text',
      { value: 'Glocke \u0007' },
      'Der Text enthält unzulässige Steuerzeichen.',
    ],
    ['no value', 'footer.text', {}, 'Bitte geben Sie den Text an.'],
    ['a number', 'footer.text', { value: 5 }, 'Der Text muss eine Zeichenkette sein.'],
    [
      'a huge body',
      'home.trust',
      { value: `<p>${'x'.repeat(60_000)}</p>` },
      'Der Text darf höchstens 50000 Zeichen lang sein.',
    ],
  ])('refuses %s with a German 400', async (_name, key, body, message) => {
    const res = await save(1, key, body).expect(400);
    expect((res.body as ErrorResponse).fieldErrors?.[0]?.messages).toContain(message);
  });

  it('refuses NUL bytes, unknown fields, sites and keys', async () => {
    const nul = await save(1, 'footer.text', { value: 'a\u0000b' }).expect(400);
    expect(messageOf(nul.body)).toContain('NUL');
    const extra = await save(1, 'footer.text', { value: 'a', countryId: 2 }).expect(400);
    expect(fieldsOf(extra.body)).toEqual(['countryId']);
    const site = await save(4, 'footer.text', { value: 'a' }).expect(400);
    expect(fieldsOf(site.body)).toEqual(['countryId']);
    const key = await save(1, 'footer.secret', { value: 'a' }).expect(404);
    expect(messageOf(key.body)).toBe('Diesen Textbaustein gibt es nicht.');
    const list = await http().get(LIST(7)).set('Authorization', `Bearer ${editor}`).expect(400);
    expect(fieldsOf(list.body)).toEqual(['countryId']);
    await http().get(SITE(0)).expect(400);
  });

  it('ends parallel saves with one of them stored and each audited', async () => {
    const values = Array.from({ length: 8 }, (_, i) => `Fußzeile Nummer ${i}`);
    const results = await Promise.all(values.map((value) => save(3, 'footer.text', { value })));
    expect(results.map((r) => r.status)).toEqual(values.map(() => 200));
    const stored = (await siteBlocks(3))['footer.text'];
    expect(values).toContain(stored);
    const audits = await app()
      .get(TransactionRunner)
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'content.block.save'), eq(auditEvents.entityId, '3:footer.text')));
    expect(audits.length).toBeGreaterThanOrEqual(8);
    await save(3, 'footer.text', { value: '' }).expect(200);
  });

  describe('access', () => {
    it.each(CMS_ROLES)('lets %s list and save', async (role) => {
      const token = await cmsTokenOf(app(), role);
      await http().get(LIST(1)).set('Authorization', `Bearer ${token}`).expect(200);
      await save(2, 'home.hero.text', { value: `Von ${role}` }, token).expect(200);
      await save(2, 'home.hero.text', { value: '' }, token).expect(200);
    });

    it.each(NOT_CMS_ROLES)('refuses %s with 403', async (role) => {
      const token = await cmsTokenOf(app(), role);
      await http().get(LIST(1)).set('Authorization', `Bearer ${token}`).expect(403);
      await save(1, 'home.hero.text', { value: 'x' }, token).expect(403);
    });

    it('refuses anonymous callers with 401; the site call is public', async () => {
      await http().get(LIST(1)).expect(401);
      await http().put(BLOCK(1, 'home.hero.text')).send({ value: 'x' }).expect(401);
      const res = await http().get(SITE(1)).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });
  });
});
