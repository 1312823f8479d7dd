import { use, useCallback, useSyncExternalStore } from 'react';
import type { SessionState } from './session-controller';
import { SessionContext } from './session.context';

const noSubscription = () => () => undefined;

/** The session state: logged out, logged in (with the user) or expired. */
export function useSession(): SessionState {
  const { controller, initial } = use(SessionContext);
  const getServerSnapshot = useCallback(() => initial, [initial]);
  return useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.getSnapshot ?? getServerSnapshot,
    getServerSnapshot,
  );
}
