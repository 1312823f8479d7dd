import type { OrderCancellationOutput } from '@fuel/api-client';
import { formatPrice, formatShortDateTime } from '@fuel/domain';
import { CANCELLATION_BOOKED_AS, CANCELLATION_BOOKED_AS_LABELS } from '@fuel/domain/orders';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Badge, Button, Checkbox, EmptyState, Field, Select, Table, TextInput } from '../../../ui';
import { DealerIdField, FilterForm, PageMessages, PeriodFields, SiteSelect } from '../../back-office';
import { bookingFieldNames, originalValue, postedBooking } from '../booking-form.util';
import type { CancellationFilterValues } from '../cancellations.server';
import styles from './cancellations-page.module.css';

const BOOKING_FORM_ID = 'cancellation-bookings';
const BOOKED_AS_OPTIONS = CANCELLATION_BOOKED_AS.map((mode) => ({
  value: mode,
  label: CANCELLATION_BOOKED_AS_LABELS[mode],
}));

interface CancellationsPageProps {
  readonly filter: CancellationFilterValues;
  readonly rows: readonly OrderCancellationOutput[];
  readonly filterError: string | null;
  readonly notice: string | null;
  readonly error: string | undefined;
}

/** `/stornomanagement`: filter, the cancellations with their booking, one "Speichern" for the changed rows. */
export function CancellationsPage({ filter, rows, filterError, notice, error }: CancellationsPageProps) {
  const navigation = useNavigation();
  const [dirty, setDirty] = useState<ReadonlySet<number>>(new Set());
  // With JavaScript the changed rows are marked at once; without it the action compares the hidden originals.
  // The row fields stand in the table, outside the form element, so the change is caught around both.
  const markDirty = () => {
    const element = document.getElementById(BOOKING_FORM_ID);
    if (!(element instanceof HTMLFormElement)) return;
    const form = new FormData(element);
    setDirty(
      new Set(
        rows
          .filter((row) => originalValue(postedBooking(form, row.orderId)) !== originalValue(row))
          .map((row) => row.orderId),
      ),
    );
  };
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'bookings';
  return (
    <>
      <h1>Stornomanagement</h1>
      <PageMessages notice={notice} error={error ?? filterError} />
      <FilterForm label="Stornierungen filtern" submitLabel="Anzeigen">
        <PeriodFields
          fromLabel="Storniert ab"
          toLabel="Storniert bis"
          from={filter.from}
          to={filter.to}
          required
        />
        <SiteSelect label="Seite" allLabel="Alle Seiten" defaultValue={filter.countryId} />
        <DealerIdField defaultValue={filter.dealerId} />
        <Field label="Gebucht">
          <Select
            name="booked"
            defaultValue={filter.booked}
            options={[
              { value: '', label: 'Alle' },
              { value: 'nein', label: 'Offen' },
              { value: 'ja', label: 'Gebucht' },
            ]}
          />
        </Field>
      </FilterForm>
      {rows.length === 0 ? (
        <EmptyState title="Keine Stornierungen" description="Im gewählten Zeitraum wurde nichts storniert." />
      ) : (
        <div onChange={markDirty}>
          <Form method="post" id={BOOKING_FORM_ID} className={styles.save}>
            <input type="hidden" name="intent" value="bookings" />
            <p>
              {dirty.size === 0
                ? 'Geänderte Zeilen werden markiert und mit „Speichern“ gemeinsam gespeichert.'
                : `${dirty.size} ${dirty.size === 1 ? 'Zeile geändert' : 'Zeilen geändert'}`}
            </p>
            <Button type="submit" loading={saving} loadingText="Wird gespeichert …">
              Speichern
            </Button>
          </Form>
          <Table
            caption="Stornierte Bestellungen"
            rows={rows}
            rowKey={(row) => row.orderId}
            columns={[
              {
                key: 'order',
                header: 'Bestellung',
                label: 'Bestellung',
                cell: (row) => (
                  <>
                    {row.orderNumber}
                    {dirty.has(row.orderId) && (
                      <>
                        {' '}
                        <Badge tone="warning">geändert</Badge>
                      </>
                    )}
                  </>
                ),
              },
              {
                key: 'cancelledAt',
                header: 'Storniert am',
                label: 'Storniert am',
                cell: (row) => formatShortDateTime(row.cancelledAt, row.countryId),
              },
              { key: 'dealer', header: 'Händler', label: 'Händler', cell: (row) => row.dealerName },
              { key: 'customer', header: 'Kunde', label: 'Kunde', cell: (row) => row.customerName },
              {
                key: 'total',
                header: 'Betrag',
                label: 'Betrag',
                align: 'end',
                cell: (row) => formatPrice(row.grossTotal, row.countryId),
              },
              {
                key: 'booking',
                header: 'Buchung',
                label: 'Buchung',
                cell: (row) => <BookingFields row={row} />,
              },
              {
                key: 'notes',
                header: 'Rückmeldung',
                label: 'Rückmeldung',
                cell: (row) => <RowForms row={row} />,
              },
            ]}
          />
        </div>
      )}
    </>
  );
}

