import type { OrderStepName } from '@fuel/domain';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import type { OrderProcessData } from '../order-process.server';
import type { OrderStepActionData } from '../order-step-fields.constant';
import { ORDER_STEP_PAGES } from '../order-steps.constant';
import { AddressStep } from './address-step';
import { DeliveryPointsStep } from './delivery-points-step';
import { PaymentStep } from './payment-step';
import { PriceBreakdownCard } from './price-breakdown-card';
import { SummaryStep } from './summary-step';

const PRICE_CHANGED =
  'Mit der gewählten Zahlungsart ändert sich der Preis. Bitte prüfen Sie den neuen Gesamtpreis.';

/** The steps in one line: done ones linked, the current one marked; phones show only its title. */
function OrderStepper({ data }: { readonly data: Extract<OrderProcessData, { hasOrder: true }> }) {
  const site = useSite();
  const currentIndex = data.steps.Steps.findIndex((s) => s.Name === data.step);
  return (
    <nav aria-label="Bestellschritte">
      <ol className="checkout-stepper">
        {data.steps.Steps.map((step, index) => {
          const name = step.Name as OrderStepName;
          const { title, slug } = ORDER_STEP_PAGES[name];
          const content = (
            <>
              <span className="checkout-stepper__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="checkout-stepper__label">{title}</span>
            </>
          );
          if (name === data.step) {
            return (
              <li key={name} aria-current="step">
                {content}
              </li>
            );
          }
          return (
            <li key={name} className={index < currentIndex ? 'is-done' : undefined}>
              {step.Validated ? (
                <Link to={siteHref(site, `/${data.productGroup}/bestellung/${slug}`)}>{content}</Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The order process: the steps, the current step's form and beside it the order with its price. */
export function OrderProcessPage({
  data,
  actionData,
}: {
  readonly data: OrderProcessData;
  readonly actionData?: OrderStepActionData;
}) {
  const site = useSite();
  if (!data.hasOrder) {
    return (
      <section className="checkout section" aria-labelledby="order-headline">
        <h1 id="order-headline">Keine Bestellung in Bearbeitung</h1>
        <p>Bitte wählen Sie zuerst ein Angebot in der Angebotsliste.</p>
        <Link className="button" to={siteHref(site, `/${data.productGroup}/angebotsliste`)}>
          Zur Angebotsliste
        </Link>
      </section>
    );
  }
  const result = actionData?.step === data.step ? actionData : undefined;
  const quote = data.common.Quote;
  const payment = data.common.PaymentData.Selected;

  return (
    <section className="checkout section" aria-labelledby="order-headline">
      <OrderStepper data={data} />
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          <h1 id="order-headline">{ORDER_STEP_PAGES[data.step].title}</h1>
          {data.priceChanged && (
            <p className="notice notice--info" role="status">
              {PRICE_CHANGED}
            </p>
          )}
          {data.step === 'address' && <AddressStep data={data} result={result} />}
          {data.step === 'deliveryPoints' && <DeliveryPointsStep data={data} result={result} />}
          {data.step === 'payment' && <PaymentStep data={data} result={result} />}
          {data.step === 'summary' && <SummaryStep data={data} result={result} />}
        </div>
        {quote && (
          <aside className="checkout-layout__aside" aria-label="Bestellübersicht">
            <PriceBreakdownCard
              price={quote.Price}
              zipCode={quote.ZipCode}
              town={data.town}
              stations={quote.Stations}
              payment={
                payment &&
                `${payment.Label}${payment.PaymentModifier ? ` in ${payment.PaymentModifier} Monatsraten` : ''}`
              }
            />
          </aside>
        )}
      </div>
    </section>
  );
}
