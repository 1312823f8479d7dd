import { TOAST_SUCCESS_DURATION_MS } from '@fuel/domain';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
}

/** How long a toast stays; undefined: until closed. Success closes after 5 s (spec 2 §9). */
export function toastDurationMs(kind: ToastKind): number | undefined {
  return kind === 'success' ? TOAST_SUCCESS_DURATION_MS : undefined;
}

type Listener = () => void;

/** The page's toasts; a module store so a toast survives client navigation. */
export function createToastStore() {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const dismiss = (id: number) => {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };
  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
    show(kind: ToastKind, text: string): number {
      const id = nextId++;
      toasts = [...toasts, { id, kind, text }];
      emit();
      const duration = toastDurationMs(kind);
      if (duration !== undefined) setTimeout(() => dismiss(id), duration);
      return id;
    },
    dismiss,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore: ToastStore = createToastStore();

const NO_TOASTS: readonly Toast[] = [];
export const serverToasts = (): readonly Toast[] => NO_TOASTS;
