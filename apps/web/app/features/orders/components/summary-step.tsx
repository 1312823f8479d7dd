import { WITHDRAWAL_PERIOD_DAYS, formatQuantity, formatShortDateTime } from '@fuel/domain';
import { Form, Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import type { OrderData } from '../order-step.type';
import { type OrderStepActionData, STEP_FIELDS } from '../order-step-fields.constant';
import { AddressLines } from './address-lines';
import { StepActions } from './order-process-page.actions';

/**
 * The last check before ordering: addresses, payment, terms and the withdrawal information, the consent box
 * (the price is in the summary beside it). The attempt's Idempotency-Key is a form field: a double click
 * or a retry of an unknown outcome posts the same key and never orders twice; a refused attempt gets a new
 * key with the revalidated page.
 */
export function SummaryStep({
  data,
  result,
}: {
  readonly data: OrderData;
  readonly result?: OrderStepActionData;
}) {
  const site = useSite();
  const { common } = data;
  const quote = common.Quote;
  if (!quote) return null;
  const payment = common.PaymentData.Selected;
  const consentError = result?.fieldErrors?.consent;
  return (
    <Form method="post" noValidate aria-label="Bestellung abschließen">
      <input type="hidden" name={STEP_FIELDS.attemptKey} value={result?.attemptKey ?? data.attemptKey} />
      {result?.failure === 'price-changed' && (
        <p className="notice notice--error" role="alert" data-testid="price-changed">
          {result.message}
        </p>
      )}
      <div className="checkout-card">
        <h2>Lieferung</h2>
        {common.DeliveryPoints.length > 0
          ? common.DeliveryPoints.map((point, i) => (
              <div key={i}>
                <AddressLines address={point.Address} />
                <p>{`Menge: ${formatQuantity(point.Amount, site.code)} ${quote.Price.Unit}`}</p>
              </div>
            ))
          : common.DeliveryAddress && <AddressLines address={common.DeliveryAddress} />}
        {common.DeliveryPoints.length > 0 && common.InvoicePerStation && (
          <p>Eine Rechnung je Abladestelle.</p>
        )}
        {common.CompanyName && <p>{`Bestellung für: ${common.CompanyName}`}</p>}
      </div>
      {common.InvoiceAddress && (
        <div className="checkout-card">
          <h2>Rechnungsadresse</h2>
          <AddressLines address={common.InvoiceAddress} />
        </div>
      )}
      <div className="checkout-card">
        <h2>Zahlung</h2>
        <p data-testid="summary-payment">
          {payment?.Label}
          {payment?.PaymentModifier ? ` in ${payment.PaymentModifier} Monatsraten` : null}
          {payment?.IbanMasked && ` (${payment.IbanMasked})`}
        </p>
        <p className="form-field__hint" data-testid="price-held-until">
          {`Ihr Preis ist reserviert bis ${formatShortDateTime(quote.HeldUntil, site.code)} Uhr.`}
        </p>
      </div>
      <div className="checkout-card">
        <h2>Widerrufsrecht</h2>
        <p>
          {`Sie können Ihre Bestellung innerhalb von ${WITHDRAWAL_PERIOD_DAYS} Tagen ohne Angabe von Gründen widerrufen. Die Frist beginnt mit dem Vertragsschluss. Einzelheiten stehen in der Widerrufsbelehrung unserer `}
          <Link to={siteHref(site, '/druckansicht/agb')} target="_blank">
            AGB
          </Link>
          .
        </p>
        <label className="checkout-option">
          <input
            type="checkbox"
            name={STEP_FIELDS.consent}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'consent-error' : undefined}
          />
          <span>Ich habe die AGB und die Widerrufsbelehrung gelesen und akzeptiere sie.</span>
        </label>
        {consentError && (
          <p id="consent-error" className="form-error" role="alert">
            {consentError}
          </p>
        )}
      </div>
      <StepActions
        data={data}
        step="summary"
        result={result?.failure === 'price-changed' ? undefined : result}
        label="Zahlungspflichtig bestellen"
      />
    </Form>
  );
}
