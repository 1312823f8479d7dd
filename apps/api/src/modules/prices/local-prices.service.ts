import { HttpStatus, Injectable } from '@nestjs/common';
import {
  CACHE_TTL_SECONDS,
  type CountryId,
  countryById,
  dailyDates,
  DEFAULT_AMOUNT,
  PRODUCT_GROUP_IDS,
} from '@fuel/domain';
import { CacheService } from '../../core/cache/cache.service.js';
import { type CountryState, PlaceDirectory, type Town } from '../location/index.js';
import { AppException } from '../../core/http/error-response.js';
import { notFound } from '../../core/http/not-found.js';
import {
  type DatedPrice,
  LOCAL_PRICES_ROOT,
  localPricePath,
  rangeStart,
  slugify,
  thinOut,
} from './domain/price-range.js';
import { countyKey } from './domain/snapshot-aggregation.js';
import type { PriceScope } from '@fuel/domain/prices';
import type { LocalPriceRangeQuery } from './dto/get-local-price-range.input.js';
import type { PriceAreaQuery } from './dto/price-area.input.js';
import type {
  LocalPriceCurrentOutput,
  LocalPriceParentOutput,
  LocalPriceRangeOutput,
  LocalPriceRowOutput,
} from './dto/local-price-range.output.js';
import type { PriceFaqOutput } from './dto/price-faq.output.js';
import { isoDay } from './prices.util.js';
import { PricesRepository } from './prices.repository.js';

const HEATING_OIL = PRODUCT_GROUP_IDS.heatingOil;
/** The FAQ looks back three years, counted in days up to the newest. */
const FAQ_DAYS = 3 * 365 + 1;
/**
 * Stored days an area needs before the FAQ says anything: a high, a low and a mean of a handful of days
 * (a new county's first snapshot days) would call today the dearest and cheapest day "in three years".
 * 30 days is the chart's shortest range (1 month): once that chart is full, the figures describe a real
 * stretch of time. Sites and states (daily history) pass at once; new counties and zip codes after a month.
 */
export const FAQ_MIN_DAYS = 30;
/** A year-ago price is that day's or one at most this many days earlier, never an older one. */
const YEAR_AGO_SLACK_DAYS = 7;

type Area =
  | {
      readonly level: 'country';
      readonly state?: undefined;
      readonly county?: undefined;
      readonly place?: undefined;
    }
  | {
      readonly level: 'state';
      readonly state: CountryState;
      readonly county?: undefined;
      readonly place?: undefined;
    }
  | {
      readonly level: 'county';
      readonly state: CountryState;
      readonly county: string;
      readonly place?: undefined;
    }
  | { readonly level: 'city'; readonly state: CountryState; readonly county?: string; readonly place: Town };

/** A row before it is dated: the newest and the previous day's average (undefined: no stored row). */
interface RowPrices {
  readonly title: string;
  readonly link: string;
  readonly price: number | undefined;
  readonly open: number | undefined;
}

/**
 * The local price pages (range-local): the chart of one area and a table one level down. Every figure is a
 * stored price_snapshot row: sites and states have daily history (the demo backfill, then the daily
 * snapshot), counties and zip codes only the days the snapshot computed from the offers there. An area
 * without rows has no figure (empty Series, no Current, no table row, FAQ `{}`); nothing is derived.
 */
@Injectable()
export class LocalPricesService {
  constructor(
    private readonly repository: PricesRepository,
    private readonly places: PlaceDirectory,
    private readonly cache: CacheService,
  ) {}

  range(countryId: CountryId, query: LocalPriceRangeQuery): Promise<LocalPriceRangeOutput> {
    return this.cache.wrap(
      `prices:range:${areaKey(countryId, query)}:${query.range}`,
      CACHE_TTL_SECONDS.prices,
      async () => this.compute(countryId, await this.resolve(countryId, query), query.range),
    );
  }

  /** Three years of the area's daily heating-oil average at 3,000 l: highest, lowest and current day. */
  faq(countryId: CountryId, query: PriceAreaQuery): Promise<PriceFaqOutput | Record<string, never>> {
    return this.cache.wrap(
      `prices:faq:${areaKey(countryId, query)}`,
      CACHE_TTL_SECONDS.prices,
      async (): Promise<PriceFaqOutput | Record<string, never>> => {
        const area = await this.resolve(countryId, query);
        const [last] = await this.repository.latestDates(countryId, HEATING_OIL, 1);
        if (!last) return {};
        const from = dailyDates(last, FAQ_DAYS)[0] ?? last;
        const series = await this.seriesOf(countryId, area, from);
        return faqOf(series, countryById(countryId).currencyCode) ?? {};
      },
    );
  }

