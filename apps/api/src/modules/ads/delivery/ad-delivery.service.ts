import { HttpStatus, Injectable } from '@nestjs/common';
import { COUNTRY_IDS, type CountryId, isValidZipCode } from '@fuel/domain';
import { advertFrameDocument, type SlotItem } from '@fuel/domain/ads';
import { escapeHtml, siteToday } from '@fuel/domain/common';
import { CALCULATOR_VALIDATION_KEYS, calculatorValidationText } from '@fuel/domain/offers';
import {
  type RateLimit,
  RateLimiter,
  TooManyRequestsException,
} from '../../../core/auth/rate-limiter.service.js';
import { AppException } from '../../../core/http/error-response.js';
import { notFound } from '../../../core/http/not-found.js';
import { PlaceDirectory } from '../../location/index.js';
import { AdsCacheService } from '../ads-cache.service.js';
import { advertLinks, rewriteAdvertLinks, sanitizeAdvertHtml } from '../domain/advert-html.js';
import { LiveItemsRepository } from '../live-items.repository.js';
import { LiveItemsService } from '../live-items.service.js';
import { AdStatsRepository } from '../stats/ad-stats.repository.js';
import { AdDeliveryRepository, type DeliverySlotRow } from './ad-delivery.repository.js';
import { advertLinkTarget } from './advert-link-target.js';
import type { AdImpressionInput, AdPlacementQuery, AdvertClickQuery } from './dto/ad-delivery.input.js';
import type { AdSlotOutput, AdSlotSummaryOutput } from './dto/ad-slot.output.js';
import type { AdvertContentOutput } from './dto/advert-content.output.js';

export const slotNotFound = () => notFound('Diesen Werbeplatz gibt es nicht.', 'key');
export const advertNotFound = () => notFound('Diese Anzeige gibt es nicht.');
const linkNotFound = () => notFound('Diesen Link der Anzeige gibt es nicht.', 'linkIndex');

/** Where the delivery's own documents live (the web server proxies /api). */
const IAM_PATH = '/api/iam';

/**
 * A page shows up to four slots and reports each advert once it is half visible: 120 a minute is someone
 * browsing fast, or a few behind one address. The limiter's counter lives only for its window.
 */
function impressionLimits(clientAddress: string | undefined): RateLimit[] {
  return [{ key: `ads:impression:${clientAddress ?? 'unknown'}`, max: 120, windowSeconds: 60 }];
}

/** Clicks counted per address; beyond it a click still leads to the advertiser, uncounted. */
function clickLimits(clientAddress: string | undefined): RateLimit[] {
  return [{ key: `ads:click:${clientAddress ?? 'unknown'}`, max: 30, windowSeconds: 600 }];
}

/** An advert as delivered and cached: HTML sanitised again (the rules may be stricter than when it was saved). */
interface ReleasedAdvert {
  readonly id: number;
  readonly html: string;
  readonly linkUrl: string | null;
  readonly stylesFileName: string | null;
}

function summaryOf(slot: DeliverySlotRow): AdSlotSummaryOutput {
  return {
    Id: slot.id,
    Key: slot.key,
    SlotTypeId: slot.slotTypeId,
    AppliesZipFiltering: slot.appliesZipFiltering,
    Width: slot.width,
    Height: slot.height,
  };
}

/**
 * The public delivery (spec 2 §7, issue #17): a site's slots and what each offers for a postal code, the
 * adverts, their stylesheets and frame documents, and the counted impressions and clicks. Answers are cached
 * (AdsCacheService, purged by every back-office change and when a campaign reaches its daily cap).
 */
@Injectable()
export class AdDeliveryService {
  constructor(
    private readonly repository: AdDeliveryRepository,
    private readonly cache: AdsCacheService,
    private readonly liveItems: LiveItemsService,
    private readonly liveRows: LiveItemsRepository,
    private readonly stats: AdStatsRepository,
    private readonly places: PlaceDirectory,
    private readonly limiter: RateLimiter,
  ) {}

  slots(countryId: CountryId): Promise<AdSlotSummaryOutput[]> {
    return this.cache.slots(countryId, async () => (await this.repository.slotsOf(countryId)).map(summaryOf));
  }

