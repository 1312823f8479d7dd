import type { SupportOrderPageOutput } from '@fuel/api-client';
import { formatPrice, formatShortDateTime } from '@fuel/domain';
import { Link } from 'react-router';
import { Alert, Badge, EmptyState, Field, Table, TextInput } from '../../../../ui';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import {
  DealerIdField,
  FilterForm,
  NextPageLink,
  PeriodFields,
  SiteSelect,
  supportOrderPath,
} from '../../../back-office';
import { OrderStatusSelect } from './order-status-select';
import styles from './support-orders.module.css';

type Row = SupportOrderPageOutput['rows'][number];

interface SupportOrderSearchPageProps {
  readonly filters: Readonly<Record<string, string>>;
  readonly page: SupportOrderPageOutput;
  readonly error: string | null;
}

/** `/support/bestellungen`: a GET filter form (works without JavaScript) and one page of orders, newest first. */
export function SupportOrderSearchPage({ filters, page, error }: SupportOrderSearchPageProps) {
  const site = useSite();
  return (
    <>
      <h1>Bestellungen</h1>
      <FilterForm label="Bestellungen suchen" submitLabel="Suchen">
        <Field label="Bestellnummer">
          <TextInput name="orderNumber" defaultValue={filters['orderNumber']} maxLength={40} />
        </Field>
        <Field label="E-Mail des Kunden">
          <TextInput name="email" type="email" defaultValue={filters['email']} maxLength={254} />
        </Field>
        <Field label="Postleitzahl">
          <TextInput
            name="postalCode"
            inputMode="numeric"
            defaultValue={filters['postalCode']}
            maxLength={5}
          />
        </Field>
        <DealerIdField defaultValue={filters['dealerId']} />
        <OrderStatusSelect defaultValue={filters['status']} />
        <SiteSelect label="Land" allLabel="Alle" defaultValue={filters['countryId']} />
        <PeriodFields
          fromLabel="Bestellt ab"
          toLabel="Bestellt bis"
          from={filters['from']}
          to={filters['to']}
        />
      </FilterForm>
      {error && (
        <Alert tone="error" live className={styles.section}>
          {error}
        </Alert>
      )}
      {page.rows.length === 0 ? (
        <EmptyState title="Keine Bestellungen" description="Keine Bestellung passt zu diesen Filtern." />
      ) : (
        <Table<Row>
          caption="Gefundene Bestellungen, neueste zuerst"
          hideCaption
          rows={page.rows}
          rowKey={(row) => row.orderId}
          columns={[
            {
              key: 'number',
              header: 'Bestellnummer',
              label: 'Bestellnummer',
              cell: (row) => (
                <Link to={siteHref(site, supportOrderPath(row.orderId))}>{row.orderNumber}</Link>
              ),
            },
            {
              key: 'placed',
              header: 'Bestellt am',
              label: 'Bestellt am',
              cell: (row) => formatShortDateTime(row.placedAt, row.countryId),
            },
            {
              key: 'status',
              header: 'Status',
              label: 'Status',
              cell: (row) => <Badge>{row.statusLabel}</Badge>,
            },
            { key: 'customer', header: 'Kunde', label: 'Kunde', cell: (row) => row.customerName },
            { key: 'place', header: 'Ort', label: 'Ort', cell: (row) => `${row.postalCode} ${row.city}` },
            { key: 'dealer', header: 'Händler', label: 'Händler', cell: (row) => row.dealerName },
            {
              key: 'total',
              header: 'Betrag',
              label: 'Betrag',
              align: 'end',
              cell: (row) => formatPrice(row.grossTotal, row.countryId),
            },
          ]}
        />
      )}
      <NextPageLink param="after" cursor={page.nextCursor} />
    </>
  );
}
