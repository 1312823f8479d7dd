import { HttpStatus, Injectable } from '@nestjs/common';
import { type CountryId, countryById } from '@fuel/domain';
import { campaignPhase, parseZipTargets } from '@fuel/domain/ads';
import { dailyDates, siteToday } from '@fuel/domain/common';
import { AuditLog } from '../../../../core/audit/audit-log.service.js';
import type { RequestContext } from '../../../../core/context/request-context.js';
import { TransactionRunner } from '../../../../core/database/transaction-runner.js';
import { AppException } from '../../../../core/http/error-response.js';
import { notFound } from '../../../../core/http/not-found.js';
import { AdsCacheService } from '../../ads-cache.service.js';
import { type AdFigures, AdStatsRepository } from '../../stats/ad-stats.repository.js';
import type { CampaignInput, CampaignsQuery } from './dto/campaign.input.js';
import type { CampaignListOutput, CampaignOutput, CampaignRowOutput } from './dto/campaign.output.js';
import {
  type CampaignListRow,
  type CampaignRow,
  CampaignsRepository,
  type CampaignValues,
} from './campaigns.repository.js';

/** The figures a campaign's page shows day by day. */
const DAILY_DAYS = 30;
const NO_FIGURES: AdFigures = { impressions: 0, clicks: 0 };

export const unknownCampaign = () => notFound('Diese Kampagne gibt es nicht.', 'campaignId');

function invalid(field: string, message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field, messages: [message] },
  ]);
}

interface CampaignChange {
  readonly values: CampaignValues;
  readonly advertIds: number[];
  readonly slotIds: number[];
}

/**
 * Campaigns in the back office (`/support/campaigns`): which adverts show in which slots, on which sites,
 * when, to which postal codes and how often, with their figures. Every change is audited and purges the
 * delivery's cache.
 */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly runner: TransactionRunner,
    private readonly repository: CampaignsRepository,
    private readonly stats: AdStatsRepository,
    private readonly cache: AdsCacheService,
    private readonly audit: AuditLog,
  ) {}

  async list(query: CampaignsQuery): Promise<CampaignListOutput> {
    const now = new Date();
    const rows = (await this.repository.list(query.countryId)).filter(
      (row) => query.phase === undefined || campaignPhase(row, now) === query.phase,
    );
    const totals = await this.stats.totalsByCampaign(rows.map((row) => row.id));
    return { items: rows.map((row) => toRowOutput(row, totals.get(row.id) ?? NO_FIGURES, now)) };
  }

  async get(id: number): Promise<CampaignOutput> {
    const row = await this.repository.byId(id);
    if (!row) throw unknownCampaign();
    const now = new Date();
    const totals = await this.stats.totalsByCampaign([id]);
    // The sites share a time zone offset today (CET); the first site's day stands for all.
    const days = dailyDates(siteToday(row.countryIds[0] ?? 1, now), DAILY_DAYS);
    const figures = await this.stats.daily(id, days[0] ?? '', days[days.length - 1] ?? '');
    const byDay = new Map(figures.map((figure) => [figure.day, figure]));
    return {
      ...toRowOutput(row, totals.get(id) ?? NO_FIGURES, now),
      adverts: await this.repository.advertsOf(id),
      slots: await this.repository.slotsOf(id),
      daily: days.map((day) => ({ day, ...(byDay.get(day) ?? NO_FIGURES) })),
    };
  }

  async create(ctx: RequestContext, input: CampaignInput): Promise<CampaignOutput> {
    const change = changeOf(input);
    const id = await this.runner.transaction(async () => {
      await this.requireLinks(change);
      const created = await this.repository.insert(change.values);
      await this.repository.link(created.id, change.advertIds, change.slotIds);
      await this.audit.record(ctx, {
        action: 'ads.campaign.create',
        entityType: 'campaign',
        entityId: created.id,
        after: auditSummary(created, change.advertIds, change.slotIds),
      });
      return created.id;
    });
    await this.cache.purge();
    return this.get(id);
  }

  async save(ctx: RequestContext, id: number, input: CampaignInput): Promise<CampaignOutput> {
    const change = changeOf(input);
    await this.runner.transaction(async () => {
      const before = await this.repository.byId(id, true);
      if (!before) throw unknownCampaign();
      const [advertsBefore, slotsBefore] = [
        await this.repository.advertsOf(id),
        await this.repository.slotsOf(id),
      ];
      await this.requireLinks(change);
      const saved = await this.repository.update(id, change.values);
      await this.repository.link(id, change.advertIds, change.slotIds);
      await this.audit.record(ctx, {
        action: 'ads.campaign.save',
        entityType: 'campaign',
        entityId: id,
        before: auditSummary(
          before,
          advertsBefore.map((advert) => advert.id),
          slotsBefore.map((slot) => slot.id),
        ),
        after: auditSummary(saved, change.advertIds, change.slotIds),
      });
    });
    await this.cache.purge();
    return this.get(id);
  }

  /** Only campaigns without figures: the figures belong to the campaign, so one that has some is paused instead. */
  async remove(ctx: RequestContext, id: number): Promise<void> {
    await this.runner.transaction(async () => {
      const before = await this.repository.byId(id, true);
      if (!before) throw unknownCampaign();
      if ((await this.stats.totalsByCampaign([id])).has(id)) {
        throw new AppException(
          HttpStatus.CONFLICT,
          'AD_CAMPAIGN_HAS_FIGURES',
          'Diese Kampagne hat schon Impressionen oder Klicks und bleibt für die Zahlen erhalten. Pausieren Sie sie stattdessen.',
        );
      }
      const [adverts, slots] = [await this.repository.advertsOf(id), await this.repository.slotsOf(id)];
      await this.repository.remove(id);
      await this.audit.record(ctx, {
        action: 'ads.campaign.delete',
        entityType: 'campaign',
        entityId: id,
        before: auditSummary(
          before,
          adverts.map((advert) => advert.id),
          slots.map((slot) => slot.id),
        ),
      });
    });
    await this.cache.purge();
  }

  /** Every advert and slot named must exist; a 400 names those that do not. */
  private async requireLinks(change: CampaignChange): Promise<void> {
    const adverts = await this.repository.existingAdvertIds(change.advertIds);
    const missingAdverts = change.advertIds.filter((id) => !adverts.has(id));
    if (missingAdverts.length > 0) {
      throw invalid('advertIds', `Diese Anzeigen gibt es nicht: ${missingAdverts.join(', ')}.`);
    }
    const slots = await this.repository.existingSlotIds(change.slotIds);
    const missingSlots = change.slotIds.filter((id) => !slots.has(id));
    if (missingSlots.length > 0) {
      throw invalid('slotIds', `Diese Werbeplätze gibt es nicht: ${missingSlots.join(', ')}.`);
    }
  }
}

