import type { CacheStatusOutput } from '@fuel/api-client';
import { formatQuantity } from '@fuel/domain';
import { Form, useNavigation } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { Badge, Button, Card } from '../../../ui';
import { PageMessages } from '../../back-office';
import styles from './cache-page.module.css';

interface CachePageProps {
  readonly status: CacheStatusOutput;
  readonly notice: string | null;
  readonly error: string | undefined;
}

/** `/support/cache`: backend state, one card per key prefix with its purge button, and the market reload. */
export function CachePage({ status, notice, error }: CachePageProps) {
  const site = useSite();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <>
      <h1>Cache</h1>
      <PageMessages notice={notice} error={error} />
      <Card title="Speicher" className={styles.section}>
        <p className={styles.backend}>
          {status.backend === 'redis' ? 'Redis' : 'Im Prozess (ohne Redis)'}{' '}
          {status.reachable ? (
            <Badge tone="success">erreichbar</Badge>
          ) : (
            <Badge tone="danger">nicht erreichbar</Badge>
          )}
        </p>
        {!status.reachable && <p>Die Seiten werden ohne Cache ausgeliefert, bis Redis wieder antwortet.</p>}
      </Card>
      <section aria-labelledby="prefixes-heading" className={styles.section}>
        <h2 id="prefixes-heading">Bereiche</h2>
        <ul className={styles.prefixes}>
          {status.prefixes.map((p) => (
            <li key={p.prefix}>
              <Card title={p.label} headingLevel={3} tone="outlined" className={styles.prefix}>
                <p>
                  {p.entries === null
                    ? 'Anzahl unbekannt'
                    : `${formatQuantity(p.entries, site.countryId)} ${p.entries === 1 ? 'Eintrag' : 'Einträge'}`}
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value={`purge-${p.prefix}`} />
                  <input type="hidden" name="prefix" value={p.prefix} />
                  <Button
                    type="submit"
                    variant="secondary"
                    loading={busy(`purge-${p.prefix}`)}
                    loadingText="Wird geleert …"
                    aria-label={`Cache „${p.label}“ leeren`}
                  >
                    Leeren
                  </Button>
                </Form>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <Card title="Markt" className={styles.section}>
        <p>
          Lädt Händler, Liefergebiete und Preislisten in allen API-Prozessen neu; der Rechner nutzt sie nach
          wenigen Sekunden.
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="reload" />
          <Button type="submit" loading={busy('reload')} loadingText="Wird neu geladen …">
            Markt jetzt neu laden
          </Button>
        </Form>
      </Card>
    </>
  );
}
