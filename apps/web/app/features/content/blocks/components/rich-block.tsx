import { cx } from '../../../../ui/cx.util';
import styles from './rich-block.module.css';

interface RichBlockProps {
  /** A rich content block: sanitised by the API against the one allow-list, or the default in code. */
  readonly html: string;
  /** Where it stands: the trust section's cards, the offer list's small print, or plain running text. */
  readonly variant?: 'trust' | 'hints';
}

/** A rich content block in the page's own style (not the reading style of articles). */
export function RichBlock({ html, variant }: RichBlockProps) {
  return (
    <div className={cx(styles.rich, variant && styles[variant])} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
