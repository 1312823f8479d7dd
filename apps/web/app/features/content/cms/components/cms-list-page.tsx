import { COUNTRIES, formatShortDateTime } from '@fuel/domain';
import { PAGE_KINDS, PAGE_KIND_NAMES, PUBLICATION_STATES } from '@fuel/domain/content';
import { Link } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import {
  Button,
  EmptyState,
  Field,
  Pagination,
  Select,
  TabNav,
  Table,
  type TableColumn,
  TextInput,
} from '../../../../ui';
import { FilterForm, PageMessages, SiteSelect } from '../../../back-office';
import type { CmsListData } from '../cms-list.server';
import { cmsNewsPageSearch } from '../cms-list.util';
import {
  CMS_NEW_NEWS_ID,
  CMS_NEW_PAGE_PATH,
  cmsListPath,
  cmsNewsPath,
  cmsPageEditPath,
  cmsPagePreviewPath,
} from '../cms-paths.constant';
import { PUBLICATION_STATE_NAMES, siteNames, treeDepths } from '../cms-format.util';
import type { CmsNewsRow, CmsPageRow } from '../cms-types';
import { PublicationStateBadge } from './publication-state-badge';
import styles from './cms.module.css';

const KIND_OPTIONS = PAGE_KINDS.map((kind) => ({ value: kind, label: PAGE_KIND_NAMES[kind] }));
const STATE_OPTIONS = PUBLICATION_STATES.map((state) => ({
  value: state,
  label: PUBLICATION_STATE_NAMES[state],
}));
const SITE_CODES = new Map(COUNTRIES.map((country) => [country.id, country.code.toUpperCase()]));

/** When it changes next or last: the scheduled time, else the publication, else the last edit. */
function PublicationTime({
  row,
}: {
  readonly row: Pick<CmsPageRow, 'state' | 'scheduledAt' | 'publishedAt' | 'updatedAt'>;
}) {
  const site = useSite();
  const at = (value: string) => formatShortDateTime(value, site.countryId);
  if (row.state === 'scheduled' && row.scheduledAt) return <>am {at(row.scheduledAt)}</>;
  if (row.publishedAt) return <>{at(row.publishedAt)}</>;
  return <>–</>;
}

type Published = Pick<CmsPageRow, 'state' | 'hasDraft' | 'scheduledAt' | 'publishedAt' | 'updatedAt'>;

/** The state and publication columns pages and news share. */
function publicationColumns<Row extends Published>(): TableColumn<Row>[] {
  return [
    {
      key: 'state',
      header: 'Status',
      label: 'Status',
      cell: (row) => <PublicationStateBadge state={row.state} hasDraft={row.hasDraft} />,
    },
    {
      key: 'published',
      header: 'Veröffentlicht',
      label: 'Veröffentlicht',
      cell: (row) => <PublicationTime row={row} />,
    },
  ];
}

function PageTree({ rows }: { readonly rows: readonly CmsPageRow[] }) {
  const site = useSite();
  const depths = treeDepths(rows);
  return (
    <Table<CmsPageRow>
      caption="Seiten"
      hideCaption
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'title',
          header: 'Titel',
          label: 'Titel',
          cell: (row) => (
            <span
              className={styles.treeTitle}
              style={{ '--depth': depths.get(row.id) ?? 0 } as React.CSSProperties}
            >
              {(depths.get(row.id) ?? 0) > 0 && (
                <span aria-hidden="true" className={styles.treeMark}>
                  └
                </span>
              )}
              <Link to={siteHref(site, cmsPageEditPath(row.id))}>{row.title}</Link>
            </span>
          ),
        },
        {
          key: 'path',
          header: 'Adresse',
          label: 'Adresse',
          cell: (row) => <code className={styles.path}>{row.path}</code>,
        },
        { key: 'kind', header: 'Art', label: 'Art', cell: (row) => PAGE_KIND_NAMES[row.kind] },
        {
          key: 'sites',
          header: 'Websites',
          label: 'Websites',
          cell: (row) => (
            <abbr title={siteNames(row.countryIds)} className={styles.sites}>
              {row.countryIds.map((id) => SITE_CODES.get(id)).join(' ')}
            </abbr>
          ),
        },
        ...publicationColumns<CmsPageRow>(),
        {
          key: 'preview',
          header: <span className="visually-hidden">Vorschau</span>,
          label: 'Vorschau',
          cell: (row) => (
            <Link to={siteHref(site, cmsPagePreviewPath(row.id))} aria-label={`Vorschau: ${row.title}`}>
              Vorschau
            </Link>
          ),
        },
      ]}
    />
  );
}

