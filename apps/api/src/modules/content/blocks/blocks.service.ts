import {
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { COUNTRIES, type CountryId, countryById } from '@fuel/domain';
import {
  CONTENT_BLOCK_KEYS,
  CONTENT_BLOCKS,
  type ContentBlockKey,
  type ContentBlockSite,
} from '@fuel/domain/content';
import { AuditLog } from '../../../core/audit/audit-log.service.js';
import { CacheService } from '../../../core/cache/cache.service.js';
import { APP_CONFIG } from '../../../core/config/config.module.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { actingUserId, type RequestContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { AppException } from '../../../core/http/error-response.js';
import { IntervalTask } from '../../../core/jobs/interval-task.js';
import { MailSites } from '../../mail/index.js';
import { sanitizeRichText } from '../domain/rich-text.js';
import { MediaUsageService } from '../media/media-usage.service.js';
import { checkBlockValue } from './block-value.js';
import { BlocksRepository, type ContentBlockRow } from './blocks.repository.js';
import type {
  CmsContentBlockListOutput,
  CmsContentBlockOutput,
  SiteContentBlocksOutput,
} from './dto/content-block.output.js';

/** The site's blocks change only when an editor saves; the save purges the site's key. */
const SITE_BLOCKS_TTL_SECONDS = 3600;
/** How often each API process re-reads the mail signatures another process may have saved. */
const SIGNATURE_REFRESH_MS = 60_000;
/** How much of a text the audit trail keeps. */
const AUDIT_EXCERPT = 200;

const siteBlocksKey = (countryId: CountryId) => `content:blocks:${countryId}`;

/**
 * The editable texts of fixed pages per site (`/support/cms/content/edit`): stored values over the defaults in
 * code. Saves are audited, purge the site's cached blocks and, for the mail signature, reach the mails at once
 * in this process (other processes within a minute).
 */
@Injectable()
export class BlocksService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BlocksService.name);
  private readonly signatureRefresh = new IntervalTask(
    'mail signature refresh',
    () => this.loadSignatures(),
    this.logger,
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: TransactionRunner,
    private readonly repository: BlocksRepository,
    private readonly cache: CacheService,
    private readonly audit: AuditLog,
    private readonly mediaUsage: MediaUsageService,
    private readonly mailSites: MailSites,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.loadSignatures();
    } catch (error) {
      // The mails keep the default signature until the next refresh reads the database.
      this.logger.warn(
        `mail signatures not loaded: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    this.signatureRefresh.start(SIGNATURE_REFRESH_MS);
  }

  onApplicationShutdown(): Promise<void> {
    return this.signatureRefresh.stop();
  }

  async list(countryId: CountryId): Promise<CmsContentBlockListOutput> {
    const rows = new Map((await this.repository.ofSite(countryId)).map((row) => [row.key, row]));
    return { items: CONTENT_BLOCK_KEYS.map((key) => this.output(countryId, key, rows.get(key))) };
  }

  async save(
    ctx: RequestContext,
    countryId: CountryId,
    key: ContentBlockKey,
    raw: string,
  ): Promise<CmsContentBlockOutput> {
    const definition = CONTENT_BLOCKS[key];
    const checked = checkBlockValue(definition, raw);
    if (!checked.ok) {
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', checked.message, [
        { field: 'value', messages: [checked.message] },
      ]);
    }
    // The default itself is no edit: the block keeps following the code (and the site's hotline).
    const value = checked.value === this.cleanDefault(countryId, key) ? null : checked.value;
    const row = await this.runner.transaction(async () => {
      const before = await this.repository.lockOne(countryId, key);
      let saved: ContentBlockRow | undefined;
      if (value === null) await this.repository.remove(countryId, key);
      else saved = await this.repository.upsert(countryId, key, value, actingUserId(ctx));
      const richText = definition.format === 'rich' ? (value ?? '') : '';
      await this.mediaUsage.record('block', `${countryId}:${key}`, [], richText);
      await this.audit.record(ctx, {
        action: 'content.block.save',
        entityType: 'contentBlock',
        entityId: `${countryId}:${key}`,
        before: auditSummary(before?.value ?? null),
        after: auditSummary(value),
      });
      return saved;
    });
    await this.cache.delete(siteBlocksKey(countryId));
    if (key === 'mail.signature') this.mailSites.useSignature(countryId, value);
    return this.output(countryId, key, row);
  }

  /** Every block of the site, the default where none is stored. */
  site(countryId: CountryId): Promise<SiteContentBlocksOutput> {
    return this.cache.wrap(siteBlocksKey(countryId), SITE_BLOCKS_TTL_SECONDS, async () => {
      const { items } = await this.list(countryId);
      const values = new Map(items.map((item) => [item.key, item.value]));
      const value = (key: ContentBlockKey) => values.get(key) ?? '';
      return {
        blocks: {
          'home.hero.title': value('home.hero.title'),
          'home.hero.text': value('home.hero.text'),
          'home.trust': value('home.trust'),
          'offers.hints': value('offers.hints'),
          'footer.text': value('footer.text'),
          'mail.signature': value('mail.signature'),
        },
      };
    });
  }

  private async loadSignatures(): Promise<void> {
    const rows = new Map(
      (await this.repository.ofKey('mail.signature')).map((row) => [row.countryId, row.value]),
    );
    for (const { id } of COUNTRIES) this.mailSites.useSignature(id, rows.get(id) ?? null);
  }

  private output(
    countryId: CountryId,
    key: ContentBlockKey,
    row: ContentBlockRow | undefined,
  ): CmsContentBlockOutput {
    const definition = CONTENT_BLOCKS[key];
    const defaultValue = definition.defaultValue(this.blockSite(countryId));
    // Rich text is sanitised again on the way out, whatever wrote the row.
    const stored = row && (definition.format === 'rich' ? sanitizeRichText(row.value) : row.value);
    return {
      key,
      name: definition.name,
      where: definition.where,
      format: definition.format,
      maxLength: definition.maxLength,
      multiline: definition.multiline,
      value: stored || defaultValue,
      defaultValue,
      isDefault: !stored,
      updatedAt: stored ? (row?.updatedAt.toISOString() ?? null) : null,
    };
  }

  /** The default as a save would store it. */
  private cleanDefault(countryId: CountryId, key: ContentBlockKey): string {
    const definition = CONTENT_BLOCKS[key];
    const value = definition.defaultValue(this.blockSite(countryId));
    return definition.format === 'rich' ? sanitizeRichText(value).trim() : value;
  }

  private blockSite(countryId: CountryId): ContentBlockSite {
    const country = countryById(countryId);
    return { country, operator: this.config.operators[country.code] };
  }
}

function auditSummary(value: string | null): Record<string, unknown> {
  if (value === null) return { isDefault: true };
  return {
    isDefault: false,
    length: value.length,
    excerpt: value.length > AUDIT_EXCERPT ? `${value.slice(0, AUDIT_EXCERPT)}…` : value,
  };
}
