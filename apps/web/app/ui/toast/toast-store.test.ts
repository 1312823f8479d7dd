import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a success toast after 5 s', () => {
    const store = createToastStore();
    store.show('success', 'Erfolgreich abgemeldet');
    expect(store.getSnapshot()).toMatchObject([{ kind: 'success', text: 'Erfolgreich abgemeldet' }]);
    vi.advanceTimersByTime(4_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a warning until it is dismissed', () => {
    const store = createToastStore();
    const id = store.show('warning', 'Anmeldesitzung abgelaufen.');
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