function NewsTable({ rows }: { readonly rows: readonly CmsNewsRow[] }) {
  const site = useSite();
  return (
    <Table<CmsNewsRow>
      caption="News"
      hideCaption
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'title',
          header: 'Titel',
          label: 'Titel',
          cell: (row) => <Link to={siteHref(site, cmsNewsPath(row.id))}>{row.title}</Link>,
        },
        {
          key: 'site',
          header: 'Website',
          label: 'Website',
          cell: (row) => siteNames([row.countryId]),
        },
        ...publicationColumns<CmsNewsRow>(),
      ]}
    />
  );
}

/**
 * `/support/cms/list` (spec 2 §2, issue #16): the CMS's pages as a tree and its news, each tab a link (works
 * without JavaScript), filtered by a GET form; new pages and articles from here.
 */
export function CmsListPage({ filters, pages, news, notice, error }: CmsListData) {
  const site = useSite();
  const isNews = filters.view === 'news';
  return (
    <>
      <div className={styles.titleRow}>
        <h1>Inhalte</h1>
        <Button asChild>
          {isNews ? (
            <Link to={siteHref(site, cmsNewsPath(CMS_NEW_NEWS_ID))}>Neuer Artikel</Link>
          ) : (
            <Link to={siteHref(site, CMS_NEW_PAGE_PATH)}>Neue Seite</Link>
          )}
        </Button>
      </div>
      <TabNav
        label="Inhaltsarten"
        items={[
          { to: siteHref(site, cmsListPath('seiten')), label: 'Seiten', current: !isNews },
          { to: siteHref(site, cmsListPath('news')), label: 'News', current: isNews },
        ]}
      />
      <PageMessages notice={notice} error={error} />
      <FilterForm label={isNews ? 'News filtern' : 'Seiten filtern'} submitLabel="Anzeigen">
        {isNews && <input type="hidden" name="ansicht" value="news" />}
        <SiteSelect
          label="Website"
          defaultValue={filters.countryId ? String(filters.countryId) : undefined}
          allLabel="Alle"
        />
        {!isNews && (
          <Field label="Art">
            <Select name="kind" defaultValue={filters.kind ?? ''} placeholder="Alle" options={KIND_OPTIONS} />
          </Field>
        )}
        <Field label="Status">
          <Select
            name="state"
            defaultValue={filters.state ?? ''}
            placeholder="Alle"
            options={STATE_OPTIONS}
          />
        </Field>
        <Field label="Suche">
          <TextInput
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            placeholder="Titel oder Adresse"
          />
        </Field>
      </FilterForm>
      {isNews ? (
        news && news.items.length > 0 ? (
          <>
            <NewsTable rows={news.items} />
            <Pagination
              page={news.page}
              pageCount={news.pageCount}
              hrefForPage={(page) => cmsNewsPageSearch(filters, page)}
              label="Seiten der Newsliste"
              className={styles.pages}
            />
          </>
        ) : (
          !error && <EmptyState title="Keine Artikel" description="Kein Artikel passt zu diesen Filtern." />
        )
      ) : pages.length > 0 ? (
        <PageTree rows={pages} />
      ) : (
        !error && <EmptyState title="Keine Seiten" description="Keine Seite passt zu diesen Filtern." />
      )}
    </>
  );
}
