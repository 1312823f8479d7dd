import {
  DEFAULT_AMOUNT,
  PRODUCT_GROUP_IDS,
  defaultConfiguration,
  formatPrice,
  formatQuantity,
} from '@fuel/domain';
import { Link } from 'react-router';
import { offerListHref } from '../../offers';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { type PriceRowInput, priceTableRows } from '../price-table.util';
import { PercentChange, PriceChange } from './price-change';

const ROW_HEADINGS: Readonly<Record<string, string>> = {
  country: 'Bundesland',
  state: 'Kreis / Bezirk',
  county: 'Ort',
  city: 'Ort',
};

interface PriceTableProps {
  readonly rows: readonly PriceRowInput[];
  readonly level: string;
  readonly where: string;
}

/** A cell of the day-before columns where no price of that day is stored: a dash, not 0,00 €. */
function NoDayBefore() {
  return (
    <td className="price-table__none">
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">kein Preis vom Vortag</span>
    </td>
  );
}

/**
 * One row per area one level down: today, the day before, change in per cent and the 'Differenz'; the last
 * three are dashes for an area without a stored day before (a new area), and left out when no area has one.
 */
export function PriceTable({ rows, level, where }: PriceTableProps) {
  const site = useSite();
  const tableRows = priceTableRows(rows);
  if (tableRows.length === 0) return null;
  // A place's row offers its calculator; the levels above link further down.
  const linksDown = level !== 'city';
  const withCalculator = level === 'county' || level === 'city';
  // No row with a day before (every area new): the three comparison columns would be dashes only.
  const withDayBefore = tableRows.some((row) => row.change !== undefined);
  return (
    <section className="price-table section" aria-labelledby="price-table-h">
      <h2 id="price-table-h">Heizölpreise {where} im Überblick</h2>
      <div className="price-table__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{ROW_HEADINGS[level] ?? 'Region'}</th>
              <th scope="col">Preis heute</th>
              {withDayBefore && (
                <>
                  <th scope="col">Vortag</th>
                  <th scope="col">Änderung</th>
                  <th scope="col">Differenz</th>
                </>
              )}
              {withCalculator && (
                <th scope="col">
                  <span className="visually-hidden">Angebote</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {tableRows.map((row) => (
              <tr key={row.link}>
                <th scope="row">
                  {linksDown ? <Link to={siteHref(site, row.link)}>{row.groupTitle}</Link> : row.groupTitle}
                </th>
                <td>{formatPrice(row.price, site.code)}</td>
                {row.change ? (
                  <>
                    <td>{formatPrice(row.change.open, site.code)}</td>
                    <td>
                      <PercentChange cents={row.change.difference} open={row.change.open} />
                    </td>
                    <td>
                      <PriceChange cents={row.change.difference} open={row.change.open} />
                    </td>
                  </>
                ) : (
                  withDayBefore && (
                    <>
                      <NoDayBefore />
                      <NoDayBefore />
                      <NoDayBefore />
                    </>
                  )
                )}
                {withCalculator && (
                  <td>
                    <Link
                      to={offerListHref(site, {
                        ...defaultConfiguration(site.countryId, PRODUCT_GROUP_IDS.heatingOil),
                        ZipCode: row.link.split('/').at(-1) ?? '',
                      })}
                      rel="nofollow"
                    >
                      Angebote
                    </Link>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="price-table__note">{`Preise je 100 l bei ${formatQuantity(DEFAULT_AMOUNT, site.code)} l Abnahme, inkl. MwSt.`}</p>
    </section>
  );
}
