import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import type { ErrorListener, Freshness } from '../../src/backend/types';
import { readOnce, useRead, type Subscribe } from '../../src/hooks/read/useRead';

/** A live source the test drives by hand. */
function source<T>() {
  const listeners: {
    next: (value: T, freshness?: Freshness) => void;
    fail: ErrorListener;
    open: boolean;
  }[] = [];
  const subscribe: Subscribe<T> = (next, fail) => {
    const listener = { next, fail, open: true };
    listeners.push(listener);
    return () => {
      listener.open = false;
    };
  };
  const live = () => listeners.filter((l) => l.open);
  return { subscribe, live };
}

describe('useRead: the one shape of every read hook', () => {
  it('is loading, then ready with the data, then follows each new value', () => {
    const { subscribe, live } = source<number>();
    const { result } = renderHook(() => useRead(subscribe));
    expect(result.current.status).toBe('loading');
    act(() => live()[0]?.next(1));
    expect(result.current).toMatchObject({ status: 'ready', data: 1 });
    act(() => live()[0]?.next(2));
    expect(result.current).toMatchObject({ status: 'ready', data: 2 });
  });

  it("gives the backend's error code, and retry subscribes again", () => {
    const { subscribe, live } = source<number>();
    const { result } = renderHook(() => useRead(subscribe));
    act(() => live()[0]?.fail(new BackendError('permission-denied')));
    expect(result.current).toMatchObject({ status: 'error', error: 'permission-denied' });
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(live()).toHaveLength(1);
    act(() => live()[0]?.next(3));
    expect(result.current).toMatchObject({ status: 'ready', data: 3 });
  });

  it('calls any other failure unknown', async () => {
    const offline = readOnce(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useRead(offline));
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'error', error: 'unknown' }),
    );
  });

  it('keeps the last data while a new source loads, when asked to', () => {
    const first = source<string>();
    const second = source<string>();
    const { result, rerender } = renderHook(
      ({ subscribe }) => useRead(subscribe, { keepData: true }),
      { initialProps: { subscribe: first.subscribe } },
    );
    act(() => first.live()[0]?.next('a'));
    rerender({ subscribe: second.subscribe });
    expect(result.current).toMatchObject({ status: 'loading', data: 'a' });
    expect(first.live()).toHaveLength(0);
    act(() => second.live()[0]?.next('b'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'b' });
  });

  it('asked again, keeps what it showed as it was until the new answer; an error carries the last data', () => {
    const { subscribe, live } = source<string>();
    const { result } = renderHook(() => useRead(subscribe));
    act(() => live()[0]?.next('kept', { stale: true }));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(live()).toHaveLength(1);
    expect(result.current).toMatchObject({ status: 'ready', data: 'kept', stale: true });
    act(() => live()[0]?.fail(new BackendError('unavailable')));
    expect(result.current).toMatchObject({ status: 'error', error: 'unavailable', data: 'kept' });
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'loading', data: 'kept' });
    act(() => live()[0]?.next('new'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'new', stale: false });
  });
});