function instant(value: string, field: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw invalid(field, 'Diesen Zeitpunkt gibt es nicht.');
  return at;
}

function changeOf(input: CampaignInput): CampaignChange {
  const name = input.name.trim();
  if (!name) throw invalid('name', 'Bitte geben Sie einen Namen an.');
  const startsAt = instant(input.startsAt, 'startsAt');
  const endsAt = input.endsAt ? instant(input.endsAt, 'endsAt') : null;
  if (endsAt && endsAt <= startsAt) throw invalid('endsAt', 'Das Ende muss nach dem Beginn liegen.');
  const countryIds = [...input.countryIds].sort();
  return {
    values: {
      name,
      campaignTypeId: input.campaignTypeId,
      status: input.status,
      startsAt,
      endsAt,
      countryIds,
      zipTargets: zipTargetsOf(input.zipTargets, countryIds),
      weight: input.weight,
      dailyImpressionCap: input.dailyImpressionCap ?? null,
      updatedAt: new Date(),
    },
    advertIds: [...input.advertIds].sort((a, b) => a - b),
    slotIds: [...input.slotIds].sort((a, b) => a - b),
  };
}

/** Targets as prefixes that fit every site of the campaign (an Austrian or Swiss code has four digits). */
function zipTargetsOf(entries: readonly string[], countryIds: readonly CountryId[]): string[] {
  const { targets, invalid: bad } = parseZipTargets(entries.join('\n'), countryIds);
  if (bad.length > 0) {
    const digits = Math.min(...countryIds.map((id) => countryById(id).zipLength));
    throw invalid(
      'zipTargets',
      `Diese Postleitzahl-Ziele passen nicht zu den Websites der Kampagne: ${bad.join(', ')}. Ein Ziel besteht aus 1 bis ${digits} Ziffern.`,
    );
  }
  return targets;
}

function toRowOutput(row: CampaignListRow, figures: AdFigures, now: Date): CampaignRowOutput {
  return {
    id: row.id,
    name: row.name,
    campaignTypeId: row.campaignTypeId,
    status: row.status,
    phase: campaignPhase(row, now),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    countryIds: row.countryIds,
    zipTargets: row.zipTargets,
    weight: row.weight,
    dailyImpressionCap: row.dailyImpressionCap,
    advertCount: row.advertCount,
    slotCount: row.slotCount,
    impressions: figures.impressions,
    clicks: figures.clicks,
  };
}

function auditSummary(
  row: CampaignRow,
  advertIds: readonly number[],
  slotIds: readonly number[],
): Record<string, unknown> {
  return {
    name: row.name,
    campaignTypeId: row.campaignTypeId,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    countryIds: row.countryIds,
    zipTargets: row.zipTargets,
    weight: row.weight,
    dailyImpressionCap: row.dailyImpressionCap,
    advertIds,
    slotIds,
  };
}
