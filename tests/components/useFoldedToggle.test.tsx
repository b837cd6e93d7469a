import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFoldedToggle } from '../../src/hooks/write/useFoldedToggle';

interface Stored {
  stored: boolean;
  pending: boolean;
}

/** The toggle over a store whose deliveries the test makes, each a new snapshot. */
function toggleOver(first: Stored) {
  const write = vi.fn((_on: boolean) => Promise.resolve());
  const hook = renderHook(
    ({ stored, pending, snapshot }: Stored & { snapshot: object }) =>
      useFoldedToggle({ stored, snapshot, pending, write, paceMs: 0 }),
    { initialProps: { ...first, snapshot: {} } },
  );
  const deliver = (next: Stored) => hook.rerender({ ...next, snapshot: {} });
  return { hook, write, deliver };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('useFoldedToggle: a press is never undone by an older answer (issue 50)', () => {
  it("shows and writes the last press though another tab's earlier presses arrive after it, one of them agreeing with it", async () => {
    // Another tab's like is on its way: this page's press waits for it.
    const { hook, write, deliver } = toggleOver({ stored: true, pending: true });
    let answer = () => {};
    write.mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    act(() => hook.result.current.press());
    expect(hook.result.current.on).toBe(false);
    // That tab's earlier presses answered: unliked (what this press wants, by chance) ...
    deliver({ stored: false, pending: false });
    await settle();
    // ... so this press is still written: the tab's later like may be on its way too.
    expect(write).toHaveBeenLastCalledWith(false);
    expect(hook.result.current.on).toBe(false);
    deliver({ stored: false, pending: true });
    await act(async () => answer());
    deliver({ stored: false, pending: false });
    await settle();
    expect(hook.result.current.on).toBe(false);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('writes nothing for presses that cancel out while the stored state stays', async () => {
    const { hook, write } = toggleOver({ stored: true, pending: true });
    act(() => hook.result.current.press());
    act(() => hook.result.current.press());
    expect(hook.result.current.on).toBe(true);
    await settle();
    expect(write).not.toHaveBeenCalled();
  });

  it('ends the wish once the write of the last press is answered', async () => {
    const { hook, write, deliver } = toggleOver({ stored: false, pending: false });
    act(() => hook.result.current.press());
    expect(write).toHaveBeenCalledWith(true);
    deliver({ stored: true, pending: true });
    await settle();
    deliver({ stored: true, pending: false });
    await settle();
    expect(hook.result.current.on).toBe(true);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('keeps showing a press whose write was answered until the store says so (no pace: follows)', async () => {
    // A store that answers the write before its own read brings the change (the local adapter's
    // live read, the follows document): the press shows all along.
    const { hook, write, deliver } = toggleOver({ stored: false, pending: false });
    act(() => hook.result.current.press());
    expect(write).toHaveBeenCalledWith(true);
    await settle();
    expect(hook.result.current.on).toBe(true);
    deliver({ stored: true, pending: false });
    await settle();
    expect(hook.result.current.on).toBe(true);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
