import { type OrderStepName, formatPrice, formatQuantity } from '@fuel/domain';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import type { OrderProcessData } from '../order-process.server';
import type { StepSaved } from '../order-step.type';
import { neighbourSteps } from '../order-step-navigation.util';
import { ORDER_STEP_PAGES } from '../order-steps.constant';
import { AddressStep } from './address-step';
import { DeliveryPointsStep } from './delivery-points-step';
import { PaymentStep } from './payment-step';
import { SummaryStep } from './summary-step';

function noticeOf(state: unknown): string | undefined {
  return state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : undefined;
}

/** The order process: the server's step list, the current step, and a short reminder of what is ordered. */
export function OrderProcessPage({ data }: { readonly data: OrderProcessData }) {
  const site = useSite();
  const navigate = useNavigate();
  const notice = noticeOf(useLocation().state);
  if (!data.hasOrder) {
    return (
      <section className="narrow-content section" aria-labelledby="order-headline">
        <h1 id="order-headline">Keine Bestellung in Bearbeitung</h1>
        <p>Bitte wählen Sie zuerst ein Angebot in der Angebotsliste.</p>
        <Link className="button" to={siteHref(site, `/${data.productGroup}/angebotsliste`)}>
          Zur Angebotsliste
        </Link>
      </section>
    );
  }
  const stepHref = (step: OrderStepName) =>
    siteHref(site, `/${data.productGroup}/bestellung/${ORDER_STEP_PAGES[step].slug}`);
  const { previous, next } = neighbourSteps(data.steps, data.step);
  const goNext: StepSaved = (stepNotice) => {
    if (next) void navigate(stepHref(next), { state: stepNotice ? { notice: stepNotice } : null });
  };
  const quote = data.common.Quote;

  return (
    <section className="narrow-content section" aria-labelledby="order-headline">
      <nav aria-label="Bestellschritte">
        <ol className="order-step-list">
          {data.steps.Steps.map((step, index) => {
            const name = step.Name as OrderStepName;
            const label = `${index + 1}. ${ORDER_STEP_PAGES[name].title}`;
            if (name === data.step)
              return (
                <li key={name} aria-current="step">
                  {label}
                </li>
              );
            return <li key={name}>{step.Validated ? <Link to={stepHref(name)}>{label}</Link> : label}</li>;
          })}
        </ol>
      </nav>
      <h1 id="order-headline">{ORDER_STEP_PAGES[data.step].title}</h1>
      {quote && data.step !== 'summary' && (
        <p className="notice notice--info" data-testid="order-reminder">
          {`${formatQuantity(quote.Price.Amount, site.code)} ${quote.Price.Unit} ${quote.Price.ProductName} bei ${quote.Price.DealerName} für ${formatPrice(quote.Price.GrossTotal, site.code)}`}
        </p>
      )}
      {notice && (
        <p className="notice notice--info" role="status">
          {notice}
        </p>
      )}
      {data.step === 'address' && <AddressStep data={data} onSaved={goNext} />}
      {data.step === 'deliveryPoints' && <DeliveryPointsStep data={data} onSaved={goNext} />}
      {data.step === 'payment' && <PaymentStep data={data} onSaved={goNext} />}
      {data.step === 'summary' && <SummaryStep data={data} />}
      {previous && (
        <p className="order-step-back">
          <Link to={stepHref(previous)}>{`Zurück: ${ORDER_STEP_PAGES[previous].title}`}</Link>
        </p>
      )}
    </section>
  );
}
