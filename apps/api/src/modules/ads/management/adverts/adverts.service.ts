import { createHash } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AD_LIMITS } from '@fuel/domain/ads';
import { AuditLog } from '../../../../core/audit/audit-log.service.js';
import type { RequestContext } from '../../../../core/context/request-context.js';
import { TransactionRunner } from '../../../../core/database/transaction-runner.js';
import { AppException } from '../../../../core/http/error-response.js';
import { notFound } from '../../../../core/http/not-found.js';
import { MediaService, MediaUsageService } from '../../../content/index.js';
import { AdsCacheService } from '../../ads-cache.service.js';
import { AdvertCssError, scopeAdvertCss } from '../../domain/advert-css.js';
import { sanitizeAdvertHtmlReport } from '../../domain/advert-html.js';
import { AdvertsRepository, type AdvertRow, type AdvertValues } from './adverts.repository.js';
import { type AdvertImagesQuery, type AdvertInput, CSS_TOO_LONG, HTML_TOO_LONG } from './dto/advert.input.js';
import type { AdvertImageListOutput, AdvertListOutput, AdvertOutput } from './dto/advert.output.js';

export const unknownAdvert = () => notFound('Diese Anzeige gibt es nicht.', 'advertId');

function invalid(field: string, message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field, messages: [message] },
  ]);
}

function inUse(message: string): AppException {
  return new AppException(HttpStatus.CONFLICT, 'AD_ADVERT_IN_USE', message);
}

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** `advert-<id>-<12 hex of the sha256 of the scoped CSS>.css`: the same content keeps its name. */
export function stylesheetFileName(advertId: number, css: string): string {
  return `advert-${advertId}-${sha256Hex(css).slice(0, 12)}.css`;
}

/**
 * Adverts in the back office (`/support/adverts`): their HTML (sanitised on save), stylesheet (scoped to the
 * advert) and link. Every change is audited, records the library images the HTML uses and purges the
 * delivery's cache.
 */
@Injectable()
export class AdvertsService {
  constructor(
    private readonly runner: TransactionRunner,
    private readonly repository: AdvertsRepository,
    private readonly mediaUsage: MediaUsageService,
    private readonly media: MediaService,
    private readonly cache: AdsCacheService,
    private readonly audit: AuditLog,
  ) {}

  async list(q: string | undefined): Promise<AdvertListOutput> {
    const rows = await this.repository.list(q?.trim() || undefined);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        advertiser: row.advertiser,
        linkUrl: row.linkUrl,
        stylesFileName: row.stylesFileName,
        campaignCount: row.campaignCount,
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  }

  async get(id: number): Promise<AdvertOutput> {
    const row = await this.repository.byId(id);
    if (!row) throw unknownAdvert();
    return this.output(row, false);
  }

  async create(ctx: RequestContext, input: AdvertInput): Promise<AdvertOutput> {
    const { values, adjusted } = valuesOf(input);
    const row = await this.runner.transaction(async () => {
      const created = await this.repository.insert(values);
      await this.mediaUsage.record('advert', created.id, [], created.html);
      await this.audit.record(ctx, {
        action: 'ads.advert.create',
        entityType: 'advert',
        entityId: created.id,
        after: auditSummary(created),
      });
      return created;
    });
    await this.cache.purge();
    return this.output(row, adjusted);
  }

  async save(ctx: RequestContext, id: number, input: AdvertInput): Promise<AdvertOutput> {
    const { values, adjusted } = valuesOf(input);
    const row = await this.runner.transaction(async () => {
      const before = await this.repository.byId(id, true);
      if (!before) throw unknownAdvert();
      const saved = await this.repository.update(id, values);
      await this.mediaUsage.record('advert', id, [], saved.html);
      await this.audit.record(ctx, {
        action: 'ads.advert.save',
        entityType: 'advert',
        entityId: id,
        before: auditSummary(before),
        after: auditSummary(saved),
      });
      return saved;
    });
    await this.cache.purge();
    return this.output(row, adjusted);
  }

  /**
   * 409 while a campaign shows it, and once it has figures (deleting it would take its impressions and
   * clicks out of its campaigns' totals). The row lock keeps a campaign from taking it meanwhile.
   */
  async remove(ctx: RequestContext, id: number): Promise<void> {
    await this.runner.transaction(async () => {
      const before = await this.repository.byId(id, true);
      if (!before) throw unknownAdvert();
      const campaigns = await this.repository.campaignsOf(id);
      if (campaigns.length > 0) {
        throw inUse(
          `Diese Anzeige ist einer Kampagne zugeordnet: ${campaigns.map((c) => c.name).join(', ')}. Entfernen Sie sie zuerst aus diesen Kampagnen.`,
        );
      }
      if (await this.repository.hasFigures(id)) {
        throw inUse(
          'Für diese Anzeige wurden schon Einblendungen gezählt; sie bleibt für die Zahlen erhalten.',
        );
      }
      await this.repository.remove(id);
      await this.mediaUsage.record('advert', id, []);
      await this.audit.record(ctx, {
        action: 'ads.advert.delete',
        entityType: 'advert',
        entityId: id,
        before: auditSummary(before),
      });
    });
    await this.cache.purge();
  }