/** The row's booking, posted with the booking form (`form` attribute) together with its stored values. */
function BookingFields({ row }: { readonly row: OrderCancellationOutput }) {
  const names = bookingFieldNames(row.orderId);
  return (
    <div className={styles.booking}>
      <input type="hidden" name="orderId" value={row.orderId} form={BOOKING_FORM_ID} />
      <input type="hidden" name={names.original} value={originalValue(row)} form={BOOKING_FORM_ID} />
      <Checkbox
        // The row names the order for sighted users; the hidden part names it for screen readers.
        label={
          <>
            Gebucht<span className="visually-hidden"> ({row.orderNumber})</span>
          </>
        }
        name={names.isBooked}
        value="1"
        defaultChecked={row.isBooked}
        form={BOOKING_FORM_ID}
      />
      <Field
        label={
          <>
            Gebucht als<span className="visually-hidden"> ({row.orderNumber})</span>
          </>
        }
        className={styles.bookedAs}
      >
        <Select
          name={names.bookedAs}
          defaultValue={row.bookedAs ?? ''}
          placeholder="Bitte wählen"
          options={BOOKED_AS_OPTIONS}
          form={BOOKING_FORM_ID}
        />
      </Field>
    </div>
  );
}

/** Comments of both sides and the feedback, each its own form posted to the route's action. */
function RowForms({ row }: { readonly row: OrderCancellationOutput }) {
  const sides = [
    { userId: row.customerUserId, label: `Kunde: ${row.customerName}`, comment: row.customerComment },
    ...(row.dealerUserId === null
      ? []
      : [{ userId: row.dealerUserId, label: `Händler: ${row.dealerName}`, comment: row.dealerComment }]),
  ];
  return (
    <div className={styles.notes}>
      <p>
        {row.feedbackStatus === 1 ? (
          <Badge tone="success" className={styles.feedback}>
            Feedback: {row.feedbackReason}
          </Badge>
        ) : (
          <Badge tone="neutral">Kein Feedback</Badge>
        )}
      </p>
      {sides.map(
        (side) =>
          side.comment && (
            <p key={side.userId}>
              {side.label}: „{side.comment.comment}“
            </p>
          ),
      )}
      <details>
        <summary>Kommentar erfassen</summary>
        <Form method="post" className={styles.rowForm}>
          <input type="hidden" name="intent" value="comment" />
          <input type="hidden" name="orderId" value={row.orderId} />
          <Field label="Von">
            <Select
              name="userId"
              options={sides.map((side) => ({ value: String(side.userId), label: side.label }))}
            />
          </Field>
          <Field label="Kommentar" required>
            <TextInput name="comment" maxLength={2000} />
          </Field>
          <Button type="submit" variant="secondary">
            Kommentar speichern
          </Button>
        </Form>
      </details>
      <details>
        <summary>Feedback geben</summary>
        <Form method="post" className={styles.rowForm}>
          <input type="hidden" name="intent" value="feedback" />
          <input type="hidden" name="orderId" value={row.orderId} />
          <Field label="Grund" required>
            <TextInput name="feedbackReason" maxLength={200} defaultValue={row.feedbackReason ?? ''} />
          </Field>
          <Field label="Kommentar">
            <TextInput name="feedbackComment" maxLength={2000} defaultValue={row.feedbackComment ?? ''} />
          </Field>
          <Button type="submit" variant="secondary">
            Feedback speichern
          </Button>
        </Form>
      </details>
    </div>
  );
}
