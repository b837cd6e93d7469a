import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearBottom } from '../../src/features/postList/useNearBottom';

/**
 * A page whose list bottom the test places: `Screen.near` is where the bottom is (within the look-ahead
 * or not). Like the browser's, each observer reports the state once when it starts observing, then
 * only when the test moves the bottom across the edge (`Screen.move`).
 */
class Screen implements IntersectionObserver {
  static near = false;
  static readonly live = new Set<Screen>();
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  private target: Element | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    Screen.live.add(this);
  }
  static move(near: boolean) {
    if (near === Screen.near) return;
    Screen.near = near;
    for (const observer of [...Screen.live]) observer.report();
  }
  private report() {
    const { target } = this;
    if (target) this.callback([{ target, isIntersecting: Screen.near } as never], this);
  }
  observe(target: Element) {
    this.target = target;
    queueMicrotask(() => this.report());
  }
  unobserve() {}
  disconnect() {
    this.target = undefined;
    Screen.live.delete(this);
  }
  takeRecords() {
    return [];
  }
}

function List({ ready, count, loadMore }: { ready: boolean; count: number; loadMore: () => void }) {
  const bottom = useNearBottom<HTMLDivElement>(ready, count, loadMore);
  return <div ref={bottom} />;
}

/** Lets the observers' first reports (microtasks) and any React work settle. */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('IntersectionObserver', Screen);
  Screen.near = false;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Screen.live.clear();
});

describe('useNearBottom: a list near its bottom, ready with more, always asks', () => {
  it('asks again when a request came to nothing and the list stayed as it was', async () => {
    const loadMore = vi.fn();
    Screen.near = true;
    render(<List ready count={4} loadMore={loadMore} />);
    await settle();
    expect(loadMore).toHaveBeenCalledTimes(1);

    // Nothing changed: no new page, still ready, the bottom still in reach.
    await act(async () => vi.advanceTimersByTime(1000));
    await settle();
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('asks when a page arrived while it was not watching, and the bottom is still near', async () => {
    const loadMore = vi.fn();
    const view = render(<List ready={false} count={4} loadMore={loadMore} />);
    await settle();
    // While the page loads, the reader reaches the bottom: no observer is there to hear it.
    Screen.move(true);
    view.rerender(<List ready count={8} loadMore={loadMore} />);
    await settle();
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('asks when the window grows taller and brings the bottom near', async () => {
    const loadMore = vi.fn();
    render(<List ready count={4} loadMore={loadMore} />);
    await settle();
    expect(loadMore).not.toHaveBeenCalled();
    act(() => Screen.move(true));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('asks when a live update re-anchors the list with the bottom near', async () => {
    const loadMore = vi.fn();
    const view = render(<List ready count={4} loadMore={loadMore} />);
    await settle();
    // A new post at the top and one gone at the end: the same count, the bottom moved up into reach.
    Screen.near = true;
    view.rerender(<List ready count={5} loadMore={loadMore} />);
    await settle();
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('does not ask while not ready, nor when the new page pushed the bottom away', async () => {
    const loadMore = vi.fn();
    Screen.near = true;
    const view = render(<List ready={false} count={4} loadMore={loadMore} />);
    await settle();
    await act(async () => vi.advanceTimersByTime(5000));
    expect(loadMore).not.toHaveBeenCalled();

    Screen.near = false;
    view.rerender(<List ready count={8} loadMore={loadMore} />);
    await settle();
    await act(async () => vi.advanceTimersByTime(5000));
    expect(loadMore).not.toHaveBeenCalled();
  });

  it('stops asking once a request starts a page (the list is no longer ready)', async () => {
    const loadMore = vi.fn();
    Screen.near = true;
    const view = render(<List ready count={4} loadMore={loadMore} />);
    await settle();
    view.rerender(<List ready={false} count={4} loadMore={loadMore} />);
    await act(async () => vi.advanceTimersByTime(5000));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});
