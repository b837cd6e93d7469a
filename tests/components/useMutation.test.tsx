import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import { useMutation, type RunResult } from '../../src/hooks/write/useMutation';
import { NotAnImageError } from '../../src/browser/imageFile';

/** A write the test settles by hand, one pending call per argument. */
function manualWrite() {
  const calls: { arg: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const write = (arg: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ arg, resolve, reject });
    });
  return { write, calls };
}

describe('useMutation: the one shape of every write hook', () => {
  it('runs once at a time: a second run while the first is under way does not write', async () => {
    const { write, calls } = manualWrite();
    const { result } = renderHook(() => useMutation(write));
    let first!: Promise<RunResult>;
    let second!: Promise<RunResult>;
    act(() => {
      first = result.current.run('a');
      second = result.current.run('b');
    });
    expect(calls.map((call) => call.arg)).toEqual(['a']);
    expect(result.current.pending).toBe(true);
    expect(await second).toEqual({ ok: false, error: null });

    await act(async () => calls[0]?.resolve());
    expect(await first).toEqual({ ok: true });
    expect(result.current.pending).toBe(false);

    act(() => void result.current.run('c'));
    expect(calls.map((call) => call.arg)).toEqual(['a', 'c']);
  });

  it('runs different keys side by side, and says which are under way', async () => {
    const { write, calls } = manualWrite();
    const { result } = renderHook(() => useMutation(write, (id) => id));
    act(() => {
      void result.current.run('x');
      void result.current.run('y');
      void result.current.run('x');
    });
    expect(calls.map((call) => call.arg)).toEqual(['x', 'y']);
    expect([...result.current.pendingKeys]).toEqual(['x', 'y']);
    await act(async () => calls[0]?.resolve());
    expect([...result.current.pendingKeys]).toEqual(['y']);
    expect(result.current.pending).toBe(true);
  });

  it.each([
    ['a BackendError', new BackendError('permission-denied'), 'permission-denied'],
    ['a picture the browser cannot decode', new NotAnImageError(), 'not-image'],
    ['anything else', new Error('IDBDatabase exploded'), 'unknown'],
  ] as const)(
    'fails with the code of %s, until cleared or a run succeeds',
    async (_, thrown, code) => {
      const { write, calls } = manualWrite();
      const { result } = renderHook(() => useMutation(write));
      let run!: Promise<RunResult>;
      act(() => {
        run = result.current.run('a');
      });
      await act(async () => calls[0]?.reject(thrown));
      expect(await run).toEqual({ ok: false, error: code });
      expect(result.current.error).toBe(code);
      expect(result.current.pending).toBe(false);

      act(() => result.current.clearError());
      expect(result.current.error).toBeNull();

      act(() => {
        run = result.current.run('b');
      });
      await act(async () => calls[1]?.reject(thrown));
      act(() => {
        run = result.current.run('c');
      });
      expect(result.current.error).toBeNull();
      await act(async () => calls[2]?.resolve());
      expect(await run).toEqual({ ok: true });
    },
  );
});
