import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { type CountryId, PRODUCT_GROUP_IDS } from '@fuel/domain';
import { TransactionRunner } from '../../core/database/transaction-runner.js';

export interface StateSlugRow {
  readonly id: number;
  readonly slug: string;
}

export interface CountyRow {
  readonly stateId: number;
  readonly county: string;
}

export interface ZipRow {
  readonly zipCode: string;
  readonly stateId: number;
  readonly county: string | null;
}

export interface DealerPageRow {
  readonly dealerId: number;
  /** Null for the head office itself. */
  readonly branchId: number | null;
  readonly zipCode: string;
  readonly stateSlug: string | null;
}

export interface ArticleRow {
  readonly slug: string;
  readonly updatedAt: string;
}

export interface PageRow {
  readonly path: string;
  readonly updatedAt: string;
}

const HEATING_OIL = PRODUCT_GROUP_IDS.heatingOil;

/**
 * The site's newest heating-oil snapshot day (the day the price pages show), as a scalar subquery: a price
 * page is listed only when its area has a price_snapshot row that day, the pages without one say "no
 * prices yet" and carry noindex.
 */
function newestDay(countryId: CountryId) {
  return sql`(select max(date) from price_snapshot where country_id = ${countryId}
    and product_group_id = ${HEATING_OIL} and scope = 'country' and scope_key = '')`;
}

/** Rows of db.execute: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Reads of everything the sitemap lists; each query answers one site's pages of one kind. */
@Injectable()
export class SitemapRepository {
  constructor(private readonly runner: TransactionRunner) {}

  private async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return rowsOf<T>(await this.runner.db.execute(query));
  }

  states(countryId: CountryId): Promise<StateSlugRow[]> {
    return this.rows(sql`
      select id, friendly_name as slug from country_state where country_id = ${countryId} order by name`);
  }

  /** Counties (by state) with a stored heating-oil price (key `{stateId}:{county}`) on the newest day. */
  counties(countryId: CountryId): Promise<CountyRow[]> {
    return this.rows(sql`
      select distinct p.state_id as "stateId", p.county from postal_code p
      join price_snapshot ps on ps.country_id = p.country_id and ps.product_group_id = ${HEATING_OIL}
        and ps.scope = 'county' and ps.scope_key = p.state_id || ':' || p.county
        and ps.date = ${newestDay(countryId)}
      where p.country_id = ${countryId} and p.state_id is not null and p.county is not null and p.county <> ''
      order by 1, 2`);
  }

  /**
   * Each zip code with a stored heating-oil price on the newest snapshot day, with the state and county of
   * its town (else its first place alphabetically), like the price pages; codes of only companies (DE
   * large-customer codes) have no page.
   */
  zipCodes(countryId: CountryId): Promise<ZipRow[]> {
    return this.rows(sql`
      select "zipCode", "stateId", county from (
        select distinct on (zip_code) zip_code as "zipCode", state_id as "stateId", county, is_organisation
        from postal_code where country_id = ${countryId} order by zip_code, is_organisation, place
      ) towns
      join price_snapshot ps on ps.country_id = ${countryId} and ps.product_group_id = ${HEATING_OIL}
        and ps.scope = 'city' and ps.scope_key = towns."zipCode" and ps.date = ${newestDay(countryId)}
      where not is_organisation
      order by 1`);
  }

  /**
   * Active dealers (head office) and their active branches with the state their pages are filed under:
   * a dealer under the state of its postal code, a branch under the state of its code's main place (the
   * place most of the code's places share a community with), as the dealer directory files them.
   */
  dealerPages(countryId: CountryId): Promise<DealerPageRow[]> {
    return this.rows(sql`
      select d.id as "dealerId", null::int as "branchId", d.zip_code as "zipCode",
        (select s.friendly_name from postal_code p join country_state s on s.id = p.state_id
         where p.country_id = d.country_id and p.zip_code = d.zip_code limit 1) as "stateSlug"
      from dealer d where d.country_id = ${countryId} and d.active
      union all
      select b.dealer_id, b.id, b.zip_code,
        (select s.friendly_name from postal_code p join country_state s on s.id = p.state_id
         where p.country_id = d.country_id and p.zip_code = b.zip_code
         order by count(*) over (partition by coalesce(nullif(p.community, ''), p.place)) desc,
           p.place = p.community desc, length(p.place), p.place
         limit 1)
      from dealer_branch b join dealer d on d.id = b.dealer_id and d.active
      where d.country_id = ${countryId} and b.active
      order by 1, 2 nulls first`);
  }

  /** Articles on the site: published and their time come (drafts, scheduled and unpublished ones are not). */
  articles(countryId: CountryId): Promise<ArticleRow[]> {
    return this.rows(sql`
      select slug, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
      from news_article where country_id = ${countryId} and state = 'published' and published_at <= now()
      order by published_at desc, id desc`);
  }

  /** CMS pages published on the site, without those kept from search engines (noIndex). */
  pages(countryId: CountryId): Promise<PageRow[]> {
    return this.rows(sql`
      select s.path,
        to_char(coalesce(p.published_at, p.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          as "updatedAt"
      from cms_page_site s join cms_page p on p.id = s.page_id
      where s.country_id = ${countryId} and p.state = 'published' and p.title is not null and not p.no_index
      order by s.path`);
  }
}
