import type { ReviewSummaryOutput } from '@fuel/api-client';
import { formatOneDigit, formatQuantity } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';
import styles from './review-seal.module.css';

/** The footer's review seal: mean mark, grade and number of ratings of the whole marketplace. */
export function ReviewSeal({ summary }: { readonly summary: ReviewSummaryOutput }) {
  const { code } = useSite();
  if (summary.TotalReviewCount === 0) return null;
  const mark = formatOneDigit(summary.OverallMark, code);
  return (
    <p className={styles.seal} data-testid="review-seal">
      <span className={styles.mark} aria-hidden="true">
        {mark}
      </span>
      <span>
        <strong>{summary.OverallMarkDescriptionGUILang}</strong>
        {` – ${mark} von 5 Sternen aus ${formatQuantity(summary.ActiveReviewCount, code)} Kundenbewertungen der letzten ${summary.ActivePeriodInDays} Tage`}
      </span>
    </p>
  );
}