  private async resolve(countryId: CountryId, query: PriceAreaQuery): Promise<Area> {
    if (query.county !== undefined && query.state === undefined && query.zipCode === undefined) {
      const message = 'Zum Landkreis fehlt das Bundesland (state).';
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
        { field: 'state', messages: [message] },
      ]);
    }
    const states = await this.places.states(countryId);
    if (query.zipCode !== undefined) {
      const [place] = await this.places.towns(countryId, { zipCode: query.zipCode });
      const state = states.find((s) => s.id === place?.stateId);
      if (!place || !state)
        throw notFound(`Die Postleitzahl ${query.zipCode} gibt es auf dieser Seite nicht.`, 'zipCode');
      return { level: 'city', state, place, ...(place.county ? { county: place.county } : {}) };
    }
    if (query.state === undefined) return { level: 'country' };
    const wanted = query.state;
    const state = states.find((s) => String(s.id) === wanted || s.friendlyName === wanted);
    if (!state) throw notFound(`Das Bundesland ${wanted} gibt es auf dieser Seite nicht.`, 'state');
    if (query.county === undefined) return { level: 'state', state };
    const slug = slugify(query.county);
    const county = (await this.places.countiesOf(countryId, state.id)).find((c) => slugify(c) === slug);
    if (!county) throw notFound(`Den Landkreis ${query.county} gibt es in ${state.name} nicht.`, 'county');
    return { level: 'county', state, county };
  }

  private async compute(
    countryId: CountryId,
    area: Area,
    range: LocalPriceRangeQuery['range'],
  ): Promise<LocalPriceRangeOutput> {
    const country = countryById(countryId);
    const [last, previous] = await this.repository.latestDates(countryId, HEATING_OIL, 2);
    const head = {
      Level: area.level,
      Title: area.place
        ? `${area.place.zipCode} ${area.place.place}`
        : (area.county ?? area.state?.name ?? country.name),
      Link: this.linkOf(area),
      Parents: parentsOf(area),
      Range: range,
      Currency: country.currencyCode,
      Amount: DEFAULT_AMOUNT,
    };
    if (!last) return { ...head, Rows: [], Series: [] };
    const dates = previous ? [previous, last] : [last];
    const from = rangeStart(range, last);

    const series = await this.seriesOf(countryId, area, from);
    let rows: RowPrices[];
    switch (area.level) {
      case 'country':
        rows = await this.stateRows(countryId, dates);
        break;
      case 'state':
        rows = await this.countyRows(countryId, area.state, dates);
        break;
      case 'county':
        rows = await this.zipRows(countryId, area.state, area.county, dates);
        break;
      case 'city':
        rows = [{ title: head.Title, link: head.Link, ...pricesOf(series, dates) }];
        break;
    }
    const current = currentOf(series, last, previous);
    return {
      ...head,
      Rows: rows.flatMap((r) => toRow(r, last)),
      Series: thinOut(series, range).map((p) => ({ DateTime: isoDay(p.date), Price: p.price })),
      ...(current ? { Current: current } : {}),
    };
  }

  /** The area's stored daily series from `from` on (empty without rows: no figure). */
  private seriesOf(countryId: CountryId, area: Area, from: string): Promise<DatedPrice[]> {
    const [scope, key] = scopeOf(area);
    return this.repository.series(countryId, HEATING_OIL, scope, key, from);
  }

  private linkOf(area: Area): string {
    if (!area.state) return LOCAL_PRICES_ROOT;
    return localPricePath(area.state.friendlyName, area.county, area.place?.zipCode);
  }

  private async stateRows(countryId: CountryId, dates: readonly string[]): Promise<RowPrices[]> {
    const states = await this.places.states(countryId);
    const keys = states.map((state) => String(state.id));
    const stored = await this.repository.pricesOn(countryId, HEATING_OIL, 'state', keys, dates);
    return states.map((state) => {
      const mine = stored.filter((r) => r.scopeKey === String(state.id));
      return {
        title: state.name,
        link: localPricePath(state.friendlyName),
        ...pricesOf(mine, dates),
      };
    });
  }

  private async countyRows(
    countryId: CountryId,
    state: CountryState,
    dates: readonly string[],
  ): Promise<RowPrices[]> {
    const counties = await this.places.countiesOf(countryId, state.id);
    const keys = counties.map((county) => countyKey(state.id, county));
    const stored = await this.repository.pricesOn(countryId, HEATING_OIL, 'county', keys, dates);
    return counties.map((county) => {
      const key = countyKey(state.id, county);
      return {
        title: county,
        link: localPricePath(state.friendlyName, county),
        ...pricesOf(
          stored.filter((r) => r.scopeKey === key),
          dates,
        ),
      };
    });
  }

  private async zipRows(
    countryId: CountryId,
    state: CountryState,
    county: string,
    dates: readonly string[],
  ): Promise<RowPrices[]> {
    const places = (await this.places.towns(countryId, { stateId: state.id })).filter(
      (p) => p.county === county,
    );
    const zipCodes = places.map((place) => place.zipCode);
    const stored = await this.repository.pricesOn(countryId, HEATING_OIL, 'city', zipCodes, dates);
    const byZip = new Map<string, { scopeKey: string; date: string; price: number }[]>();
    for (const row of stored) byZip.set(row.scopeKey, [...(byZip.get(row.scopeKey) ?? []), row]);
    return places.map((place) => ({
      title: `${place.zipCode} ${place.place}`,
      link: localPricePath(state.friendlyName, county, place.zipCode),
      ...pricesOf(byZip.get(place.zipCode) ?? [], dates),
    }));
  }
}

