import styles from './star-rating.module.css';
const MAX_STARS = 5;

interface StarRatingProps {
  readonly rating: number;
  /** The rating as shown, e.g. '4,6'. */
  readonly text: string;
  /** '123 Bewertungen'. */
  readonly count: string;
}

/** Stars filled to the rating, with the number and count as text for everyone. */
export function StarRating({ rating, text, count }: StarRatingProps) {
  const percent = Math.max(0, Math.min(100, (rating / MAX_STARS) * 100));
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.fill} style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span className="visually-hidden">{`${text} von ${MAX_STARS} Sternen`}</span>
      <span aria-hidden="true">{text}</span> <span className="muted">({count})</span>
    </p>
  );
}
