import type { SalesSiteOutput } from '@fuel/api-client';
import { countryById } from '@fuel/domain';
import { Form, Link, useNavigation } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { Button, EmptyState, Field, Table, TextInput } from '../../../ui';
import { DealerIdField, FilterForm, PageMessages, PeriodFields, SiteSelect } from '../../back-office';
import type { SalesFilterValues } from '../sales.server';
import { type SalesActionResult, commissionHistoryPath } from '../sales.constant';
import { type SalesTableRow, salesTableRows } from '../sales-table.util';
import styles from './sales-page.module.css';

interface SalesPageProps {
  readonly filter: SalesFilterValues;
  readonly sites: readonly SalesSiteOutput[];
  readonly filterError: string | null;
  readonly notice: string | null;
  readonly actionResult: SalesActionResult | undefined;
}

/** `/admin/verkaufsliste`: filter, then a table per site (dealers and totals) with each dealer's rate form. */
export function SalesPage({ filter, sites, filterError, notice, actionResult }: SalesPageProps) {
  const site = useSite();
  const historyHref = (dealerId: number) => siteHref(site, commissionHistoryPath(dealerId));
  return (
    <>
      <h1>Verkaufsliste</h1>
      <PageMessages notice={notice} error={actionResult?.error ?? filterError} />
      <FilterForm label="Verkaufsliste filtern" submitLabel="Anzeigen">
        <PeriodFields
          fromLabel="Bestellt ab"
          toLabel="Bestellt bis"
          from={filter.from}
          to={filter.to}
          required
        />
        <SiteSelect label="Seite" allLabel="Alle Seiten" defaultValue={filter.countryId} />
        <DealerIdField defaultValue={filter.dealerId} />
      </FilterForm>
      <p className={styles.explain}>
        Bestellungen ohne stornierte und abgelehnte; die Provision gilt zum Provisionssatz am Bestelltag.
        Stornos mit Provision zählen mit ihrer Provision, Stornos ohne Provision nur als Anzahl; offene
        Stornos fehlen, bis sie gebucht sind.
      </p>
      {sites.length === 0 ? (
        <EmptyState title="Keine Verkäufe" description="Im gewählten Zeitraum gibt es keine Bestellungen." />
      ) : (
        sites.map((site) => (
          <section key={site.countryId} className={styles.site} aria-label={countryById(site.countryId).name}>
            <Table
              caption={`${countryById(site.countryId).name}: Verkäufe je Händler`}
              rows={salesTableRows(site)}
              rowKey={(row) => row.key}
              columns={[
                {
                  key: 'dealer',
                  header: 'Händler',
                  label: 'Händler',
                  // The name leads to the dealer's rate history (a page of its own keeps the rows one line high).
                  cell: (row) =>
                    row.dealer ? (
                      <>
                        <Link to={historyHref(row.dealer.id)}>
                          {row.dealer.name}
                          <span className="visually-hidden">: Verlauf des Provisionssatzes</span>
                        </Link>{' '}
                        ({row.dealer.id})
                      </>
                    ) : (
                      <strong>Summe</strong>
                    ),
                },
                {
                  key: 'rate',
                  header: 'Provisionssatz',
                  label: 'Provisionssatz',
                  cell: (row) =>
                    row.dealer && (
                      <RateForm
                        dealer={row.dealer}
                        historyHref={historyHref(row.dealer.id)}
                        actionResult={actionResult}
                      />
                    ),
                },
                figure('orders', 'Bestellungen'),
                figure('orderValue', 'Bestellwert'),
                figure('orderCommission', 'Provision'),
                figure('cancellationsWithCommission', 'Stornos mit Provision', ['Stornos mit', 'Provision']),
                figure('cancellationsWithoutCommission', 'Stornos ohne Provision', [
                  'Stornos ohne',
                  'Provision',
                ]),
                figure('totalCommission', 'Provision gesamt', ['Provision', 'gesamt']),
              ]}
            />
          </section>
        ))
      )}
    </>
  );
}

type Figure = Exclude<keyof SalesTableRow, 'key' | 'dealer'>;

/** A right-aligned figure column; the totals row in bold. Long headers break into `lines` (headers never wrap). */
function figure(key: Figure, label: string, lines?: readonly [string, string]) {
  return {
    key,
    header: lines ? (
      <>
        {lines[0]}
        <br />
        {lines[1]}
      </>
    ) : (
      label
    ),
    label,
    align: 'end' as const,
    cell: (row: SalesTableRow) => (row.dealer ? row[key] : <strong>{row[key]}</strong>),
  };
}

/** The dealer's rate, posted to the route's action (works without JavaScript). */
function RateForm({
  dealer,
  historyHref,
  actionResult,
}: {
  readonly dealer: NonNullable<SalesTableRow['dealer']>;
  readonly historyHref: string;
  readonly actionResult: SalesActionResult | undefined;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state === 'submitting' && navigation.formData?.get('dealerId') === String(dealer.id);
  const error = actionResult?.dealerId === dealer.id ? actionResult.error : undefined;
  // The rate reads as text; "ändern" opens the form in place (a native disclosure, also without JavaScript),
  // so nine columns fit at 1366 px. A refused rate keeps its form open beside the reason.
  return (
    <details className={styles.rate} open={error !== undefined}>
      <summary>
        {dealer.rate} % <span className={styles.change}>ändern</span>
        <span className="visually-hidden"> (Provisionssatz {dealer.name})</span>
      </summary>
      <Form method="post" className={styles.rateForm}>
        <input type="hidden" name="dealerId" value={dealer.id} />
        <Field
          label={<span className="visually-hidden">Provisionssatz {dealer.name} in %</span>}
          error={error}
          className={styles.rateField}
        >
          <TextInput name="ratePercent" inputMode="decimal" defaultValue={dealer.rate} required size={5} />
        </Field>
        <span aria-hidden="true" className={styles.percent}>
          %
        </span>
        <Button type="submit" variant="secondary" loading={saving} loadingText="Wird gespeichert …">
          Speichern
        </Button>
      </Form>
      <Link to={historyHref} className={styles.historyLink}>
        Verlauf<span className="visually-hidden"> des Provisionssatzes {dealer.name}</span>
      </Link>
    </details>
  );
}
