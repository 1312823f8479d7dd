import { useSyncExternalStore } from 'react';
import { type Toast, serverToasts, toastStore } from './toast-store';

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, serverToasts);
}
