import type { SupportLeadPageOutput } from '@fuel/api-client';
import { countryById, formatShortDateTime } from '@fuel/domain';
import {
  CONSUMPTION_RATING_LABELS,
  LEAD_TRANSFER_STATUSES,
  LEAD_TRANSFER_STATUS_LABELS,
} from '@fuel/domain/leads';
import { Link } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { Button, EmptyState, Field, Select, Table } from '../../../../ui';
import { FilterForm, NextPageLink, PageMessages, PeriodFields, SiteSelect } from '../../../back-office';
import { leadExportHref } from '../support-lead-filters.util';
import { supportLeadPath } from '../support-lead-paths.constant';
import { LeadStatusBadge } from './lead-status-badge';
import styles from './support-leads.module.css';

type Row = SupportLeadPageOutput['rows'][number];

const STATUS_OPTIONS = LEAD_TRANSFER_STATUSES.map((status) => ({
  value: status,
  label: LEAD_TRANSFER_STATUS_LABELS[status],
}));

interface SupportLeadsPageProps {
  readonly filters: Readonly<Record<string, string>>;
  readonly page: SupportLeadPageOutput;
  readonly error: string | null;
  readonly notice: string | null;
}

/** The lead's name as the list and its link show it. */
function leadName(lead: Pick<Row, 'salutation' | 'firstName' | 'lastName'>): string {
  return [lead.salutation, lead.firstName, lead.lastName].filter(Boolean).join(' ');
}

/**
 * `/support/leads`: the consumption guide's requests for a modernisation offer (Marketing). A GET filter
 * form (works without JavaScript), one page newest first, each lead opening its page; the period's CSV.
 */
export function SupportLeadsPage({ filters, page, error, notice }: SupportLeadsPageProps) {
  const site = useSite();
  const exportHref = error ? null : leadExportHref(site, filters);
  return (
    <>
      <h1>Leads</h1>
      <PageMessages notice={notice} error={error} />
      <FilterForm label="Leads filtern" submitLabel="Anzeigen">
        <PeriodFields
          fromLabel="Eingegangen ab"
          toLabel="Eingegangen bis"
          from={filters['from']}
          to={filters['to']}
        />
        <SiteSelect label="Land" allLabel="Alle" defaultValue={filters['countryId']} />
        <Field label="Status">
          <Select
            name="status"
            defaultValue={filters['status'] ?? ''}
            placeholder="Alle"
            options={STATUS_OPTIONS}
          />
        </Field>
      </FilterForm>
      <p className={styles.export}>
        {exportHref ? (
          <Button asChild variant="secondary">
            {/* A file, not a page: the browser downloads it. */}
            <Link to={exportHref} reloadDocument>
              Zeitraum als CSV exportieren
            </Link>
          </Button>
        ) : (
          <span className={styles.hint}>Für den CSV-Export wählen Sie einen Zeitraum (ab und bis).</span>
        )}
      </p>
      {page.rows.length === 0 ? (
        <EmptyState title="Keine Leads" description="Keine Anfrage passt zu diesen Filtern." />
      ) : (
        <Table<Row>
          caption="Anfragen für ein Modernisierungsangebot, neueste zuerst"
          hideCaption
          rows={page.rows}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'received',
              header: 'Eingegangen',
              label: 'Eingegangen',
              cell: (row) => formatShortDateTime(row.createdAt, row.countryId),
            },
            { key: 'site', header: 'Land', label: 'Land', cell: (row) => countryById(row.countryId).name },
            {
              key: 'name',
              header: 'Name',
              label: 'Name',
              cell: (row) => (
                <Link to={siteHref(site, supportLeadPath(row.id))} className={styles.name}>
                  {leadName(row)}
                </Link>
              ),
            },
            { key: 'zipCode', header: 'PLZ', label: 'PLZ', cell: (row) => row.zipCode },
            {
              key: 'rating',
              header: 'Verbrauch',
              label: 'Verbrauch',
              cell: (row) => CONSUMPTION_RATING_LABELS[row.rating],
            },
            {
              key: 'status',
              header: 'Status',
              label: 'Status',
              cell: (row) => <LeadStatusBadge status={row.transferStatus} />,
            },
          ]}
        />
      )}
      <NextPageLink param="after" cursor={page.nextCursor} />
    </>
  );
}
