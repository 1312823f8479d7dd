import type { ErrorOccurrencePageOutput } from '@fuel/api-client';
import { type CountryId, countryById, formatShortDateTime } from '@fuel/domain';
import { Link } from 'react-router';
import { Button, Card, EmptyState } from '../../../../ui';
import { FactList } from '../../../back-office';
import { PathText } from './path-text';
import { StackFrames } from './stack-frames';
import styles from './error-trace.module.css';

type Occurrence = ErrorOccurrencePageOutput['rows'][number];

interface ErrorOccurrencesProps {
  readonly occurrences: ErrorOccurrencePageOutput;
  /** The cursor of the page shown; null on the newest. */
  readonly after: string | null;
  /** The site whose time zone the times are shown in (the back office's). */
  readonly countryId: CountryId;
}

function OccurrenceCard({
  occurrence,
  countryId,
}: {
  readonly occurrence: Occurrence;
  readonly countryId: CountryId;
}) {
  const time = formatShortDateTime(occurrence.occurredAt, countryId);
  return (
    <Card as="article" title={time} headingLevel={3} tone="outlined" aria-label={`Vorkommen vom ${time}`}>
      <FactList
        rows={[
          ['Land', occurrence.countryId === null ? '–' : countryById(occurrence.countryId).name],
          ['Browser', occurrence.browser ?? '–'],
          [
            'Adresse',
            occurrence.url ? (
              <code className={styles.code}>
                <PathText path={occurrence.url} />
              </code>
            ) : (
              '–'
            ),
          ],
          ...(occurrence.requestId
            ? [
                [
                  'Anfrage-ID',
                  <code key="request" className={styles.code}>
                    {occurrence.requestId}
                  </code>,
                ] as const,
              ]
            : []),
          ...(occurrence.httpStatus === null
            ? []
            : [
                [
                  'Antwort',
                  `${occurrence.httpMethod ? `${occurrence.httpMethod} · ` : ''}HTTP ${occurrence.httpStatus}`,
                ] as const,
              ]),
          [
            'Meldung',
            <span key="message" className={styles.text}>
              {occurrence.message}
            </span>,
          ],
        ]}
      />
      <h4 className={styles.stackHeading}>Stack</h4>
      <StackFrames frames={occurrence.frames} />
      {occurrence.stack && (
        <details className={styles.raw}>
          <summary>Stack wie gemeldet</summary>
          <pre className={styles.pre}>{occurrence.stack}</pre>
        </details>
      )}
      {occurrence.userAgent && (
        <details className={styles.raw}>
          <summary>User-Agent</summary>
          <p className={styles.code}>{occurrence.userAgent}</p>
        </details>
      )}
    </Card>
  );
}

/**
 * A group's occurrences, newest first, 20 a page; the next page is a link with the API's cursor (works
 * without JavaScript), and a later page links back to the newest.
 */
export function ErrorOccurrences({ occurrences, after, countryId }: ErrorOccurrencesProps) {
  return (
    <section aria-labelledby="occurrences-heading" className={styles.section}>
      <h2 id="occurrences-heading">Vorkommen</h2>
      {after && (
        <p>
          <Link to="?">Zu den neuesten Vorkommen</Link>
        </p>
      )}
      {occurrences.rows.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Keine Vorkommen"
          description="Ältere Vorkommen sind nach der Aufbewahrungsfrist gelöscht."
        />
      ) : (
        <ol className={styles.occurrences}>
          {occurrences.rows.map((occurrence) => (
            <li key={occurrence.id}>
              <OccurrenceCard occurrence={occurrence} countryId={countryId} />
            </li>
          ))}
        </ol>
      )}
      {occurrences.nextCursor !== null && (
        <p className={styles.section}>
          <Button asChild variant="secondary">
            <Link to={`?${new URLSearchParams({ after: occurrences.nextCursor }).toString()}`}>
              Ältere Vorkommen
            </Link>
          </Button>
        </p>
      )}
    </section>
  );
}
