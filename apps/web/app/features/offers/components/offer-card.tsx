import type { OfferOutput } from '@fuel/api-client';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { Button } from '../../../ui';
import { offerCardTexts } from '../offer-format.util';
import { StarRating } from './star-rating';
import styles from './offer-card.module.css';

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
    <article className={styles.card} aria-labelledby={headingId} data-testid="offer-card">
      <div className="offer-card__main">
        <p className={styles.meta}>
          <span className={styles.rank} aria-label={`Platz ${offer.Rank}`}>
            {offer.Rank}.
          </span>
          {texts.badge && (
            <span
              className={`${styles.badge} ${texts.badge === 'Bestpreis' ? styles.badgeBest : styles.badgeTop}`}
            >
              {texts.badge}
            </span>
          )}
          {offer.IsDefaultOffer && (
            <span className={`${styles.badge} ${styles.badgeGuide}`}>Regionales Richtangebot</span>
          )}
        </p>
        <h3 id={headingId} className={styles.dealer}>
          {offer.DealerName}
        </h3>
        <p className={styles.city}>{offer.City}</p>
        <StarRating rating={offer.Rating} text={texts.rating} count={texts.ratingCount} />
        <p className={styles.product}>{offer.ProductName}</p>
        <p className={styles.delivery}>{texts.delivery}</p>
        {payments.length > 0 && (
          <p className={styles.payments}>
            <span className="muted">Zahlungsarten: </span>
            {payments.join(', ')}
          </p>
        )}
      </div>
      <div className={styles.price}>
        <p className={styles.total} data-testid="offer-total">
          {texts.totalPrice}
        </p>
        <p className={styles.unitPrice}>{texts.unitPrice}</p>
        <p className={styles.vat}>{texts.vat}</p>
        <Button asChild>
          <Link to={orderHref} aria-describedby={headingId}>
            Bestellen
          </Link>
        </Button>
      </div>
    </article>
  );
}