  /** Sanitises and scopes the CSS; its name comes from its content, so the same CSS again is the same file. */
  async saveStylesheet(ctx: RequestContext, id: number, css: string): Promise<AdvertOutput> {
    let scoped: string;
    try {
      scoped = scopeAdvertCss(css);
    } catch (error) {
      if (!(error instanceof AdvertCssError)) throw error;
      throw invalid(
        'css',
        'Das Stylesheet ist kein gültiges CSS (z. B. eine nicht geschlossene Klammer oder Zeichenkette).',
      );
    }
    if (scoped === '') throw invalid('css', 'Vom Stylesheet bleibt nach dem Bereinigen nichts übrig.');
    if (bytesOf(scoped) > AD_LIMITS.css) throw invalid('css', CSS_TOO_LONG);
    return this.changeStylesheet(ctx, id, 'ads.advert.stylesheet.save', async () => {
      const fileName = stylesheetFileName(id, scoped);
      await this.repository.addStylesheet(fileName, id, scoped);
      return fileName;
    });
  }

  /** The advert shows without a stylesheet; the earlier files stay (a cached page may still name one). */
  removeStylesheet(ctx: RequestContext, id: number): Promise<AdvertOutput> {
    return this.changeStylesheet(ctx, id, 'ads.advert.stylesheet.remove', () => Promise.resolve(null));
  }

  /** The media library's images an advert may show (the editor's picker). */
  async images(query: AdvertImagesQuery): Promise<AdvertImageListOutput> {
    const list = await this.media.list({ kind: 'image', q: query.q, page: query.page });
    return {
      items: list.items.map((asset) => ({
        id: asset.id,
        src: asset.path,
        alt: asset.altText ?? '',
        title: asset.title ?? asset.fileName,
        width: asset.width,
        height: asset.height,
      })),
      page: list.page,
      pageCount: list.pageCount,
    };
  }

  private async changeStylesheet(
    ctx: RequestContext,
    id: number,
    action: string,
    fileNameOf: () => Promise<string | null>,
  ): Promise<AdvertOutput> {
    const row = await this.runner.transaction(async () => {
      const before = await this.repository.byId(id, true);
      if (!before) throw unknownAdvert();
      const stylesFileName = await fileNameOf();
      const saved = await this.repository.update(id, { stylesFileName });
      await this.audit.record(ctx, {
        action,
        entityType: 'advert',
        entityId: id,
        before: { stylesFileName: before.stylesFileName },
        after: { stylesFileName },
      });
      return saved;
    });
    await this.cache.purge();
    return this.output(row, false);
  }

  private async output(row: AdvertRow, htmlAdjusted: boolean): Promise<AdvertOutput> {
    const [css, campaigns] = await Promise.all([
      row.stylesFileName ? this.repository.stylesheetCss(row.stylesFileName) : null,
      this.repository.campaignsOf(row.id),
    ]);
    return {
      id: row.id,
      name: row.name,
      advertiser: row.advertiser,
      html: row.html,
      linkUrl: row.linkUrl,
      stylesFileName: row.stylesFileName,
      css,
      campaigns,
      htmlAdjusted,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

function valuesOf(input: AdvertInput): { values: AdvertValues; adjusted: boolean } {
  const name = input.name.trim();
  if (!name) throw invalid('name', 'Bitte geben Sie einen Namen an.');
  const advertiser = input.advertiser.trim();
  if (!advertiser) throw invalid('advertiser', 'Bitte geben Sie den Werbetreibenden an.');
  const { html, adjusted } = sanitizeAdvertHtmlReport(input.html);
  if (html === '') {
    throw invalid('html', 'Vom HTML bleibt nach dem Bereinigen nichts übrig. Bitte prüfen Sie den Inhalt.');
  }
  // Escaping (& → &amp;) and the links' attributes can make the sanitised HTML longer than the input.
  if (bytesOf(html) > AD_LIMITS.html) throw invalid('html', HTML_TOO_LONG);
  const linkUrl = input.linkUrl?.trim() || null;
  return { values: { name, advertiser, html, linkUrl }, adjusted };
}

function auditSummary(row: AdvertRow): Record<string, unknown> {
  return {
    name: row.name,
    advertiser: row.advertiser,
    linkUrl: row.linkUrl,
    stylesFileName: row.stylesFileName,
    htmlBytes: bytesOf(row.html),
    // Tells whether the HTML changed without copying it into the trail.
    htmlSha256: sha256Hex(row.html).slice(0, 12),
  };
}
