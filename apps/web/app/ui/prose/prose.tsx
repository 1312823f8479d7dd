import type { ComponentProps } from 'react';
import { cx } from '../cx.util';
import styles from './prose.module.css';

export interface ProseProps extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /**
   * Rich text as the API serves it: already sanitised against the one allow-list of @fuel/domain/content
   * (structure, links and library images only). Never pass HTML from anywhere else.
   */
  readonly html: string;
}

/** Running text of a CMS page or article: headings, lists, quotes, tables and images in the site's reading style. */
export function Prose({ html, className, ...props }: ProseProps) {
  return (
    <div {...props} className={cx(styles.prose, className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
