import type { OfferOutput } from '@fuel/api-client';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { offerCardTexts } from '../offer-format.util';
import { StarRating } from './star-rating';

interface OfferCardProps {
  readonly offer: OfferOutput;
  /** Payment option labels from the calculator data, by option id. */
  readonly paymentLabels: ReadonlyMap<number, string>;
  readonly orderHref: string;
}

export function OfferCard({ offer, paymentLabels, orderHref }: OfferCardProps) {
  const { code } = useSite();
  const texts = offerCardTexts(offer, code);
  const headingId = `offer-${offer.DealerId}-${offer.BranchId}`;
  const payments = offer.PaymentOptionIds.flatMap((id) => paymentLabels.get(id) ?? []);
  return (
    <article className="offer-card" aria-labelledby={headingId} data-testid="offer-card">
      <div className="offer-card__main">
        <p className="offer-card__meta">
          <span className="offer-card__rank" aria-label={`Platz ${offer.Rank}`}>
            {offer.Rank}.
          </span>
          {texts.badge && (
            <span className={`badge ${texts.badge === 'Bestpreis' ? 'badge--best' : 'badge--top'}`}>
              {texts.badge}
            </span>
          )}
          {offer.IsDefaultOffer && <span className="badge badge--guide">Regionales Richtangebot</span>}
        </p>
        <h3 id={headingId} className="offer-card__dealer">
          {offer.DealerName}
        </h3>
        <p className="offer-card__city">{offer.City}</p>
        <StarRating rating={offer.Rating} text={texts.rating} count={texts.ratingCount} />
        <p className="offer-card__product">{offer.ProductName}</p>
        <p className="offer-card__delivery">{texts.delivery}</p>
        {payments.length > 0 && (
          <p className="offer-card__payments">
            <span className="muted">Zahlungsarten: </span>
            {payments.join(', ')}
          </p>
        )}
      </div>
      <div className="offer-card__price">
        <p className="offer-card__total" data-testid="offer-total">
          {texts.totalPrice}
        </p>
        <p className="offer-card__unit-price">{texts.unitPrice}</p>
        <p className="offer-card__vat">{texts.vat}</p>
        <Link className="button" to={orderHref} aria-describedby={headingId}>
          Bestellen
        </Link>
      </div>
    </article>
  );
}