interface DayPrices {
  readonly price: number | undefined;
  readonly open: number | undefined;
}

/** The price_snapshot scope and key of an area. */
function scopeOf(area: Area): [PriceScope, string] {
  if (!area.state) return ['country', ''];
  if (area.level === 'state') return ['state', String(area.state.id)];
  if (area.level === 'city') return ['city', area.place.zipCode];
  return ['county', countyKey(area.state.id, area.county)];
}

/**
 * The newest (last of `dates`) and previous day's price among dated rows; `open` is undefined when there is
 * no previous snapshot day or the area has no row on it (a new area): no change is known then.
 */
function pricesOf(rows: readonly { date: string; price: number }[], dates: readonly string[]): DayPrices {
  const on = (date: string | undefined) => rows.find((r) => r.date === date)?.price;
  return { price: on(dates.at(-1)), open: dates.length > 1 ? on(dates[0]) : undefined };
}

/** The state (and county) above a county or zip code, for the breadcrumbs. */
function parentsOf(area: Area): LocalPriceParentOutput[] {
  const { state } = area;
  if (!state || area.level === 'state') return [];
  const parents = [{ Title: state.name, Link: localPricePath(state.friendlyName) }];
  if (area.level === 'city' && area.county) {
    parents.push({ Title: area.county, Link: localPricePath(state.friendlyName, area.county) });
  }
  return parents;
}

/**
 * The newest day of the daily series (before weekly thinning) and its change to the site's snapshot day
 * before, like the table rows. Without the area's row on that day (a new area, or its newest row is not the
 * site's newest day) Open and Change are left out: the change is unknown, not zero.
 */
function currentOf(
  series: readonly DatedPrice[],
  last: string,
  previous: string | undefined,
): LocalPriceCurrentOutput | undefined {
  const now = series.at(-1);
  if (!now) return undefined;
  const before = series.at(-2);
  const current = { DateTime: isoDay(now.date), Price: now.price };
  if (now.date !== last || !before || before.date !== previous) return current;
  return { ...current, Open: before.price, Change: now.price - before.price };
}

function toRow(row: RowPrices, last: string): LocalPriceRowOutput[] {
  if (row.price === undefined) return [];
  const base = { DateTime: isoDay(last), GroupTitle: row.title, Price: row.price, Link: row.link };
  if (row.open === undefined) return [base];
  return [{ ...base, Open: row.open, Change: row.price - row.open }];
}

/** Cache key of an area as the client named it (slug or name of the county, normalised). */
function areaKey(countryId: CountryId, query: PriceAreaQuery): string {
  return [countryId, query.state, query.county && slugify(query.county), query.zipCode].join(':');
}

/**
 * The FAQ figures of a daily series; undefined with fewer than FAQ_MIN_DAYS stored days (nothing to say
 * about highs, lows or the mean yet). The year-ago price is only a stored day at most a week before the
 * date a year ago.
 */
function faqOf(series: readonly DatedPrice[], currency: string): PriceFaqOutput | undefined {
  const current = series.at(-1);
  const first = series[0];
  if (!current || !first || series.length < FAQ_MIN_DAYS) return undefined;
  const high = series.reduce((a, b) => (b.price > a.price ? b : a), current);
  const low = series.reduce((a, b) => (b.price < a.price ? b : a), current);
  const window = dailyDates(current.date, 366 + YEAR_AGO_SLACK_DAYS);
  const yearAgoDate = window[YEAR_AGO_SLACK_DAYS] ?? current.date;
  const earliest = window[0] ?? current.date;
  const yearAgo = series.filter((p) => p.date <= yearAgoDate && p.date >= earliest).at(-1);
  return {
    firstDate: isoDay(first.date),
    high3YDate: isoDay(high.date),
    high3YPrice: high.price,
    low3YDate: isoDay(low.date),
    low3YPrice: low.price,
    currentPrice: current.price,
    currentDate: isoDay(current.date),
    currentTotalPrice: Math.round((current.price * DEFAULT_AMOUNT) / 100),
    average3YPrice: Math.round(series.reduce((sum, p) => sum + p.price, 0) / series.length),
    ...(yearAgo ? { yearAgoPrice: yearAgo.price } : {}),
    amount: DEFAULT_AMOUNT,
    currency,
  };
}
