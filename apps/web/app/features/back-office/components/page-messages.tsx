import type { ReactNode } from 'react';
import { Alert } from '../../../ui';
import styles from './page-messages.module.css';

interface PageMessagesProps {
  /** The confirmation of what was just done (post/redirect/get carries it in the address). */
  readonly notice?: string | null;
  /** Why the last action or the filter was refused. */
  readonly error?: ReactNode;
}

/** A back-office page's messages under its heading: the success notice and the error, each announced. */
export function PageMessages({ notice, error }: PageMessagesProps) {
  return (
    <>
      {notice && (
        <Alert tone="success" live className={styles.message}>
          {notice}
        </Alert>
      )}
      {error && (
        <Alert tone="error" live className={styles.message}>
          {error}
        </Alert>
      )}
    </>
  );
}
