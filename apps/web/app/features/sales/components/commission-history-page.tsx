import type { CommissionHistoryOutput } from '@fuel/api-client';
import { Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { Badge, Table } from '../../../ui';
import { type CommissionHistoryLine, commissionHistoryLines } from '../commission-history.util';
import { SALES_LIST_PATH } from '../sales.constant';
import styles from './sales-page.module.css';

/** A dealer's commission rates over time (linked from the sales list); changes are made in the list. */
export function CommissionHistoryPage({ history }: { readonly history: CommissionHistoryOutput }) {
  const site = useSite();
  return (
    <>
      <p>
        <Link to={siteHref(site, SALES_LIST_PATH)}>Zur Verkaufsliste</Link>
      </p>
      <h1>
        Provisionssatz: {history.dealerName} ({history.dealerId})
      </h1>
      <p className={styles.explain}>
        Jede Bestellung trägt den Satz, der an ihrem Bestelltag galt. Vor dem ersten gespeicherten Satz gilt
        der Standard. Ändern lässt sich der Satz in der Verkaufsliste.
      </p>
      <Table<CommissionHistoryLine>
        caption="Verlauf des Provisionssatzes"
        rows={commissionHistoryLines(history, site.countryId)}
        rowKey={(line) => line.key}
        columns={[
          {
            key: 'rate',
            header: 'Provisionssatz',
            label: 'Provisionssatz',
            align: 'end',
            cell: (line) => (
              <span className={styles.historyRate}>
                {line.rate}
                {line.isDefault && ' (Standard)'}
                {line.isCurrent && <Badge tone="success">gilt jetzt</Badge>}
              </span>
            ),
          },
          {
            key: 'since',
            header: 'Gültig ab',
            label: 'Gültig ab',
            cell: (line) => line.since ?? 'von Anfang an',
          },
          {
            key: 'changedBy',
            header: 'Geändert von',
            label: 'Geändert von',
            cell: (line) => (line.isDefault ? '–' : (line.changedBy ?? 'ohne Person (Import)')),
          },
        ]}
      />
    </>
  );
}
