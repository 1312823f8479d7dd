import type { CampaignRowOutput } from '@fuel/api-client';
import { COUNTRIES, type CountryId, formatQuantity, formatShortDate } from '@fuel/domain';
import { CAMPAIGN_PHASE_NAMES, CAMPAIGN_TYPE_NAMES, type CampaignPhase } from '@fuel/domain/ads';
import { Link } from 'react-router';
import { siteHref } from '../../../../lib/site/site-links.util';
import { useSite } from '../../../../lib/site/site-provider';
import { EmptyState, Field, Select, Table, type TableColumn } from '../../../../ui';
import { FilterForm, ListHeading, PageMessages, SiteSelect } from '../../../back-office';
import styles from '../../slots-admin/components/ad-admin.module.css';
import { clickRateText } from '../campaign-figures.util';
import { CAMPAIGN_PHASES } from '../campaign-phase.constant';
import { NEW_CAMPAIGN_ID, campaignPath } from '../campaigns-paths.constant';
import { CampaignPhaseBadge } from './campaign-phase-badge';

interface CampaignsListPageProps {
  readonly countryId: CountryId | null;
  readonly phase: CampaignPhase | null;
  readonly campaigns: readonly CampaignRowOutput[];
  readonly notice: string | null;
}

/** The sites by their short codes ('DE, AT'): the list has little room. */
function siteCodes(countryIds: readonly CountryId[]): string {
  return COUNTRIES.filter((country) => countryIds.includes(country.id))
    .map((country) => country.code.toUpperCase())
    .join(', ');
}

/** `/support/campaigns`: every campaign (of a site, in a phase) with its period, targets and figures. */
export function CampaignsListPage({ countryId, phase, campaigns, notice }: CampaignsListPageProps) {
  const site = useSite();
  const day = (iso: string) => formatShortDate(iso, site.code);
  const count = (value: number) => formatQuantity(value, site.code);
  const columns: TableColumn<CampaignRowOutput>[] = [
    {
      key: 'name',
      header: 'Kampagne',
      label: 'Kampagne',
      cell: (row) => (
        <>
          <Link to={siteHref(site, campaignPath(row.id))}>{row.name}</Link>
          <span className={styles.subline}>{CAMPAIGN_TYPE_NAMES[row.campaignTypeId]}</span>
        </>
      ),
      sortValue: (row) => row.name,
    },
    {
      key: 'phase',
      header: 'Phase',
      label: 'Phase',
      cell: (row) => <CampaignPhaseBadge phase={row.phase} />,
      sortValue: (row) => CAMPAIGN_PHASES.indexOf(row.phase),
    },
    {
      key: 'period',
      header: 'Zeitraum',
      label: 'Zeitraum',
      cell: (row) => (row.endsAt ? `${day(row.startsAt)} – ${day(row.endsAt)}` : `ab ${day(row.startsAt)}`),
      sortValue: (row) => row.startsAt,
    },
    {
      key: 'targets',
      header: 'Wo',
      label: 'Websites und Postleitzahlen',
      cell: (row) => (
        <>
          {siteCodes(row.countryIds)}
          <span className={styles.subline}>
            {row.zipTargets.length === 0 ? 'alle PLZ' : `PLZ ${row.zipTargets.join(', ')}`}
          </span>
        </>
      ),
    },
    {
      key: 'weight',
      header: 'Gewicht',
      label: 'Gewicht',
      cell: (row) => count(row.weight),
      sortValue: (row) => row.weight,
      align: 'end',
    },
    {
      key: 'impressions',
      header: 'Impressionen',
      label: 'Impressionen',
      cell: (row) => count(row.impressions),
      sortValue: (row) => row.impressions,
      align: 'end',
    },
    {
      key: 'clicks',
      header: 'Klicks',
      label: 'Klicks',
      cell: (row) => count(row.clicks),
      sortValue: (row) => row.clicks,
      align: 'end',
    },
    {
      key: 'rate',
      header: 'Klickrate',
      label: 'Klickrate',
      cell: (row) => clickRateText(row.impressions, row.clicks, site.code),
      sortValue: (row) => (row.impressions > 0 ? row.clicks / row.impressions : -1),
      align: 'end',
    },
  ];
  return (
    <>
      <ListHeading
        title="Kampagnen"
        newLabel="Neue Kampagne"
        newHref={siteHref(site, campaignPath(NEW_CAMPAIGN_ID))}
      >
        Kampagnen bringen Anzeigen auf Werbeplätze: je Website, Zeitraum und Postleitzahl. Bezahlte Kampagnen
        teilen sich einen Platz nach Gewicht; Hauskampagnen füllen ihn, wenn keine bezahlte da ist.
      </ListHeading>
      <PageMessages notice={notice} />
      <FilterForm label="Kampagnen filtern" submitLabel="Anzeigen">
        <SiteSelect
          label="Website"
          defaultValue={countryId ? String(countryId) : undefined}
          allLabel="Alle Websites"
        />
        <Field label="Phase">
          <Select
            name="phase"
            defaultValue={phase ?? ''}
            placeholder="Alle Phasen"
            options={CAMPAIGN_PHASES.map((p) => ({ value: p, label: CAMPAIGN_PHASE_NAMES[p] }))}
          />
        </Field>
      </FilterForm>
      {campaigns.length === 0 ? (
        <EmptyState
          title="Keine Kampagnen"
          description={
            countryId || phase
              ? 'Keine Kampagne passt zu diesem Filter.'
              : 'Mit „Neue Kampagne“ legen Sie die erste an.'
          }
        />
      ) : (
        <Table
          caption="Kampagnen"
          hideCaption
          columns={columns}
          rows={campaigns}
          rowKey={(row) => row.id}
          stackOnPhones
        />
      )}
    </>
  );
}
