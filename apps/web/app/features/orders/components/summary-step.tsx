import { type OrderAddressOutput, placeOrder } from '@fuel/api-client';
import { WITHDRAWAL_PERIOD_DAYS, formatQuantity } from '@fuel/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { apiBaseUrl } from '../../api/api-base-url';
import { MutationFeedback } from '../../account/components/mutation-feedback';
import { useSite } from '../../site/site-provider';
import { siteHref } from '../../site/site-links.util';
import type { OrderData } from './order-process-page';
import { PriceBreakdown } from './price-breakdown';

function AddressLines({ address }: { readonly address: OrderAddressOutput }) {
  return (
    <address>
      {[address.Title1, address.Title2, address.FirstName, address.LastName].filter(Boolean).join(' ')}
      {address.Company && (
        <>
          <br />
          {address.Company}
        </>
      )}
      <br />
      {`${address.Street} ${address.HouseNumber}`}
      <br />
      {`${address.ZipCode} ${address.City}`}
    </address>
  );
}

/**
 * The last check before ordering: price, addresses, payment, terms and the withdrawal information, the
 * consent box. One Idempotency-Key per attempt, so a double click or a retry never orders twice.
 */
export function SummaryStep({ data }: { readonly data: OrderData }) {
  const site = useSite();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { common } = data;
  const quote = common.Quote;
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const [consentError, setConsentError] = useState<string>();
  const mutation = useMutation({
    mutationFn: (quoteId: string) =>
      placeOrder({
        baseUrl: apiBaseUrl(),
        headers: { 'Idempotency-Key': attemptKey },
        body: { QuoteId: quoteId, AcceptTerms: true },
        throwOnError: true,
      }),
    onSuccess: ({ data: placed }) => void navigate(siteHref(site, placed.SuccessPath)),
    onError: () => {
      // A refused attempt (new price, changed order) is over: the next one is a new attempt.
      setAttemptKey(crypto.randomUUID());
      void revalidate();
    },
  });
  if (!quote) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const consent = new FormData(event.currentTarget).get('consent') === 'on';
    setConsentError(consent ? undefined : 'Bitte bestätigen Sie die AGB und die Widerrufsbelehrung.');
    if (consent && quote) mutation.mutate(quote.QuoteId);
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Bestellung abschließen">
      <h2>{quote.Price.DealerName}</h2>
      <PriceBreakdown price={quote.Price} />
      <h2>Lieferung</h2>
      {common.DeliveryPoints.length > 0
        ? common.DeliveryPoints.map((point, i) => (
            <div key={i}>
              <AddressLines address={point.Address} />
              <p>{`Menge: ${formatQuantity(point.Amount, site.code)} ${quote.Price.Unit}`}</p>
            </div>
          ))
        : common.DeliveryAddress && <AddressLines address={common.DeliveryAddress} />}
      {common.InvoiceAddress && (
        <>
          <h2>Rechnungsadresse</h2>
          <AddressLines address={common.InvoiceAddress} />
        </>
      )}
      <h2>Zahlung</h2>
      <p data-testid="summary-payment">
        {common.PaymentData.Selected?.Label}
        {common.PaymentData.Selected?.IbanMasked && ` (${common.PaymentData.Selected.IbanMasked})`}
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
        <input type="checkbox" name="consent" aria-invalid={consentError ? true : undefined} /> Ich habe die
        AGB und die Widerrufsbelehrung gelesen und akzeptiere sie.
      </label>
      {consentError && (
        <p className="form-error" role="alert">
          {consentError}
        </p>
      )}
      <MutationFeedback isError={mutation.isError} error={mutation.error} />
      <button type="submit" className="button" disabled={mutation.isPending || mutation.isSuccess}>
        Zahlungspflichtig bestellen
      </button>
    </form>
  );
}
