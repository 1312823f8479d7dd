import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/** True once the page runs in the browser: what needs JavaScript (live preview, inserting) shows only then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
