import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoAdvance } from './use-auto-advance';

describe('useAutoAdvance', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on 1.5 s after the last answer; a later answer starts the pause again', () => {
    const advance = vi.fn();
    const { result } = renderHook(() => useAutoAdvance(advance));
    act(() => result.current.restart());
    expect(result.current.pending).toBe(true);
    act(() => vi.advanceTimersByTime(1400));
    act(() => result.current.restart());
    act(() => vi.advanceTimersByTime(1499));
    expect(advance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(advance).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });

  it('does not move when cancelled (an answer taken back, Weiter pressed, the page left)', () => {
    const advance = vi.fn();
    const { result, unmount } = renderHook(() => useAutoAdvance(advance));
    act(() => result.current.restart());
    act(() => result.current.cancel());
    act(() => vi.advanceTimersByTime(5000));
    expect(advance).not.toHaveBeenCalled();
    act(() => result.current.restart());
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(advance).not.toHaveBeenCalled();
  });

  it('calls the newest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ advance }) => useAutoAdvance(advance), {
      initialProps: { advance: first },
    });
    act(() => result.current.restart());
    rerender({ advance: second });
    act(() => vi.advanceTimersByTime(1500));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
