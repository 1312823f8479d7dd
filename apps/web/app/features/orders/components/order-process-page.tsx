import type { OrderStepName } from '@fuel/domain';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { Alert, Button, Stepper } from '../../../ui';
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

/** The steps in one line (design-system Stepper): steps before the current one link back. */
function OrderStepper({ data }: { readonly data: Extract<OrderProcessData, { hasOrder: true }> }) {
  const site = useSite();
  const current = data.steps.Steps.findIndex((s) => s.Name === data.step);
  return (
    <Stepper
      label="Bestellschritte"
      current={current}
      className="checkout-stepper"
      steps={data.steps.Steps.map((step) => {
        const { title, slug } = ORDER_STEP_PAGES[step.Name as OrderStepName];
        return {
          label: title,
          ...(step.Validated && { to: siteHref(site, `/${data.productGroup}/bestellung/${slug}`) }),
        };
      })}
    />
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
        <Button asChild>
          <Link to={siteHref(site, `/${data.productGroup}/angebotsliste`)}>Zur Angebotsliste</Link>
        </Button>
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
            <Alert tone="warning" live className="checkout-notice">
              {PRICE_CHANGED}
            </Alert>
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
