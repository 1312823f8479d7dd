import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedBusy } from './use-delayed-busy';

describe('useDelayedBusy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for work shorter than the throttle', () => {
    const { result, rerender } = renderHook(({ busy }) => useDelayedBusy(busy, 200), {
      initialProps: { busy: true },
    });
    act(() => vi.advanceTimersByTime(199));
    rerender({ busy: false });
    expect(result.current).toBe('idle');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('idle');
  });

  it('runs after the throttle, then finishes and goes away', () => {
    const { result, rerender } = renderHook(({ busy }) => useDelayedBusy(busy, 200), {
      initialProps: { busy: true },
    });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('running');
    rerender({ busy: false });
    expect(result.current).toBe('done');
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('idle');
  });
});
