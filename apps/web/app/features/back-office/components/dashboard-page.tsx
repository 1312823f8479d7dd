import type { DashboardOutput } from '@fuel/api-client';
import { countryById, formatPrice, formatQuantity, formatShortDateTime } from '@fuel/domain';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { Card, EmptyState, Table } from '../../../ui';
import { siteHref } from '../../../lib/site/site-links.util';
import {
  CANCELLATIONS_PATH,
  SUPPORT_ERRORS_PATH,
  supportErrorGroupPath,
  supportOrderPath,
} from '../back-office-screens.constant';
import { AuditEventsTable } from './audit-events-table';
import styles from './dashboard-page.module.css';

type WaitingOrder = NonNullable<DashboardOutput['waitingForDealer']>['oldest'][number];

/** The back office's start page: the sections the user's permissions allow (the API leaves the others null). */
export function DashboardPage({ dashboard }: { readonly dashboard: DashboardOutput }) {
  const site = useSite();
  const { today, waitingForDealer, openCancellations, latestAuditEvents, newErrorGroups } = dashboard;
  const nothing =
    !today && !waitingForDealer && openCancellations === null && !latestAuditEvents && !newErrorGroups;
  return (
    <>
      <h1>Backoffice</h1>
      {nothing && (
        <EmptyState
          title="Willkommen im Backoffice"
          description="Wählen Sie in der Navigation einen Bereich, für den Sie freigeschaltet sind."
        />
      )}
      {today && (
        <section aria-labelledby="today-heading" className={styles.section}>
          <h2 id="today-heading">Heute</h2>
          <ul className={styles.sites}>
            {today.map((day) => {
              const country = countryById(day.countryId);
              return (
                <li key={day.countryId}>
                  <Card title={country.name} headingLevel={3} tone="outlined">
                    <dl className={styles.figures}>
                      <div>
                        <dt>Bestellungen</dt>
                        <dd>{formatQuantity(day.orders, country)}</dd>
                      </div>
                      <div>
                        <dt>Umsatz</dt>
                        <dd>{formatPrice(day.revenue, country)}</dd>
                      </div>
                    </dl>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {waitingForDealer && (
        <Card title="Warten länger als einen Tag auf den Händler" className={styles.section}>
          {waitingForDealer.count === 0 ? (
            <p>Keine Bestellung wartet länger als einen Tag auf ihren Händler.</p>
          ) : (
            <>
              <p>
                {formatQuantity(waitingForDealer.count, site.countryId)}{' '}
                {waitingForDealer.count === 1 ? 'Bestellung wartet' : 'Bestellungen warten'}; die ältesten:
              </p>
              <Table<WaitingOrder>
                caption="Älteste unbestätigte Bestellungen"
                hideCaption
                rows={waitingForDealer.oldest}
                rowKey={(order) => order.orderId}
                columns={[
                  {
                    key: 'number',
                    header: 'Bestellnummer',
                    label: 'Bestellnummer',
                    cell: (o) => (
                      <Link to={siteHref(site, supportOrderPath(o.orderId))}>{o.orderNumber}</Link>
                    ),
                  },
                  { key: 'site', header: 'Land', label: 'Land', cell: (o) => countryById(o.countryId).name },
                  { key: 'dealer', header: 'Händler', label: 'Händler', cell: (o) => o.dealerName },
                  {
                    key: 'placed',
                    header: 'Bestellt am',
                    label: 'Bestellt am',
                    cell: (o) => formatShortDateTime(o.placedAt, site.countryId),
                  },
                ]}
              />
            </>
          )}
        </Card>
      )}
      {openCancellations !== null && (
        <Card title="Offene Stornierungen" className={styles.section}>
          <p>
            {openCancellations === 0
              ? 'Alle Stornierungen sind gebucht.'
              : `${formatQuantity(openCancellations, site.countryId)} ${
                  openCancellations === 1 ? 'Stornierung ist' : 'Stornierungen sind'
                } noch nicht gebucht.`}{' '}
            <Link to={siteHref(site, `${CANCELLATIONS_PATH}?booked=nein&from=2000-01-01`)}>
              Zum Stornomanagement
            </Link>
          </p>
        </Card>
      )}
      {newErrorGroups && (
        <Card title="Neue Fehler (24 h)" className={styles.section}>
          {newErrorGroups.count === 0 ? (
            <p>In den letzten 24 Stunden ist kein neuer Fehler aufgetreten.</p>
          ) : (
            <>
              <p>
                {formatQuantity(newErrorGroups.count, site.countryId)}{' '}
                {newErrorGroups.count === 1 ? 'neue Fehlergruppe' : 'neue Fehlergruppen'} in den letzten 24
                Stunden{newErrorGroups.count > newErrorGroups.latest.length ? '; die neuesten:' : ':'}
              </p>
              <ul className={styles.errors}>
                {newErrorGroups.latest.map((group) => (
                  <li key={group.id}>
                    <Link
                      to={siteHref(site, supportErrorGroupPath(group.id))}
                      className={styles.errorMessage}
                    >
                      {group.message}
                    </Link>
                    {group.culprit && <code className={styles.errorMeta}>{group.culprit}</code>}
                    <span className={styles.errorMeta}>
                      Erstmals am {formatShortDateTime(group.firstSeenAt, site.countryId)},{' '}
                      {formatQuantity(group.occurrenceCount, site.countryId)} Vorkommen
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            <Link to={siteHref(site, SUPPORT_ERRORS_PATH)}>Zu allen offenen Fehlern</Link>
          </p>
        </Card>
      )}
      {latestAuditEvents && (
        <Card title="Neueste Änderungen" className={styles.section}>
          {latestAuditEvents.length === 0 ? (
            <p>Noch keine Änderungen protokolliert.</p>
          ) : (
            <AuditEventsTable events={latestAuditEvents} caption="Neueste Änderungen im Protokoll" />
          )}
        </Card>
      )}
    </>
  );
}
