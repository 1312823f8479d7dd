import type { RatingSummaryOutput } from '@fuel/api-client';
import { formatOneDigit, formatQuantity } from '@fuel/domain';
import { StarRating } from '../../offers/components/star-rating';
import { useSite } from '../../site/site-provider';

/** Stars, mean and number of ratings; a plain note while a dealer has none. */
export function RatingSummary({ rating }: { readonly rating: RatingSummaryOutput }) {
  const { code } = useSite();
  if (rating.Count === 0) return <p className="muted">Noch keine Bewertungen</p>;
  const count = `${formatQuantity(rating.Count, code)} ${rating.Count === 1 ? 'Bewertung' : 'Bewertungen'}`;
  return <StarRating rating={rating.Average} text={formatOneDigit(rating.Average, code)} count={count} />;
}
