import type { OrderPriceOutput } from '@fuel/api-client';
import { formatDeliveryWindow, formatQuantity } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';
import { Card } from '../../../ui';
import { deliveryPlace } from '../order-step-format.util';
import { PriceBreakdown } from './price-breakdown';

interface PriceBreakdownCardProps {
  readonly price: OrderPriceOutput;
  readonly zipCode: string;
  readonly town: string | null;
  readonly stations: number;
  /** The chosen payment method, once there is one. */
  readonly payment?: string | null;
}

/**
 * The order at a glance beside every checkout step: dealer, product and amount, where and when it is
 * delivered, how it is paid, and the all-in price line by line. Steps that change the price (payment)
 * render it with the new quote.
 */
export function PriceBreakdownCard({ price, zipCode, town, stations, payment }: PriceBreakdownCardProps) {
  const { code } = useSite();
  return (
    <Card
      title="Ihre Bestellung"
      tone="muted"
      as="div"
      className="checkout-summary"
      data-testid="order-summary"
    >
      <p className="checkout-summary__place" data-testid="delivery-place">
        {deliveryPlace(zipCode, town)}
        {stations > 1 && `, ${stations} Abladestellen`}
      </p>
      <dl className="checkout-summary__facts">
        <div>
          <dt>Händler</dt>
          <dd>{price.DealerName}</dd>
        </div>
        <div>
          <dt>Produkt</dt>
          <dd>{`${formatQuantity(price.Amount, code)} ${price.Unit} ${price.ProductName}`}</dd>
        </div>
        <div>
          <dt>Liefertermin</dt>
          <dd data-testid="delivery-window">
            {formatDeliveryWindow(price.EarliestDelivery, price.LatestDelivery, code)}
          </dd>
        </div>
        {payment && (
          <div>
            <dt>Zahlung</dt>
            <dd data-testid="summary-card-payment">{payment}</dd>
          </div>
        )}
      </dl>
      <PriceBreakdown price={price} />
    </Card>
  );
}
