import type { SupportOrderDetailsOutput } from '@fuel/api-client';
import { ORDER_STATUS_LABELS, type OrderStatus, formatShortDateTime } from '@fuel/domain';
import { Form, Link, useNavigation } from 'react-router';
import { Alert, Button, Card, Field, Table, TextInput } from '../../../../ui';
import { useSite } from '../../../../lib/site/site-provider';
import { siteHref } from '../../../../lib/site/site-links.util';
import {
  SUPPORT_ORDER_SEARCH_PATH,
  actorKindLabel,
  auditActionLabel,
  supportUserPath,
} from '../../../back-office';
import { OrderDetails } from '../../components/order-details';
import styles from './support-orders.module.css';

type HistoryEntry = SupportOrderDetailsOutput['history'][number];

interface SupportOrderPageProps {
  readonly details: SupportOrderDetailsOutput;
  readonly notice: string | null;
  readonly failed: { readonly intent: string; readonly error: string } | undefined;
}

/** `/support/bestellungen/{orderId}`: the order, its customer, full history, notes and support's actions. */
export function SupportOrderPage({ details, notice, failed }: SupportOrderPageProps) {
  const { order, customer } = details;
  const { basePath } = useSite();
  const site = order.CountryId;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && (navigation.formData?.get('intent') ?? 'note') === intent;
  const errorOf = (intent: string) => (failed?.intent === intent ? failed.error : undefined);
  return (
    <>
      <p>
        <Link to={siteHref({ basePath }, SUPPORT_ORDER_SEARCH_PATH)}>Zur Bestellsuche</Link>
      </p>
      <h1>Bestellung {order.OrderNumber}</h1>
      <p>
        Status: {order.StatusLabel} · bestellt am {formatShortDateTime(details.placedAt, site)}
      </p>
      {notice && (
        <Alert tone="success" live className={styles.section}>
          {notice}
        </Alert>
      )}
      <OrderDetails
        order={order}
        title="Bestelldaten"
        history={false}
        aside={
          <Card title="Kunde">
            {customer ? (
              <p>
                {customer.email}
                {customer.isGuest && ' (Gastbestellung)'}
                {customer.phone && (
                  <>
                    <br />
                    Telefon {customer.phone}
                  </>
                )}
                <br />
                <Link to={siteHref({ basePath }, supportUserPath(customer.userId))}>Benutzer öffnen</Link>
              </p>
            ) : (
              <p>Das Kundenkonto gibt es nicht mehr.</p>
            )}
          </Card>
        }
      />
      <Card title="Verlauf" className={styles.section}>
        <Table<HistoryEntry>
          caption="Verlauf der Bestellung, älteste zuerst"
          hideCaption
          rows={details.history}
          rowKey={(entry) => `${entry.source}-${entry.at}-${entry.action}`}
          columns={[
            { key: 'at', header: 'Zeit', label: 'Zeit', cell: (e) => formatShortDateTime(e.at, site) },
            { key: 'what', header: 'Ereignis', label: 'Ereignis', cell: historyLabel },
            { key: 'who', header: 'Von', label: 'Von', cell: (e) => actorKindLabel(e.actorKind) },
            {
              key: 'note',
              header: 'Notiz',
              label: 'Notiz',
              cell: (e) => <span className={styles.noteText}>{e.note}</span>,
            },
          ]}
        />
      </Card>
      <Card title="Interne Notizen" className={styles.section}>
        {details.notes.length === 0 ? (
          <p>Noch keine Notizen.</p>
        ) : (
          <ul className={styles.notes}>
            {details.notes.map((note) => (
              <li key={note.id}>
                <p className={styles.noteText}>{note.text}</p>
                <p className={styles.meta}>
                  {note.authorEmail ?? 'Unbekannt'}, {formatShortDateTime(note.createdAt, site)}
                </p>
              </li>
            ))}
          </ul>
        )}
        {/* A new key after each saved note empties the field (the page stays mounted across the redirect). */}
        <Form method="post" className={styles.section} key={details.notes.length}>
          <input type="hidden" name="intent" value="note" />
          <Field
            label="Neue Notiz"
            error={errorOf('note')}
            hint="Höchstens 2000 Zeichen; Kunde und Händler sehen sie nicht."
          >
            <TextInput name="text" required maxLength={2000} />
          </Field>
          <Button type="submit" loading={busy('note')} loadingText="Wird gespeichert …">
            Notiz speichern
          </Button>
        </Form>
      </Card>
      <Card title="Mails" className={styles.section}>
        <p>Sendet dem Kunden die Bestellbestätigung und die Mail zum aktuellen Status noch einmal.</p>
        {errorOf('mails') && <Alert tone="error">{errorOf('mails')}</Alert>}
        <Form method="post">
          <input type="hidden" name="intent" value="mails" />
          <Button type="submit" variant="secondary" loading={busy('mails')} loadingText="Wird versendet …">
            Mails erneut senden
          </Button>
        </Form>
      </Card>
      {order.Status !== 'cancelled' && order.Status !== 'delivered' && order.Status !== 'rated' && (
        <Card title="Stornieren" className={styles.section}>
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <Field label="Grund der Stornierung" error={errorOf('cancel')} required>
              <TextInput name="reason" maxLength={500} />
            </Field>
            <Button type="submit" variant="secondary" loading={busy('cancel')} loadingText="Wird storniert …">
              Bestellung stornieren
            </Button>
          </Form>
        </Card>
      )}
    </>
  );
}

function historyLabel(entry: HistoryEntry): string {
  if (entry.source === 'status' && entry.toStatus) return ORDER_STATUS_LABELS[entry.toStatus as OrderStatus];
  return auditActionLabel(entry.action);
}
