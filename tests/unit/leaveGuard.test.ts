import { UNSAFE_createMemoryHistory as createMemoryHistory, type Location } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { guardLeaving } from '../../src/components/leaveGuard';

// The history the router is given: what reaches the router (the listener) while a form has unsent text,
// and what the member's answer does. React Router's own memory history underneath, as in the component
// tests; the browser's differs only in when a go() is heard (later, from popstate).

/** On /new-post, come from /posts, with a form whose text is unsent while `unsent.text` says so. */
function onForm() {
  const inner = createMemoryHistory({ initialEntries: ['/posts', '/new-post'], v5Compat: true });
  const history = guardLeaving(inner);
  const seen: { action: string; pathname: string; delta: number | null }[] = [];
  history.listen(
    ({ action, location, delta }: { action: string; location: Location; delta: number | null }) =>
      seen.push({ action, pathname: location.pathname, delta }),
  );
  const unsent = { text: true };
  const form = 'new-post';
  const stop = history.leaveGuard.watch(form, () => unsent.text);
  const question = () => history.leaveGuard.question();
  return { inner, history, seen, unsent, form, stop, question };
}

describe('the leave guard', () => {
  it('holds a push away from unsent text until 離開', () => {
    const { history, seen, form, question } = onForm();
    history.push('/posts', { from: 'link' });
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/new-post');
    expect(question()?.asker).toBe(form);

    question()?.go();
    expect(question()).toBeNull();
    expect(seen).toEqual([{ action: 'PUSH', pathname: '/posts', delta: 1 }]);
    expect(history.location.state).toEqual({ from: 'link' });
  });

  it('does not ask again about text the member chose to leave, while its page is still mounted', () => {
    const { inner, history, seen, question } = onForm();
    history.push('/posts');
    question()?.go();
    // The form's page is still there (the next page's chunk loading) when the member presses Back.
    history.go(-1);
    expect(question()).toBeNull();
    expect(inner.index).toBe(1);
    expect(seen.map(({ action, pathname }) => `${action} ${pathname}`)).toEqual([
      'PUSH /posts',
      'POP /new-post',
    ]);
    // Shown again, the form is asked about again.
    history.push('/posts');
    expect(question()).not.toBeNull();
  });

  it('drops a held replace on 繼續編輯', () => {
    const { history, seen, question } = onForm();
    history.replace('/posts');
    question()?.stay();
    expect(question()).toBeNull();
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/new-post');
  });

  it('undoes Back at once, never showing the router the undoing, and makes it again on 離開', () => {
    const { inner, history, seen, form, question } = onForm();
    history.go(-1);
    expect(seen).toEqual([]);
    expect(inner.index).toBe(1);
    expect(history.location.pathname).toBe('/new-post');
    expect(question()?.asker).toBe(form);

    question()?.go();
    expect(seen).toEqual([{ action: 'POP', pathname: '/posts', delta: -1 }]);
    expect(inner.index).toBe(0);
  });

  it('stays after an undone Back, and asks again at the next one', () => {
    const { history, seen, question } = onForm();
    history.go(-1);
    question()?.stay();
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/new-post');

    history.go(-1);
    expect(question()).not.toBeNull();
    expect(seen).toEqual([]);
  });

  it('lets a query of the same page through: that is not leaving', () => {
    const { history, seen, question } = onForm();
    history.push('/new-post?topic=%E7%BE%8E%E9%A3%9F');
    expect(question()).toBeNull();
    expect(seen).toEqual([{ action: 'PUSH', pathname: '/new-post', delta: 1 }]);
  });

  it('asks the form at the moment of leaving: sent text, or none, moves on unasked', () => {
    const { history, seen, unsent, question } = onForm();
    unsent.text = false;
    history.replace('/posts/abc');
    history.go(-1);
    expect(question()).toBeNull();
    expect(seen.map(({ action, pathname }) => `${action} ${pathname}`)).toEqual([
      'REPLACE /posts/abc',
      'POP /posts',
    ]);
  });

  it('tells its subscribers, and forgets the question of a form that is gone', () => {
    const { history, seen, stop, question } = onForm();
    const onChange = vi.fn();
    history.leaveGuard.subscribe(onChange);
    history.push('/posts');
    expect(onChange).toHaveBeenCalledTimes(1);

    stop();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(question()).toBeNull();
    history.push('/posts');
    expect(seen).toEqual([{ action: 'PUSH', pathname: '/posts', delta: 1 }]);
  });

  it('doubles the first entry of a page form: Back from it is asked about, not left silently (issue 49)', () => {
    // The publish form opened by its address: nothing of this document behind it.
    const inner = createMemoryHistory({ initialEntries: ['/new-post'], v5Compat: true });
    const history = guardLeaving(inner);
    const seen: string[] = [];
    history.listen(({ action, location }: { action: string; location: Location }) =>
      seen.push(`${action} ${location.pathname}`),
    );
    const unsent = { text: true };
    history.leaveGuard.watch('new-post', () => unsent.text, { page: true });
    expect(inner.index).toBe(1);
    const go = vi.spyOn(inner, 'go');

    // Back lands on the twin, is undone, and asked about; 繼續編輯 stays on the form.
    history.go(-1);
    expect(history.leaveGuard.question()?.asker).toBe('new-post');
    expect(inner.index).toBe(1);
    history.leaveGuard.question()?.stay();
    // Asked again; 離開 goes back past the twin, and the browser is not asked a second time.
    history.go(-1);
    history.leaveGuard.question()?.go();
    expect(go).toHaveBeenCalledWith(-2);
    expect(history.leaveGuard.leaving('new-post')).toBe(true);
    // The router never saw the twin.
    expect(seen).toEqual([]);
  });

  it('lets Back from a page form with nothing unsent go on out at once, past its twin', () => {
    const inner = createMemoryHistory({ initialEntries: ['/new-post'], v5Compat: true });
    const history = guardLeaving(inner);
    // The router, listening.
    history.listen(() => undefined);
    history.leaveGuard.watch('new-post', () => false, { page: true });
    const go = vi.spyOn(inner, 'go');
    history.go(-1);
    expect(history.leaveGuard.question()).toBeNull();
    // The member's Back, then the guard's own on from the twin.
    expect(go.mock.calls).toEqual([[-1], [-1]]);
  });
});
