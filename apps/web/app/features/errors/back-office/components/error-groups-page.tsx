import type { ErrorGroupPageOutput } from '@fuel/api-client';
import { formatQuantity, formatShortDateTime } from '@fuel/domain';
import { ERROR_SOURCES } from '@fuel/domain/errors';
import { Link } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { EmptyState, Field, Pagination, Select, Table } from '../../../../ui';
import { FilterForm, PageMessages, supportErrorGroupPath } from '../../../back-office';
import { ERROR_SOURCE_LABELS, shortenMessage } from '../error-format.util';
import { type ErrorGroupFilters, errorGroupsPageSearch } from '../error-group-filters.util';
import { ErrorStatusBadge } from './error-status-badge';
import { PathText } from './path-text';
import styles from './error-trace.module.css';

type Row = ErrorGroupPageOutput['rows'][number];

const STATUS_OPTIONS = [
  { value: 'open', label: 'Offen' },
  { value: 'resolved', label: 'Behoben' },
  { value: 'all', label: 'Alle' },
];
const SOURCE_OPTIONS = ERROR_SOURCES.map((source) => ({ value: source, label: ERROR_SOURCE_LABELS[source] }));
const SORT_OPTIONS = [
  { value: 'lastSeen', label: 'Letztes Auftreten' },
  { value: 'count', label: 'Häufigkeit' },
];

interface ErrorGroupsPageProps {
  readonly filters: ErrorGroupFilters;
  readonly page: ErrorGroupPageOutput;
  readonly error: string | null;
}

/** A group's message as the list's link: shortened, the whole text in its tooltip and on the group's page. */
function MessageLink({ row }: { readonly row: Row }) {
  const site = useSite();
  const short = shortenMessage(row.message);
  return (
    <Link
      to={siteHref(site, supportErrorGroupPath(row.id))}
      className={styles.message}
      title={short === row.message ? undefined : row.message}
    >
      {short}
    </Link>
  );
}

/**
 * `/support/fehler`: the error groups of the browser, the API and the web server (issue #15). A GET filter
 * form and page links (work without JavaScript); each group opens its occurrences.
 */
export function ErrorGroupsPage({ filters, page, error }: ErrorGroupsPageProps) {
  const site = useSite();
  const at = (value: string) => formatShortDateTime(value, site.countryId);
  return (
    <>
      <h1>Fehler</h1>
      <PageMessages error={error} />
      <FilterForm label="Fehler filtern" submitLabel="Anzeigen">
        <Field label="Status">
          <Select name="status" defaultValue={filters.status} options={STATUS_OPTIONS} />
        </Field>
        <Field label="Quelle">
          <Select
            name="source"
            defaultValue={filters.source ?? ''}
            placeholder="Alle"
            options={SOURCE_OPTIONS}
          />
        </Field>
        <Field label="Sortierung">
          <Select name="sort" defaultValue={filters.sort} options={SORT_OPTIONS} />
        </Field>
      </FilterForm>
      {page.rows.length === 0 ? (
        <EmptyState
          title="Keine Fehler"
          description={
            filters.status === 'open'
              ? 'Keine offene Fehlergruppe passt zu diesen Filtern.'
              : 'Keine Fehlergruppe passt zu diesen Filtern.'
          }
        />
      ) : (
        <>
          <p className={styles.summary}>
            {formatQuantity(page.total, site.countryId)} {page.total === 1 ? 'Fehlergruppe' : 'Fehlergruppen'}
            {page.pageCount > 1 && `, Seite ${page.page} von ${page.pageCount}`}
          </p>
          <Table<Row>
            caption="Fehlergruppen"
            hideCaption
            rows={page.rows}
            rowKey={(row) => row.id}
            columns={[
              {
                key: 'message',
                header: 'Meldung',
                label: 'Meldung',
                cell: (row) => <MessageLink row={row} />,
              },
              {
                key: 'culprit',
                header: 'Ort',
                label: 'Ort',
                cell: (row) =>
                  row.culprit ? (
                    <code className={styles.code}>
                      <PathText path={row.culprit} />
                    </code>
                  ) : (
                    '–'
                  ),
              },
              {
                key: 'source',
                header: 'Quelle',
                label: 'Quelle',
                cell: (row) => ERROR_SOURCE_LABELS[row.source],
              },
              {
                key: 'count',
                header: 'Anzahl',
                label: 'Anzahl',
                align: 'end',
                cell: (row) => formatQuantity(row.occurrenceCount, site.countryId),
              },
              { key: 'first', header: 'Zuerst', label: 'Zuerst', cell: (row) => at(row.firstSeenAt) },
              { key: 'last', header: 'Zuletzt', label: 'Zuletzt', cell: (row) => at(row.lastSeenAt) },
              {
                key: 'status',
                header: 'Status',
                label: 'Status',
                cell: (row) => <ErrorStatusBadge status={row.status} />,
              },
            ]}
          />
        </>
      )}
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        hrefForPage={(number) => errorGroupsPageSearch(filters, number)}
        label="Seiten der Fehlerliste"
        className={styles.pages}
      />
    </>
  );
}
