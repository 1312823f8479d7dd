import type { RatingEntryOutput, RatingSummaryOutput } from '@fuel/api-client';
import { formatOneDigit, formatQuantity, formatShortDate } from '@fuel/domain';
import { StarRating } from '../../offers';
import { useSite } from '../../../lib/site/site-provider';
import styles from './rating-summary.module.css';

/** Stars, mean and number of ratings; a plain note while a dealer has none. */
export function RatingSummary({ rating }: { readonly rating: RatingSummaryOutput }) {
  const { code } = useSite();
  if (rating.Count === 0) return <p className="muted">Noch keine Bewertungen</p>;
  const count = `${formatQuantity(rating.Count, code)} ${rating.Count === 1 ? 'Bewertung' : 'Bewertungen'}`;
  return <StarRating rating={rating.Average} text={formatOneDigit(rating.Average, code)} count={count} />;
}

/** The newest rating texts, each with its stars and date. */
export function RecentRatings({ ratings }: { readonly ratings: readonly RatingEntryOutput[] }) {
  const { code } = useSite();
  if (ratings.length === 0) return null;
  return (
    <ul className={styles.ratings}>
      {ratings.map((rating) => (
        <li key={`${rating.CreatedAt}-${rating.Stars}`}>
          <StarRating
            rating={rating.Stars}
            text={String(rating.Stars)}
            count={formatShortDate(rating.CreatedAt, code)}
          />
          <p>{rating.Text}</p>
        </li>
      ))}
    </ul>
  );
}
