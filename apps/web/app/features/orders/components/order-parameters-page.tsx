import { PRICE_HOLD_MINUTES } from '@fuel/domain';
import { Form, Link, useNavigation } from 'react-router';
import type { OrderParametersActionData, OrderParametersData } from '../order-parameters.server';
import { PriceBreakdownCard } from './price-breakdown-card';

/**
 * Confirm parameters: the chosen offer at its all-in price (calculated, not yet held), then on into the
 * order. The button posts, so the price is held only for a customer who continues, also without JavaScript.
 */
export function OrderParametersPage({
  data,
  actionData,
}: {
  readonly data: OrderParametersData;
  readonly actionData?: OrderParametersActionData;
}) {
  const busy = useNavigation().state !== 'idle';
  if (!data.ok) {
    return (
      <section className="container checkout section" aria-labelledby="order-parameters-headline">
        <h1 id="order-parameters-headline">Bestellparameter bestätigen</h1>
        <p className="notice notice--error" role="alert">
          {data.message}
        </p>
        <Link className="button" to={data.offerListHref}>
          Zurück zur Angebotsliste
        </Link>
      </section>
    );
  }
  return (
    <section className="container checkout section" aria-labelledby="order-parameters-headline">
      <h1 id="order-parameters-headline">Bestellparameter bestätigen</h1>
      <div className="checkout-parameters">
        <PriceBreakdownCard
          price={data.price}
          zipCode={data.zipCode}
          town={data.town}
          stations={data.stations}
        />
        <div className="checkout-parameters__next">
          {actionData && (
            <p className="notice notice--error" role="alert">
              {actionData.message}
            </p>
          )}
          <p className="checkout-parameters__hold" data-testid="price-hold">
            {`Mit „Weiter zur Bestellung“ reservieren wir Ihnen diesen Preis für ${PRICE_HOLD_MINUTES} Minuten. Bestellen Sie in dieser Zeit, gilt er für Ihre Bestellung.`}
          </p>
          <Form method="post" className="checkout-parameters__form">
            <button type="submit" className="button checkout-parameters__continue" disabled={busy}>
              Weiter zur Bestellung
            </button>
          </Form>
          <Link to={data.offerListHref}>Anderes Angebot wählen</Link>
        </div>
      </div>
    </section>
  );
}
