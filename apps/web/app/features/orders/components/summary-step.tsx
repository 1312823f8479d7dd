import { placeOrder } from '@fuel/api-client';
import { WITHDRAWAL_PERIOD_DAYS, formatQuantity, formatShortDateTime } from '@fuel/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { errorText } from '../../../lib/errors/api-error.util';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import {
  type PlacementFailure,
  alreadyPlacedPath,
  needsNewAttemptKey,
  newAttemptKey,
  placementFailure,
} from '../placement-attempt.util';
import { AddressLines } from './address-lines';
import type { OrderData } from '../order-step.type';
import { PriceBreakdown } from './price-breakdown';
import { useApiClient } from '../../../lib/api/api-client-provider';

/** A first request still running is asked again this often with the same key before giving up. */
const IN_PROGRESS_RETRIES = 5;
const IN_PROGRESS_DELAY_MS = 1500;

const UNKNOWN_OUTCOME =
  'Wir konnten nicht feststellen, ob Ihre Bestellung angekommen ist. Bitte klicken Sie erneut auf „Zahlungspflichtig bestellen“ – Ihre Bestellung wird dabei nicht doppelt aufgegeben.';

function failureMessage(failure: PlacementFailure, error: unknown): string {
  if (failure === 'retry') return UNKNOWN_OUTCOME;
  return errorText(error, 'Die Bestellung konnte nicht aufgegeben werden.');
}

/**
 * The last check before ordering: price, addresses, payment, terms and the withdrawal information, the
 * consent box. One Idempotency-Key per attempt, so a double click or a retry never orders twice; a changed
 * price ends the attempt and asks for the consent again.
 */
export function SummaryStep({ data }: { readonly data: OrderData }) {
  const api = useApiClient();
  const site = useSite();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { common } = data;
  const quote = common.Quote;
  // A ref, not state: a retry right after a failure must already see the key of its attempt.
  const attemptKey = useRef<string>(undefined);
  const inProgressRetries = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string>();
  const [failure, setFailure] = useState<{ kind: PlacementFailure; message: string }>();
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const mutation = useMutation({
    mutationFn: (quoteId: string) => {
      attemptKey.current ??= newAttemptKey();
      return placeOrder({
        client: api,
        headers: { 'Idempotency-Key': attemptKey.current },
        body: { QuoteId: quoteId, AcceptTerms: true },
        throwOnError: true,
      });
    },
    onSuccess: ({ data: placed }) => void navigate(siteHref(site, placed.SuccessPath)),
    onError: (error, quoteId) => {
      const kind = placementFailure(error);
      // Placed by a second click or tab meanwhile: that order is this customer's success, not an error.
      const placedPath = kind === 'already-placed' ? alreadyPlacedPath(error) : undefined;
      if (placedPath) return void navigate(siteHref(site, placedPath));
      if (needsNewAttemptKey(kind)) attemptKey.current = undefined;
      setFailure({ kind, message: failureMessage(kind, error) });
      if (kind === 'in-progress' && inProgressRetries.current < IN_PROGRESS_RETRIES) {
        inProgressRetries.current += 1;
        retryTimer.current = setTimeout(() => mutation.mutate(quoteId), IN_PROGRESS_DELAY_MS);
        return;
      }
      if (kind === 'price-changed') setConsent(false);
      // New price, changed order or ended session: the loader shows the current state (or the sign-in).
      if (kind !== 'retry') void revalidate();
    },
  });
  if (!quote) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setConsentError(consent ? undefined : 'Bitte bestätigen Sie die AGB und die Widerrufsbelehrung.');
    if (!consent || !quote || mutation.isPending) return;
    inProgressRetries.current = 0;
    mutation.mutate(quote.QuoteId);
  }

  const payment = common.PaymentData.Selected;
  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Bestellung abschließen">
      {failure?.kind === 'price-changed' && (
        <p className="notice notice--error" role="alert" data-testid="price-changed">
          {failure.message}
        </p>
      )}
      <h2>{quote.Price.DealerName}</h2>
      <PriceBreakdown price={quote.Price} />
      <p className="notice notice--info" data-testid="price-held-until">
        {`Preis garantiert bis ${formatShortDateTime(quote.HeldUntil, site.code)} Uhr.`}
      </p>
      <h2>Lieferung</h2>
      {common.DeliveryPoints.length > 0
        ? common.DeliveryPoints.map((point, i) => (
            <div key={i}>
              <AddressLines address={point.Address} />
              <p>{`Menge: ${formatQuantity(point.Amount, site.code)} ${quote.Price.Unit}`}</p>
            </div>
          ))
        : common.DeliveryAddress && <AddressLines address={common.DeliveryAddress} />}
      {common.DeliveryPoints.length > 0 && common.InvoicePerStation && <p>Eine Rechnung je Abladestelle.</p>}
      {common.CompanyName && <p>{`Bestellung für: ${common.CompanyName}`}</p>}
      {common.InvoiceAddress && (
        <>
          <h2>Rechnungsadresse</h2>
          <AddressLines address={common.InvoiceAddress} />
        </>
      )}
      <h2>Zahlung</h2>
      <p data-testid="summary-payment">
        {payment?.Label}
        {payment?.PaymentModifier ? ` in ${payment.PaymentModifier} Monatsraten` : null}
        {payment?.IbanMasked && ` (${payment.IbanMasked})`}
      </p>
      <h2>Widerrufsrecht</h2>
      <p>
        {`Sie können Ihre Bestellung innerhalb von ${WITHDRAWAL_PERIOD_DAYS} Tagen ohne Angabe von Gründen widerrufen. Die Frist beginnt mit dem Vertragsschluss. Einzelheiten stehen in der Widerrufsbelehrung unserer `}
        <Link to={siteHref(site, '/druckansicht/agb')} target="_blank">
          AGB
        </Link>
        .
      </p>
      <label className="checkbox">
        <input
          type="checkbox"
          name="consent"
          checked={consent}
          onChange={(event) => setConsent(event.currentTarget.checked)}
          aria-invalid={consentError ? true : undefined}
        />{' '}
        Ich habe die AGB und die Widerrufsbelehrung gelesen und akzeptiere sie.
      </label>
      {consentError && (
        <p className="form-error" role="alert">
          {consentError}
        </p>
      )}
      {failure && failure.kind !== 'price-changed' && !mutation.isPending && (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      )}
      <button type="submit" className="button" disabled={mutation.isPending || mutation.isSuccess}>
        Zahlungspflichtig bestellen
      </button>
    </form>
  );
}
