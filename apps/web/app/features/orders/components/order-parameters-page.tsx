import { PRICE_HOLD_MINUTES, formatPrice } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';
import { Form, Link, useNavigation } from 'react-router';
import type { OrderParametersActionData, OrderParametersData } from '../order-parameters.server';
import { Alert, Button, Card } from '../../../ui';
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
  const site = useSite();
  const busy = useNavigation().state !== 'idle';
  if (!data.ok) {
    return (
      <section className="container checkout section" aria-labelledby="order-parameters-headline">
        <h1 id="order-parameters-headline">Bestellparameter bestätigen</h1>
        <Alert tone="error" live className="checkout-notice">
          {data.message}
        </Alert>
        <Button asChild>
          <Link to={data.offerListHref}>Zurück zur Angebotsliste</Link>
        </Button>
      </section>
    );
  }
  return (
    <section className="container checkout section" aria-labelledby="order-parameters-headline">
      <h1 id="order-parameters-headline">Bestellparameter bestätigen</h1>
      <div className="checkout-layout">
        <PriceBreakdownCard
          price={data.price}
          zipCode={data.zipCode}
          town={data.town}
          stations={data.stations}
        />
        <Card as="div" className="checkout-parameters__next">
          {actionData && (
            <Alert tone="error" live>
              {actionData.message}
            </Alert>
          )}
          <p className="checkout-total">
            <span>Gesamtpreis inkl. MwSt.</span>
            <strong>{formatPrice(data.price.GrossTotal, site.code)}</strong>
          </p>
          <p className="checkout-parameters__hold" data-testid="price-hold">
            {`Mit „Weiter zur Bestellung“ reservieren wir Ihnen diesen Preis für ${PRICE_HOLD_MINUTES} Minuten. Bestellen Sie in dieser Zeit, gilt er für Ihre Bestellung.`}
          </p>
          <Form method="post">
            <Button type="submit" block loading={busy} loadingText="Preis wird reserviert …">
              Weiter zur Bestellung
            </Button>
          </Form>
          <Button asChild variant="secondary" block>
            <Link to={data.offerListHref}>Anderes Angebot wählen</Link>
          </Button>
        </Card>
      </div>
    </section>
  );
}
