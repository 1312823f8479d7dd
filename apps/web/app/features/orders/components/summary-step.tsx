import {
  type OrderStepName,
  WITHDRAWAL_PERIOD_DAYS,
  formatPrice,
  formatQuantity,
  formatShortDateTime,
  siteSpelling,
} from '@fuel/domain';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { Alert, Card, Checkbox } from '../../../ui';
import { orderConsentTexts } from '../order-consent.util';
import { ORDER_STEP_PAGES } from '../order-steps.constant';
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
  const stepHref = (step: OrderStepName) =>
    siteHref(site, `/${data.productGroup}/bestellung/${ORDER_STEP_PAGES[step].slug}`);
  // DE and AT: the statutory withdrawal until delivery; CH knows none, the marketplace's own rule applies.
  const consent = orderConsentTexts(site.code);
  const { statutory } = consent;
  const deliveryStep: OrderStepName = common.DeliveryPoints.length > 0 ? 'deliveryPoints' : 'address';
  return (
    <Form method="post" noValidate aria-label={siteSpelling('Bestellung abschließen', site.code)}>
      <input type="hidden" name={STEP_FIELDS.attemptKey} value={result?.attemptKey ?? data.attemptKey} />
      {result?.failure === 'price-changed' && (
        <Alert tone="error" live className="checkout-notice" data-testid="price-changed">
          {result.message}
        </Alert>
      )}
      <ReviewCard title="Lieferung" href={stepHref(deliveryStep)}>
        {common.DeliveryPoints.length > 0
          ? common.DeliveryPoints.map((point, i) => (
              <div key={i} className="checkout-review__point">
                <p className="checkout-review__label">{`Abladestelle ${i + 1}`}</p>
                <AddressLines address={point.Address} />
                <p>{`Menge: ${formatQuantity(point.Amount, site.code)} ${quote.Price.Unit}`}</p>
              </div>
            ))
          : common.DeliveryAddress && <AddressLines address={common.DeliveryAddress} />}
        {common.DeliveryPoints.length > 0 && common.InvoicePerStation && (
          <p>Eine Rechnung je Abladestelle.</p>
        )}
        {common.CompanyName && <p>{`Bestellung für: ${common.CompanyName}`}</p>}
      </ReviewCard>
      {common.InvoiceAddress && (
        <ReviewCard title="Rechnungsadresse" href={stepHref('address')}>
          <AddressLines address={common.InvoiceAddress} />
        </ReviewCard>
      )}
      <ReviewCard title="Zahlung" changeLabel="Zahlungsart ändern" href={stepHref('payment')}>
        <p data-testid="summary-payment">
          {payment?.Label}
          {payment?.PaymentModifier ? ` in ${payment.PaymentModifier} Monatsraten` : null}
          {payment?.IbanMasked && ` (${payment.IbanMasked})`}
        </p>
        <p className="checkout-hint" data-testid="price-held-until">
          {`Ihr Preis ist reserviert bis ${formatShortDateTime(quote.HeldUntil, site.code)} Uhr.`}
        </p>
      </ReviewCard>
      <Card title={statutory ? 'Widerrufsrecht' : 'Stornierung'} className="checkout-review">
        <p>
          {statutory
            ? `Sie können Ihre Bestellung innerhalb von ${WITHDRAWAL_PERIOD_DAYS} Tagen ohne Angabe von Gründen widerrufen, solange die Ware nicht geliefert ist. Einzelheiten stehen in der Widerrufsbelehrung unserer `
            : `Solange der Händler Ihre Bestellung nicht bestätigt hat, können Sie sie kostenlos stornieren (höchstens ${WITHDRAWAL_PERIOD_DAYS} Tage). Ein gesetzliches Widerrufsrecht für Online-Käufe kennt die Schweiz nicht. Einzelheiten stehen in unseren `}
          <Link to={siteHref(site, '/druckansicht/agb')} target="_blank">
            AGB
          </Link>
          .
        </p>
        <Checkbox
          name={STEP_FIELDS.consent}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? 'consent-error' : undefined}
          label={consent.label}
        />
        {consentError && (
          <p id="consent-error" className="checkout-error" role="alert">
            {consentError}
          </p>
        )}
      </Card>
      {/* The amount to pay right above the button that orders (on phones the summary is further down). */}
      <p className="checkout-total" data-testid="summary-total">
        <span>Gesamtpreis inkl. MwSt.</span>
        <strong>{formatPrice(quote.Price.GrossTotal, site.code)}</strong>
      </p>
      <StepActions
        data={data}
        step="summary"
        result={result?.failure === 'price-changed' ? undefined : result}
        label="Zahlungspflichtig bestellen"
      />
    </Form>
  );
}

/** A part of the last check with its 'Ändern' link back to the step, named for screen readers. */
function ReviewCard({
  title,
  href,
  changeLabel = `${title} ändern`,
  children,
}: {
  readonly title: string;
  readonly href: string;
  readonly changeLabel?: string;
  readonly children: ReactNode;
}) {
  return (
    <Card
      title={title}
      actions={
        <Link to={href} aria-label={changeLabel}>
          Ändern
        </Link>
      }
      className="checkout-review"
    >
      {children}
    </Card>
  );
}
