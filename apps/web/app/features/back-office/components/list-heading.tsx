import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui';
import styles from './list-heading.module.css';

interface ListHeadingProps {
  readonly title: string;
  /** The "new" button beside the title, e.g. 'Neue Kampagne', and where it leads (a site-relative href). */
  readonly newLabel: string;
  readonly newHref: string;
  /** What the list is for, in a sentence or two. */
  readonly children: ReactNode;
}

/** The top of a back-office list: its title with the button that creates a record, and a short intro. */
export function ListHeading({ title, newLabel, newHref, children }: ListHeadingProps) {
  return (
    <>
      <div className={styles.heading}>
        <h1>{title}</h1>
        <Button asChild variant="secondary">
          <Link to={newHref}>{newLabel}</Link>
        </Button>
      </div>
      <p className={styles.intro}>{children}</p>
    </>
  );
}
