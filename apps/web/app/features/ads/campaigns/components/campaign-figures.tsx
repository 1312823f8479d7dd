import type { CampaignOutput } from '@fuel/api-client';
import { formatQuantity } from '@fuel/domain';
import { formatCalendarDay } from '@fuel/domain/orders';
import { useSite } from '../../../../lib/site/site-provider';
import { Card, EmptyState, Table, type TableColumn } from '../../../../ui';
import { FactList } from '../../../back-office';
import styles from '../../slots-admin/components/ad-admin.module.css';
import { clickRateText } from '../campaign-figures.util';

type Day = CampaignOutput['daily'][number];

/** A saved campaign's impressions, clicks and click rate in all, and per site day for the last 30 days. */
export function CampaignFigures({ campaign }: { readonly campaign: CampaignOutput }) {
  const site = useSite();
  const count = (value: number) => formatQuantity(value, site.code);
  const days = [...campaign.daily].filter((day) => day.impressions > 0 || day.clicks > 0).reverse();
  const columns: TableColumn<Day>[] = [
    { key: 'day', header: 'Tag', label: 'Tag', cell: (row) => formatCalendarDay(row.day, site.code) },
    {
      key: 'impressions',
      header: 'Impressionen',
      label: 'Impressionen',
      cell: (row) => count(row.impressions),
      align: 'end',
    },
    { key: 'clicks', header: 'Klicks', label: 'Klicks', cell: (row) => count(row.clicks), align: 'end' },
    {
      key: 'rate',
      header: 'Klickrate',
      label: 'Klickrate',
      cell: (row) => clickRateText(row.impressions, row.clicks, site.code),
      align: 'end',
    },
  ];
  return (
    <Card title="Zahlen" headingLevel={2} className={styles.stack}>
      <FactList
        rows={[
          ['Impressionen', count(campaign.impressions)],
          ['Klicks', count(campaign.clicks)],
          ['Klickrate', clickRateText(campaign.impressions, campaign.clicks, site.code)],
        ]}
      />
      {days.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="In den letzten 30 Tagen nicht ausgespielt"
          description="Impressionen zählen, sobald eine Anzeige zur Hälfte sichtbar war."
        />
      ) : (
        <Table
          caption="Je Tag (letzte 30 Tage)"
          columns={columns}
          rows={days}
          rowKey={(row) => row.day}
          stackOnPhones={false}
        />
      )}
    </Card>
  );
}
