import { use, useMemo } from 'react';
import { SessionContext } from './session.context';

/** Sign-in bookkeeping and logout for components. */
export function useSessionActions() {
  const { controller } = use(SessionContext);
  return useMemo(
    () => ({
      signedIn: (token: string) => controller?.signedIn(token),
      logout: async () => (controller ? controller.logout() : false),
    }),
    [controller],
  );
}
