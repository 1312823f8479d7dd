import { endImpersonation } from '@fuel/api-client';
import type { ReactNode } from 'react';
import type { ApiClient } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-provider';
import { fullNameOf } from '../../../lib/session/token-claims.util';
import { useSession } from '../../../lib/session/use-session';
import { Button } from '../../../ui';
import styles from './impersonation-frame.module.css';

async function endAndReload(client: ApiClient): Promise<void> {
  await endImpersonation({ client });
  window.location.reload();
}

/**
 * Support staff acting as a customer see a striped amber background and a bar naming the customer
 * (spec 2 §6); used by the default, focused and order-process layouts.
 */
export function ImpersonationFrame({ children }: { children: ReactNode }) {
  const api = useApiClient();
  const { user } = useSession();
  if (!user?.isImpersonated) return children;
  return (
    <div className={styles.frame} data-testid="impersonation-frame">
      <div className={styles.bar} role="status">
        <span>Sie handeln im Auftrag von {fullNameOf(user)}</span>
        <Button variant="secondary" onClick={() => void endAndReload(api)}>
          Beenden
        </Button>
      </div>
      {children}
    </div>
  );
}
