import type { ErrorGroupDetailsOutput, ErrorOccurrencePageOutput } from '@fuel/api-client';
import { countryById, formatQuantity, formatShortDateTime } from '@fuel/domain';
import { Form, Link, useNavigation } from 'react-router';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import { Button, Card } from '../../../../ui';
import { FactList, PageMessages, SUPPORT_ERRORS_PATH } from '../../../back-office';
import { ERROR_SOURCE_LABELS, shortenMessage } from '../error-format.util';
import { ErrorOccurrences } from './error-occurrences';
import { ErrorStatusBadge } from './error-status-badge';
import { PathText } from './path-text';
import styles from './error-trace.module.css';

interface ErrorGroupPageProps {
  readonly group: ErrorGroupDetailsOutput;
  readonly occurrences: ErrorOccurrencePageOutput;
  readonly after: string | null;
  readonly notice: string | null;
  /** Why the status change failed or the occurrences could not be read. */
  readonly error: string | null;
}

interface Share {
  readonly key: string | number;
  readonly label: string;
  readonly count: number;
}

/** How often each browser, address or site occurs among the kept occurrences, most frequent first. */
function ShareCard({
  title,
  shares,
  code,
}: {
  readonly title: string;
  readonly shares: readonly Share[];
  readonly code?: boolean;
}) {
  const site = useSite();
  return (
    <Card title={title} headingLevel={3} tone="outlined" aria-label={title}>
      {shares.length === 0 ? (
        <p className={styles.muted}>Keine Angaben</p>
      ) : (
        <ul className={styles.shares}>
          {shares.map((share) => (
            <li key={share.key}>
              {code ? (
                <code className={styles.code}>
                  <PathText path={share.label} />
                </code>
              ) : (
                <span>{share.label}</span>
              )}
              <span className={styles.count}>{formatQuantity(share.count, site.countryId)}×</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Resolve (its next occurrence reopens it) or reopen: a post form, so it works without JavaScript. */
function StatusForm({ group }: { readonly group: ErrorGroupDetailsOutput }) {
  const navigation = useNavigation();
  const open = group.status === 'open';
  return (
    <Form method="post" className={styles.statusForm}>
      <input type="hidden" name="status" value={open ? 'resolved' : 'open'} />
      <Button
        type="submit"
        variant={open ? 'primary' : 'secondary'}
        loading={navigation.state === 'submitting'}
        loadingText="Wird gespeichert …"
      >
        {open ? 'Als behoben markieren' : 'Wieder öffnen'}
      </Button>
      <span className={styles.muted}>
        {open
          ? 'Tritt der Fehler danach wieder auf, wird die Gruppe erneut geöffnet.'
          : 'Die Gruppe erscheint dann wieder unter den offenen Fehlern.'}
      </span>
    </Form>
  );
}

/**
 * `/support/fehler/{groupId}`: one error group — what, where, how often, since when — its status with the
 * resolve / reopen form, its spread over browsers, addresses and sites, and its occurrences with their stacks.
 */
export function ErrorGroupPage({ group, occurrences, after, notice, error }: ErrorGroupPageProps) {
  const site = useSite();
  const at = (value: string) => formatShortDateTime(value, site.countryId);
  const heading = shortenMessage(group.message);
  return (
    <>
      <p>
        <Link to={siteHref(site, SUPPORT_ERRORS_PATH)}>Zur Fehlerliste</Link>
      </p>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.status}>
        <ErrorStatusBadge status={group.status} />
        <span>
          {ERROR_SOURCE_LABELS[group.source]} · {formatQuantity(group.occurrenceCount, site.countryId)}{' '}
          Vorkommen
        </span>
      </p>
      <PageMessages notice={notice} error={error} />

      <div className={styles.cards}>
        <Card title="Überblick" aria-label="Überblick">
          <FactList
            rows={[
              ...(heading === group.message
                ? []
                : [
                    [
                      'Meldung',
                      <span key="message" className={styles.text}>
                        {group.message}
                      </span>,
                    ] as const,
                  ]),
              [
                'Ort',
                group.culprit ? (
                  <code className={styles.code}>
                    <PathText path={group.culprit} />
                  </code>
                ) : (
                  '–'
                ),
              ],
              ['Quelle', ERROR_SOURCE_LABELS[group.source]],
              ['Zuerst aufgetreten', at(group.firstSeenAt)],
              ['Zuletzt aufgetreten', at(group.lastSeenAt)],
              ['Vorkommen', formatQuantity(group.occurrenceCount, site.countryId)],
            ]}
          />
        </Card>
        <Card title="Status" aria-label="Status">
          <FactList
            rows={[
              ['Status', <ErrorStatusBadge key="status" status={group.status} />],
              ...(group.resolvedAt
                ? [
                    ['Behoben am', at(group.resolvedAt)] as const,
                    ['Behoben von', group.resolvedByName ?? '–'] as const,
                  ]
                : []),
            ]}
          />
          <StatusForm group={group} />
        </Card>
      </div>

      <section aria-labelledby="shares-heading" className={styles.section}>
        <h2 id="shares-heading">Verbreitung</h2>
        <p className={styles.muted}>Über die aufbewahrten Vorkommen, die häufigsten zuerst.</p>
        <div className={styles.cards}>
          <ShareCard
            title="Browser"
            shares={group.browsers.map((share) => ({
              key: share.value,
              label: share.value,
              count: share.count,
            }))}
          />
          <ShareCard
            title="Adressen"
            code
            shares={group.urls.map((share) => ({ key: share.value, label: share.value, count: share.count }))}
          />
          <ShareCard
            title="Länder"
            shares={group.sites.map((share) => ({
              key: share.countryId,
              label: countryById(share.countryId).name,
              count: share.count,
            }))}
          />
        </div>
      </section>

      <ErrorOccurrences occurrences={occurrences} after={after} countryId={site.countryId} />
    </>
  );
}
