import { HttpStatus, Injectable } from '@nestjs/common';
import { isValidZipCode } from '@fuel/domain';
import { campaignPhase, slotItemShares } from '@fuel/domain/ads';
import { AuditLog } from '../../../../core/audit/audit-log.service.js';
import type { RequestContext } from '../../../../core/context/request-context.js';
import { TransactionRunner } from '../../../../core/database/transaction-runner.js';
import { AppException } from '../../../../core/http/error-response.js';
import { notFound } from '../../../../core/http/not-found.js';
import { AdsCacheService } from '../../ads-cache.service.js';
import { LiveItemsService } from '../../live-items.service.js';
import type { SlotInput, SlotPreviewQuery } from './dto/slot.input.js';
import type { SlotListOutput, SlotOutput, SlotPreviewOutput, SlotRowOutput } from './dto/slot.output.js';
import { type SlotListRow, type SlotRow, SlotsRepository, type SlotValues } from './slots.repository.js';

export const unknownSlot = () => notFound('Diesen Werbeplatz gibt es nicht.', 'slotId');

function invalid(field: string, message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field, messages: [message] },
  ]);
}

function keyTaken(key: string): AppException {
  const message = `Den Schlüssel ${key} hat schon ein anderer Werbeplatz. Bitte wählen Sie einen anderen.`;
  return new AppException(HttpStatus.CONFLICT, 'AD_SLOT_KEY_TAKEN', message, [
    { field: 'key', messages: [message] },
  ]);
}

function inUse(message: string): AppException {
  return new AppException(HttpStatus.CONFLICT, 'AD_SLOT_IN_USE', message);
}

/**
 * Ad slots in the back office (`/support/slots`): the places on the sites' pages, and a preview of what a
 * slot offers a site and postal code now. Every change is audited and purges the delivery's cache.
 */
@Injectable()
export class SlotsService {
  constructor(
    private readonly runner: TransactionRunner,
    private readonly repository: SlotsRepository,
    private readonly liveItems: LiveItemsService,
    private readonly cache: AdsCacheService,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<SlotListOutput> {
    return { items: (await this.repository.list()).map(toRowOutput) };
  }

  async get(id: number): Promise<SlotOutput> {
    const row = await this.repository.byId(id);
    if (!row) throw unknownSlot();
    return this.output(row);
  }

  async create(ctx: RequestContext, input: SlotInput): Promise<SlotOutput> {
    const values = valuesOf(input);
    const id = await this.runner.transaction(async () => {
      const created = await this.repository.insert(values);
      if (!created) throw keyTaken(values.key);
      await this.audit.record(ctx, {
        action: 'ads.slot.create',
        entityType: 'slot',
        entityId: created.id,
        after: auditSummary(created),
      });
      return created.id;
    });
    await this.cache.purge();
    return this.get(id);
  }

  async save(ctx: RequestContext, id: number, input: SlotInput): Promise<SlotOutput> {
    const values = valuesOf(input);
    await this.runner.transaction(async () => {
      const before = await this.repository.byId(id, true);
      if (!before) throw unknownSlot();
      const saved = await this.repository.update(id, values);
      if (!saved) throw keyTaken(values.key);
      await this.audit.record(ctx, {
        action: 'ads.slot.save',
        entityType: 'slot',
        entityId: id,
        before: auditSummary(before),
        after: auditSummary(saved),
      });
    });
    await this.cache.purge();
    return this.get(id);
  }

  async remove(ctx: RequestContext, id: number): Promise<void> {
    await this.runner.transaction(async () => {
      const before = await this.repository.byId(id, true);
      if (!before) throw unknownSlot();
      const campaigns = await this.repository.campaignsOf(id);
      if (campaigns.length > 0) {
        throw inUse(
          `Diesen Werbeplatz verwenden noch Kampagnen: ${campaigns.map((c) => c.name).join(', ')}. Entfernen Sie ihn zuerst aus diesen Kampagnen.`,
        );
      }
      // Figures are kept per slot: deleting it would take impressions and clicks out of campaigns' totals.
      if (await this.repository.hasFigures(id)) {
        throw inUse(
          'Auf diesem Werbeplatz wurden schon Anzeigen gezählt; er bleibt für die Zahlen erhalten.',
        );
      }
      await this.repository.remove(id);
      await this.audit.record(ctx, {
        action: 'ads.slot.delete',
        entityType: 'slot',
        entityId: id,
        before: auditSummary(before),
      });
    });
    await this.cache.purge();
  }

  /** What the slot offers a site and postal code now, uncached, with each item's chance of being shown. */
  async preview(id: number, query: SlotPreviewQuery): Promise<SlotPreviewOutput> {
    const slot = await this.repository.byId(id);
    if (!slot) throw unknownSlot();
    if (!slot.countryIds.includes(query.countryId)) {
      throw invalid('countryId', 'Dieser Werbeplatz ist auf dieser Website nicht eingerichtet.');
    }
    if (query.zipCode !== undefined && !isValidZipCode(query.zipCode, query.countryId)) {
      throw invalid('zipCode', 'Bitte geben Sie eine gültige Postleitzahl dieser Website ein.');
    }
    const items = await this.liveItems.itemsFor(slot, query.countryId, query.zipCode);
    const names = await this.repository.names(
      [...new Set(items.map((item) => item.AdvertId))],
      [...new Set(items.map((item) => item.CampaignId))],
    );
    const shares = slotItemShares(items);
    return {
      slot: toRowOutput(slot),
      items: items.map((item, index) => ({
        ...item,
        advertName: names.adverts.get(item.AdvertId) ?? '',
        campaignName: names.campaigns.get(item.CampaignId) ?? '',
        share: shares[index] ?? 0,
      })),
    };
  }

  private async output(row: SlotListRow): Promise<SlotOutput> {
    const now = new Date();
    const campaigns = await this.repository.campaignsOf(row.id);
    return {
      ...toRowOutput(row),
      campaigns: campaigns.map((campaign) => ({
        id: campaign.id,
        name: campaign.name,
        phase: campaignPhase(campaign, now),
      })),
    };
  }
}

function valuesOf(input: SlotInput): SlotValues {
  const name = input.name.trim();
  if (!name) throw invalid('name', 'Bitte geben Sie einen Namen an.');
  return {
    key: input.key,
    name,
    slotTypeId: input.slotTypeId,
    width: input.width,
    height: input.height,
    appliesZipFiltering: input.appliesZipFiltering,
    countryIds: [...input.countryIds].sort(),
    updatedAt: new Date(),
  };
}

function toRowOutput(row: SlotListRow): SlotRowOutput {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    slotTypeId: row.slotTypeId,
    width: row.width,
    height: row.height,
    appliesZipFiltering: row.appliesZipFiltering,
    countryIds: row.countryIds,
    campaignCount: row.campaignCount,
  };
}

function auditSummary(row: SlotRow): Record<string, unknown> {
  return {
    key: row.key,
    name: row.name,
    slotTypeId: row.slotTypeId,
    width: row.width,
    height: row.height,
    appliesZipFiltering: row.appliesZipFiltering,
    countryIds: row.countryIds,
  };
}
