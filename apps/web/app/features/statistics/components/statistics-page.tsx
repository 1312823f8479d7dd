import type { PeriodFiguresOutput } from '@fuel/api-client';
import {
  type CountryId,
  formatPercent,
  formatPrice,
  formatPricePer100Units,
  formatQuantity,
  formatShortDate,
} from '@fuel/domain';
import { Alert, Card, EmptyState, Field, Select, Table, TextInput } from '../../../ui';
import { FilterForm, PeriodFields, SiteSelect } from '../../back-office';
import type { StatisticsPageData } from '../statistics-page.type';
import { GROUPING_LABELS, type StatisticGrouping } from '../statistic-filter.util';
import { StatisticChart } from './statistic-chart';
import styles from './statistics-page.module.css';

interface FiguresRow {
  readonly key: string;
  readonly label: string;
  readonly figures: PeriodFiguresOutput;
}

const GROUPING_OPTIONS = Object.entries(GROUPING_LABELS).map(([value, label]) => ({ value, label }));

/** How a row names its period: the day, the week from its Monday, the month. */
function periodLabel(period: string, grouping: StatisticGrouping, countryId: CountryId): string {
  if (grouping === 'day') return formatShortDate(period, countryId);
  if (grouping === 'week') return `Woche ab ${formatShortDate(period, countryId)}`;
  return new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}T00:00:00Z`),
  );
}

/** The period statistic: a GET filter form, the revenue chart and the figures per period with their total. */
export function StatisticsPage({ data }: { readonly data: StatisticsPageData }) {
  const { filter, products, statistic, error } = data;
  const { countryId } = filter;
  const unit = products.find((product) => String(product.ProductId) === filter.productId)?.Unit ?? 'l';
  const rows: FiguresRow[] = statistic
    ? [
        ...statistic.Rows.map((row) => ({
          key: row.Period,
          label: periodLabel(row.Period, filter.grouping, countryId),
          figures: row,
        })),
        { key: 'total', label: 'Gesamt', figures: statistic.Total },
      ]
    : [];
  return (
    <>
      <h1>Statistik</h1>
      <Card title="Filter" tone="outlined" className={styles.section}>
        <FilterForm label="Statistik filtern" submitLabel="Anzeigen">
          <SiteSelect label="Länderseite" defaultValue={String(countryId)} error={error?.fields.countryId} />
          <Field label="Produkt" error={error?.fields.productId}>
            <Select
              name="productId"
              defaultValue={filter.productId}
              placeholder="Alle Produkte"
              options={products.map((product) => ({ value: String(product.ProductId), label: product.Name }))}
            />
          </Field>
          <PeriodFields
            fromLabel="Von"
            toLabel="Bis"
            from={filter.from}
            to={filter.to}
            errors={{ from: error?.fields.from, to: error?.fields.to }}
          />
          <Field label="PLZ beginnt mit" hint="Leer für alle" error={error?.fields.zipCode}>
            <TextInput name="zipCode" inputMode="numeric" defaultValue={filter.zipCode} />
          </Field>
          <Field label="Gruppierung" error={error?.fields.grouping}>
            <Select name="grouping" defaultValue={filter.grouping} options={GROUPING_OPTIONS} />
          </Field>
        </FilterForm>
      </Card>
      {error && (
        <Alert tone="error" title="Filter prüfen" className={styles.section}>
          {error.message}
        </Alert>
      )}
      {!error && (!statistic || statistic.Rows.length === 0) && (
        <EmptyState
          title="Keine Bestellungen"
          description="Im gewählten Zeitraum gibt es für diesen Filter keine Bestellungen."
        />
      )}
      {statistic && statistic.Rows.length > 0 && (
        <div className={styles.results}>
          <Card title="Umsatz" tone="outlined">
            <StatisticChart rows={statistic.Rows} grouping={filter.grouping} countryId={countryId} />
          </Card>
          <Table<FiguresRow>
            caption={`Kennzahlen je ${GROUPING_LABELS[filter.grouping]}`}
            rows={rows}
            rowKey={(row) => row.key}
            columns={[
              { key: 'period', header: 'Zeitraum', label: 'Zeitraum', cell: (row) => row.label },
              {
                key: 'orders',
                header: 'Bestellungen',
                label: 'Bestellungen',
                align: 'end',
                cell: (row) => formatQuantity(row.figures.Orders, countryId),
              },
              {
                key: 'amount',
                header: `Menge (${unit})`,
                label: `Menge (${unit})`,
                align: 'end',
                cell: (row) => formatQuantity(row.figures.Amount, countryId),
              },
              {
                key: 'revenue',
                header: 'Umsatz',
                label: 'Umsatz',
                align: 'end',
                cell: (row) => formatPrice(row.figures.Revenue, countryId),
              },
              {
                key: 'price',
                header: 'Ø Preis',
                label: 'Ø Preis',
                align: 'end',
                cell: (row) =>
                  row.figures.AveragePricePer100 === null
                    ? '–'
                    : formatPricePer100Units(row.figures.AveragePricePer100, countryId, unit),
              },
              {
                key: 'ratePay',
                header: 'Ratenzahlung',
                label: 'Ratenzahlung',
                align: 'end',
                cell: (row) => formatPercent(row.figures.RatePay * 100, countryId),
              },
            ]}
          />
        </div>
      )}
    </>
  );
}
