import { ADVERT_LABEL } from '@fuel/domain/ads';
import type { CSSProperties, ComponentProps, Ref } from 'react';
import { cx } from '../cx.util';
import styles from './ad-frame.module.css';

export interface AdFrameProps extends Omit<ComponentProps<'figure'>, 'children' | 'style' | 'ref' | 'title'> {
  /** The advert's document (the delivery's `/api/iam/content/{id}/frame?…`, on this origin). */
  readonly src: string;
  /** The slot's size in CSS pixels: the box keeps its aspect ratio and shrinks to the column. */
  readonly width: number;
  readonly height: number;
  /** Names the frame for screen readers; starts with 'Anzeige: '. */
  readonly title: string;
  /** The outer box, e.g. for an IntersectionObserver that counts the impression. */
  readonly ref?: Ref<HTMLElement>;
}

/**
 * An advert in its slot: labelled 'Anzeige', its size reserved before the frame loads (no layout shift),
 * and its HTML isolated in a sandboxed iframe. The sandbox grants popups only (for the advert's links,
 * which open in a new tab outside the sandbox): no script ever runs, forms are not sent, the frame has an
 * origin of its own and cannot reach the page or its cookies.
 */
export function AdFrame({ src, width, height, title, className, ref, ...props }: AdFrameProps) {
  const size = { '--ad-width': `${width}px`, '--ad-ratio': `${width} / ${height}` } as CSSProperties;
  return (
    <figure {...props} ref={ref} className={cx(styles.adFrame, className)} style={size}>
      <figcaption className={styles.label}>{ADVERT_LABEL}</figcaption>
      <iframe
        className={styles.frame}
        src={src}
        title={title}
        width={width}
        height={height}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    </figure>
  );
}
