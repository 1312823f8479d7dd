import type { OrderExportOutput } from '@fuel/api-client';
import { formatShortDate, formatShortDateTime } from '@fuel/domain';
import { ORDER_EXPORT_RETENTION_DAYS } from '@fuel/domain/orders';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { Alert, Badge, EmptyState, Field, Select, Table } from '../../../../ui';
import { DealerIdField, FilterForm, PeriodFields, SiteSelect } from '../../../back-office';
import { OrderStatusSelect } from '../../support/components/order-status-select';
import styles from './order-export-page.module.css';

const STATUS_LABELS: Readonly<Record<OrderExportOutput['status'], string>> = {
  queued: 'Wartet',
  running: 'Läuft',
  done: 'Fertig',
  failed: 'Fehlgeschlagen',
};

interface OrderExportPageProps {
  readonly exports: readonly OrderExportOutput[];
  readonly error: string | null;
  readonly values: Readonly<Record<string, string>>;
}

/** `/export-orders`: a form that queues an export (works without JavaScript) and the caller's exports. */
export function OrderExportPage({ exports, error, values }: OrderExportPageProps) {
  const site = useSite();
  const running = exports.some((entry) => entry.status === 'queued' || entry.status === 'running');
  return (
    <>
      {/* While an export is written the list reloads itself, with or without JavaScript. */}
      {running && <meta httpEquiv="refresh" content="3" />}
      <h1>Bestellungen exportieren</h1>
      <FilterForm method="post" label="Export anlegen" submitLabel="Export starten">
        <PeriodFields
          fromLabel="Bestellt ab"
          toLabel="Bestellt bis"
          from={values['from']}
          to={values['to']}
          required
        />
        <SiteSelect label="Land" allLabel="Alle" defaultValue={values['countryId']} />
        <DealerIdField defaultValue={values['dealerId']} />
        <OrderStatusSelect defaultValue={values['status']} />
        <Field label="Format">
          <Select
            name="format"
            defaultValue={values['format'] ?? 'csv'}
            options={[
              { value: 'csv', label: 'CSV' },
              { value: 'xlsx', label: 'Excel (XLSX)' },
            ]}
          />
        </Field>
      </FilterForm>
      {error && (
        <Alert tone="error" live className={styles.section}>
          {error}
        </Alert>
      )}
      <h2 className={styles.section}>Ihre Exporte</h2>
      <p>Exporte werden {ORDER_EXPORT_RETENTION_DAYS} Tage nach dem Anlegen mit ihrer Datei gelöscht.</p>
      {exports.length === 0 ? (
        <EmptyState title="Noch keine Exporte" description="Starten Sie oben einen Export." />
      ) : (
        <Table<OrderExportOutput>
          caption="Ihre Exporte, neueste zuerst"
          hideCaption
          rows={exports}
          rowKey={(entry) => entry.id}
          columns={[
            {
              key: 'created',
              header: 'Angelegt',
              label: 'Angelegt',
              cell: (entry) => formatShortDateTime(entry.createdAt, entry.filters.countryId ?? 1),
            },
            {
              key: 'period',
              header: 'Zeitraum',
              label: 'Zeitraum',
              cell: ({ filters }) =>
                `${formatShortDate(filters.from, filters.countryId ?? 1)} – ${formatShortDate(filters.to, filters.countryId ?? 1)}`,
            },
            { key: 'format', header: 'Format', label: 'Format', cell: (entry) => entry.format.toUpperCase() },
            {
              key: 'status',
              header: 'Status',
              label: 'Status',
              cell: (entry) => (
                <Badge
                  tone={entry.status === 'failed' ? 'danger' : entry.status === 'done' ? 'success' : 'info'}
                >
                  {STATUS_LABELS[entry.status]}
                </Badge>
              ),
            },
            {
              key: 'progress',
              header: 'Fortschritt',
              label: 'Fortschritt',
              cell: (entry) => (
                <span className={styles.progress}>
                  <progress max={100} value={entry.percent} aria-label={`Export ${entry.percent} %`} />
                  {entry.percent} % ({entry.rowsWritten}
                  {entry.total !== null ? ` von ${entry.total}` : ''})
                </span>
              ),
            },
            {
              key: 'file',
              header: 'Datei',
              label: 'Datei',
              cell: (entry) =>
                entry.status === 'done' ? (
                  <a href={siteHref(site, `/export-orders/${entry.id}/datei`)} download>
                    Herunterladen
                  </a>
                ) : (
                  '–'
                ),
            },
          ]}
        />
      )}
    </>
  );
}