  /**
   * A slot of the site with its items. The key is looked up in the site's cached slot list, so unknown keys
   * cost neither a query nor a cache entry; a postal code counts only where the slot filters by it and only
   * when it exists (the cached postal-code check), so the cache holds one answer per real code at most.
   */
  async slot(key: string, countryId: CountryId, zipCode: string | undefined): Promise<AdSlotOutput> {
    if (zipCode !== undefined && !isValidZipCode(zipCode, countryId)) {
      const message = calculatorValidationText(CALCULATOR_VALIDATION_KEYS.zipCodeInvalid, countryId);
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
        { field: 'zipCode', messages: [message] },
      ]);
    }
    const slot = (await this.slots(countryId)).find((candidate) => candidate.Key === key);
    if (!slot) throw slotNotFound();
    const zip =
      slot.AppliesZipFiltering &&
      zipCode !== undefined &&
      (await this.places.zipCodeExists(countryId, zipCode))
        ? zipCode
        : undefined;
    return this.cache.slot(key, countryId, zip, async () => ({
      ...slot,
      Items: await this.liveItems.itemsFor(
        { id: slot.Id, appliesZipFiltering: slot.AppliesZipFiltering },
        countryId,
        zip,
      ),
    }));
  }

  async content(advertId: number): Promise<AdvertContentOutput> {
    const advert = await this.released(advertId);
    return { Id: advert.id, Html: advert.html, StylesFileName: advert.stylesFileName };
  }

  async stylesheet(fileName: string): Promise<string> {
    const css = await this.repository.stylesheet(fileName);
    if (css === undefined) throw notFound('Dieses Stylesheet gibt es nicht.', 'file');
    return css;
  }

  /**
   * The advert's document for the slot's sandboxed iframe: its links lead through the click counter. Without
   * a site, the first of the sites where the item runs (its clicks are counted there).
   */
  async frame(advertId: number, placement: AdPlacementQuery, countryId?: CountryId): Promise<string> {
    const now = new Date();
    let site: CountryId | undefined;
    for (const candidate of countryId === undefined ? COUNTRY_IDS : [countryId]) {
      if (await this.runs({ ...placement, countryId: candidate }, advertId, now)) {
        site = candidate;
        break;
      }
    }
    if (site === undefined) throw advertNotFound();
    const advert = await this.released(advertId);
    const search = new URLSearchParams({
      slotId: String(placement.slotId),
      campaignId: String(placement.campaignId),
      countryId: String(site),
    });
    const clickUrl = (index: number) => `${IAM_PATH}/clicks/${advertId}/${index}?${search.toString()}`;
    let html = rewriteAdvertLinks(advert.html, (_href, index) => clickUrl(index));
    // An advert without links of its own leads to its link URL as a whole (click index 0, see linksOf).
    if (advertLinks(advert.html).length === 0 && advert.linkUrl !== null) {
      html =
        `<a class="advert-link" href="${escapeHtml(clickUrl(0))}" ` +
        `rel="sponsored noopener noreferrer" target="_blank">${html}</a>`;
    }
    return advertFrameDocument({
      html,
      stylesheetUrl: advert.stylesFileName ? `${IAM_PATH}/content/css/${advert.stylesFileName}` : null,
    });
  }

  /**
   * A click on link `linkIndex` of the advert, counted once, answered with where it leads. Only the advert's
   * own links (linksOf), and of those only web, mail, phone links and site paths (advertLinkTarget): the
   * request names an index, never a URL, so this is no open redirect. A campaign past its daily cap still
   * leads on: the visitor saw the advert before the cap.
   */
  async click(
    advertId: number,
    linkIndex: number,
    query: AdvertClickQuery,
    clientAddress: string | undefined,
    counted = true,
  ): Promise<string> {
    const now = new Date();
    if (!(await this.runs(query, advertId, now))) throw advertNotFound();
    const href = linksOf(await this.released(advertId))[linkIndex];
    const target = href === undefined ? undefined : advertLinkTarget(href);
    if (target === undefined) throw linkNotFound();
    if (counted && (await this.admitted(clickLimits(clientAddress)))) {
      await this.stats.count('clicks', this.eventKey(query, advertId, now));
    }
    return target;
  }

  /**
   * An advert seen in a slot, counted when the campaign delivers it there on the site now (its postal-code
   * targets aside: the slot offered it for the visitor's code). The count that fills the campaign's daily
   * cap takes it out of the slots, so the cached slots are purged then.
   */
  async impression(input: AdImpressionInput, clientAddress: string | undefined): Promise<void> {
    await this.limiter.consume(impressionLimits(clientAddress));
    const now = new Date();
    const delivered = async () =>
      (
        await this.liveItems.itemsFor(
          { id: input.slotId, appliesZipFiltering: false },
          input.countryId,
          undefined,
          now,
        )
      ).some((item) => sameItem(item, input));
    if (!(await delivered())) {
      const message = 'Diese Anzeige wird auf diesem Werbeplatz gerade nicht gezeigt.';
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message);
    }
    await this.stats.count('impressions', this.eventKey(input, input.advertId, now));
    if (!(await delivered())) await this.cache.purge();
  }

  private released(advertId: number): Promise<ReleasedAdvert> {
    return this.cache.advert(advertId, async () => {
      const row = await this.repository.releasedAdvert(advertId, new Date());
      // Thrown inside the cache's loader: unknown ids are never cached.
      if (!row) throw advertNotFound();
      return { ...row, html: sanitizeAdvertHtml(row.html) };
    });
  }

  /** Whether the campaign's advert runs in the slot on the site now (daily caps aside). */
  private async runs(
    placement: AdPlacementQuery & { countryId: CountryId },
    advertId: number,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.liveRows.itemsOf(placement.slotId, placement.countryId, now);
    return rows.some((row) => sameItem(row, { ...placement, advertId }));
  }

  private async admitted(limits: RateLimit[]): Promise<boolean> {
    try {
      await this.limiter.consume(limits);
      return true;
    } catch (error) {
      if (error instanceof TooManyRequestsException) return false;
      throw error;
    }
  }

  private eventKey(placement: AdPlacementQuery & { countryId: CountryId }, advertId: number, now: Date) {
    return {
      day: siteToday(placement.countryId, now),
      campaignId: placement.campaignId,
      advertId,
      slotId: placement.slotId,
    };
  }
}

function sameItem(
  item: Pick<SlotItem, 'SlotId' | 'AdvertId' | 'CampaignId'>,
  wanted: { slotId: number; advertId: number; campaignId: number },
): boolean {
  return (
    item.SlotId === wanted.slotId &&
    item.AdvertId === wanted.advertId &&
    item.CampaignId === wanted.campaignId
  );
}

/**
 * The links a click's index names: those of the advert's HTML in document order; an advert without any
 * leads to its link URL (the frame wraps it in one link, index 0).
 */
function linksOf(advert: ReleasedAdvert): string[] {
  const links = advertLinks(advert.html);
  return links.length > 0 || advert.linkUrl === null ? links : [advert.linkUrl];
}
