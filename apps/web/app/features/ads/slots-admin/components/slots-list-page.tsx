import type { SlotRowOutput } from '@fuel/api-client';
import { slotTypeById } from '@fuel/domain/ads';
import { Link } from 'react-router';
import { siteHref } from '../../../../lib/site/site-links.util';
import { useSite } from '../../../../lib/site/site-provider';
import { EmptyState, Table, type TableColumn } from '../../../../ui';
import { ListHeading, PageMessages } from '../../../back-office';
import { siteNames } from '../../../content/cms';
import { slotSizeText } from '../slot-format.util';
import { NEW_SLOT_ID, slotPath } from '../slots-paths.constant';
import styles from './ad-admin.module.css';

interface SlotsListPageProps {
  readonly slots: readonly SlotRowOutput[];
  readonly notice: string | null;
}

/** `/support/slots`: every ad slot with its key, type, size, postal-code filtering and sites. */
export function SlotsListPage({ slots, notice }: SlotsListPageProps) {
  const site = useSite();
  const columns: TableColumn<SlotRowOutput>[] = [
    {
      key: 'name',
      header: 'Werbeplatz',
      label: 'Werbeplatz',
      cell: (row) => <Link to={siteHref(site, slotPath(row.id))}>{row.name}</Link>,
      sortValue: (row) => row.name,
    },
    {
      key: 'key',
      header: 'Schlüssel',
      label: 'Schlüssel',
      cell: (row) => <code className={styles.code}>{row.key}</code>,
      sortValue: (row) => row.key,
    },
    { key: 'type', header: 'Art', label: 'Art', cell: (row) => slotTypeById(row.slotTypeId)?.name ?? '–' },
    { key: 'size', header: 'Größe', label: 'Größe', cell: (row) => slotSizeText(row) },
    {
      key: 'zip',
      header: 'Nach PLZ',
      label: 'Nach Postleitzahl',
      cell: (row) => (row.appliesZipFiltering ? 'ja' : 'nein'),
    },
    { key: 'sites', header: 'Websites', label: 'Websites', cell: (row) => siteNames(row.countryIds) },
    {
      key: 'campaigns',
      header: 'Kampagnen',
      label: 'Kampagnen',
      cell: (row) => row.campaignCount,
      sortValue: (row) => row.campaignCount,
      align: 'end',
    },
  ];
  return (
    <>
      <ListHeading
        title="Werbeplätze"
        newLabel="Neuer Werbeplatz"
        newHref={siteHref(site, slotPath(NEW_SLOT_ID))}
      >
        Die Stellen auf den Seiten der Websites, an denen Anzeigen erscheinen. Welche Anzeige ein Platz zeigt,
        bestimmen die Kampagnen; die Vorschau eines Platzes zeigt es für eine Website und Postleitzahl.
      </ListHeading>
      <PageMessages notice={notice} />
      {slots.length === 0 ? (
        <EmptyState title="Keine Werbeplätze" description="Mit „Neuer Werbeplatz“ legen Sie den ersten an." />
      ) : (
        <Table
          caption="Werbeplätze"
          hideCaption
          columns={columns}
          rows={slots}
          rowKey={(row) => row.id}
          stackOnPhones
        />
      )}
    </>
  );
}
