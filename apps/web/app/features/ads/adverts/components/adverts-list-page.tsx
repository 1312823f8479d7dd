import type { AdvertRowOutput } from '@fuel/api-client';
import { formatShortDate } from '@fuel/domain';
import { Link } from 'react-router';
import { siteHref } from '../../../../lib/site/site-links.util';
import { useSite } from '../../../../lib/site/site-provider';
import { Badge, EmptyState, Field, Table, type TableColumn, TextInput } from '../../../../ui';
import { FilterForm, ListHeading, PageMessages } from '../../../back-office';
import { NEW_ADVERT_PATH, advertPath } from '../adverts-paths.constant';

interface AdvertsListPageProps {
  readonly adverts: readonly AdvertRowOutput[];
  readonly q: string;
  readonly notice: string | null;
}

/** `/support/adverts` (issue #17): every advert by name, with its advertiser and how many campaigns use it. */
export function AdvertsListPage({ adverts, q, notice }: AdvertsListPageProps) {
  const site = useSite();
  const columns: TableColumn<AdvertRowOutput>[] = [
    {
      key: 'name',
      header: 'Name',
      label: 'Name',
      cell: (row) => <Link to={siteHref(site, advertPath(row.id))}>{row.name}</Link>,
      sortValue: (row) => row.name.toLocaleLowerCase('de'),
    },
    {
      key: 'advertiser',
      header: 'Werbetreibender',
      label: 'Werbetreibender',
      cell: (row) => row.advertiser,
      sortValue: (row) => row.advertiser.toLocaleLowerCase('de'),
    },
    {
      key: 'campaigns',
      header: 'Kampagnen',
      label: 'Kampagnen',
      cell: (row) => row.campaignCount,
      sortValue: (row) => row.campaignCount,
      align: 'end',
    },
    {
      key: 'stylesheet',
      header: 'Stylesheet',
      label: 'Stylesheet',
      cell: (row) =>
        row.stylesFileName ? <Badge tone="info">Ja</Badge> : <Badge tone="neutral">Nein</Badge>,
    },
    {
      key: 'updatedAt',
      header: 'Geändert',
      label: 'Geändert',
      cell: (row) => formatShortDate(row.updatedAt, site.code),
      sortValue: (row) => row.updatedAt,
    },
  ];
  return (
    <>
      <ListHeading title="Anzeigen" newLabel="Neue Anzeige" newHref={siteHref(site, NEW_ADVERT_PATH)}>
        Die Werbemittel der Kampagnen: HTML mit Bildern der Mediathek und einem eigenen Stylesheet, beim
        Speichern bereinigt. Welche Anzeige wo und wann erscheint, legen die Kampagnen fest.
      </ListHeading>
      <PageMessages notice={notice} />
      <FilterForm label="Anzeigen suchen" submitLabel="Suchen" role="search">
        <Field label="Name oder Werbetreibender">
          <TextInput name="q" type="search" defaultValue={q} maxLength={100} />
        </Field>
      </FilterForm>
      {adverts.length === 0 ? (
        <EmptyState
          title={q ? 'Keine passenden Anzeigen' : 'Noch keine Anzeigen'}
          description={
            q ? 'Versuchen Sie einen anderen Suchbegriff.' : 'Mit „Neue Anzeige“ legen Sie die erste an.'
          }
        />
      ) : (
        <Table
          caption="Anzeigen"
          hideCaption
          columns={columns}
          rows={adverts}
          rowKey={(row) => row.id}
          stackOnPhones
        />
      )}
    </>
  );
}
