import type { CmsNoticeOutput } from '@fuel/api-client';
import { type CountryId, formatShortDateTime } from '@fuel/domain';
import { NOTICE_PLACEMENT_NAMES } from '@fuel/domain/content';
import { Link } from 'react-router';
import { siteHref } from '../../../../lib/site/site-links.util';
import { useSite } from '../../../../lib/site/site-provider';
import { Badge, type BadgeTone, EmptyState, Table, type TableColumn } from '../../../../ui';
import { FilterForm, ListHeading, PageMessages, SiteSelect } from '../../../back-office';
import { siteNames } from '../../cms/cms-format.util';
import { NEW_NOTICE_ID, NOTICE_STATUS_NAMES, noticePath } from '../notices-paths.constant';

interface NoticesListPageProps {
  readonly countryId: CountryId | null;
  readonly notices: readonly CmsNoticeOutput[];
  readonly notice: string | null;
}

const STATUS_TONES: Readonly<Record<CmsNoticeOutput['status'], BadgeTone>> = {
  live: 'success',
  scheduled: 'info',
  ended: 'neutral',
  off: 'neutral',
};

export function NoticeStatusBadge({ status }: { readonly status: CmsNoticeOutput['status'] }) {
  return <Badge tone={STATUS_TONES[status]}>{NOTICE_STATUS_NAMES[status]}</Badge>;
}

/** `/support/cms/prompts`: every notice (of a site), the latest start first, with what it shows now. */
export function NoticesListPage({ countryId, notices, notice }: NoticesListPageProps) {
  const site = useSite();
  const when = (iso: string) => formatShortDateTime(iso, site.code);
  const columns: TableColumn<CmsNoticeOutput>[] = [
    {
      key: 'message',
      header: 'Hinweis',
      label: 'Hinweis',
      cell: (row) => (
        <Link to={siteHref(site, noticePath(row.id))}>
          {row.title ? `${row.title}: ${row.message}` : row.message}
        </Link>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      label: 'Status',
      cell: (row) => <NoticeStatusBadge status={row.status} />,
    },
    {
      key: 'placement',
      header: 'Platz',
      label: 'Platz',
      cell: (row) => NOTICE_PLACEMENT_NAMES[row.placement],
    },
    { key: 'sites', header: 'Websites', label: 'Websites', cell: (row) => siteNames(row.countryIds) },
    {
      key: 'period',
      header: 'Zeitraum',
      label: 'Zeitraum',
      cell: (row) =>
        row.endsAt ? `${when(row.startsAt)} – ${when(row.endsAt)}` : `ab ${when(row.startsAt)}`,
      sortValue: (row) => row.startsAt,
    },
    {
      key: 'priority',
      header: 'Priorität',
      label: 'Priorität',
      cell: (row) => row.priority,
      sortValue: (row) => row.priority,
      align: 'end',
    },
  ];
  return (
    <>
      <ListHeading
        title="Hinweise"
        newLabel="Neuer Hinweis"
        newHref={siteHref(site, noticePath(NEW_NOTICE_ID))}
      >
        Kurze Hinweise und Aufrufe über dem Inhalt der Seiten: je Website, Platz und Zeitraum, die höchste
        Priorität zuerst (je Platz höchstens zwei, dazu zwei für alle Seiten).
      </ListHeading>
      <PageMessages notice={notice} />
      <FilterForm label="Hinweise filtern" submitLabel="Anzeigen">
        <SiteSelect
          label="Website"
          defaultValue={countryId ? String(countryId) : undefined}
          allLabel="Alle Websites"
        />
      </FilterForm>
      {notices.length === 0 ? (
        <EmptyState title="Keine Hinweise" description="Mit „Neuer Hinweis“ legen Sie den ersten an." />
      ) : (
        <Table
          caption="Hinweise"
          hideCaption
          columns={columns}
          rows={notices}
          rowKey={(row) => row.id}
          stackOnPhones
        />
      )}
    </>
  );
}
