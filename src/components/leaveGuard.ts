import type { HistoryRouterProps, To } from 'react-router-dom';

type History = HistoryRouterProps['history'];

/** A move held until the member answers copy.leaveConfirm. */
interface LeaveQuestion {
  /** The form that raised it, by the name it watches under (LeaveConfirm shows its own form's). */
  asker: string;
  /** 離開: the move is made. */
  go: () => void;
  /** 繼續編輯: the move is dropped. */
  stay: () => void;
}

export interface LeaveGuard {
  /** While `unsent()` says so, leaving the page is held and asked about for `form`. Returns the stop. */
  watch: (form: string, unsent: () => boolean) => () => void;
  /** For useSyncExternalStore: `onChange` runs when a question is raised or answered. */
  subscribe: (onChange: () => void) => () => void;
  question: () => LeaveQuestion | null;
}

export interface LeaveGuardedHistory extends History {
  readonly leaveGuard: LeaveGuard;
}

/**
 * `history` (React Router's own, made with `v5Compat: true` so that its pushes reach the listener) as
 * the router's navigator, asking before a move leaves a page that a form has unsent text on. What a
 * data router's useBlocker does, without the data router's weight on every page (docs/architecture.md):
 * a link's or navigate()'s push or replace is held; a Back or Forward, which the browser has made by the
 * time anyone hears of it, is undone at once with go(-delta), the POP of that undoing never reaching the
 * router, and made again with go(delta) on 離開. Each form's `unsent` is asked at the moment of leaving,
 * so a form that has sent its text may move on by itself. Another address of the same page (a query) is
 * not leaving.
 */
export function guardLeaving(history: History): LeaveGuardedHistory {
  const watched = new Map<string, () => boolean>();
  const subscribers = new Set<() => void>();
  let question: LeaveQuestion | null = null;
  // The location the router shows: the one a move leaves.
  let shown = history.location;
  // The POP of undoing a Back: swallowed. The POP of making it again on 離開: passed on unasked.
  let undoing = false;
  let redoing = false;
  // The form the member chose to leave on 離開. Its page may stay mounted a moment longer (the next
  // page's chunk loading): a Back meanwhile is not asked about that text again, until its page is shown.
  let left: { form: string; pathname: string } | null = null;

  function ask(next: LeaveQuestion | null) {
    question = next;
    for (const onChange of subscribers) onChange();
  }

  /** The form whose unsent text a move to `to` would leave, if any. */
  function askerFor(to: To): string | undefined {
    if (history.encodeLocation(to).pathname === shown.pathname) return undefined;
    return [...watched].find(([form, unsent]) => form !== left?.form && unsent())?.[0];
  }

  function hold(asker: string, move: () => void) {
    const held: LeaveQuestion = {
      asker,
      go: () => {
        if (question !== held) return;
        left = { form: asker, pathname: shown.pathname };
        ask(null);
        move();
      },
      stay: () => {
        if (question === held) ask(null);
      },
    };
    ask(held);
  }

  // The router calls push and replace unbound (`(replace ? navigator.replace : navigator.push)(…)`).
  function guarded(move: (to: To, state?: unknown) => void) {
    return (to: To, state?: unknown) => {
      const asker = askerFor(to);
      if (asker) hold(asker, () => move(to, state));
      else move(to, state);
    };
  }

  const leaveGuard: LeaveGuard = {
    watch(form, unsent) {
      watched.set(form, unsent);
      return () => {
        watched.delete(form);
        if (question?.asker === form) ask(null);
      };
    },
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    question: () => question,
  };

  return {
    leaveGuard,
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: guarded((to, state) => history.push(to, state)),
    replace: guarded((to, state) => history.replace(to, state)),
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update) => {
        if (update.action === 'POP') {
          if (undoing) {
            undoing = false;
            return;
          }
          // A null delta is an entry this history did not make: there is no way back to undo it with.
          const { delta } = update;
          const asker = redoing || delta === null ? undefined : askerFor(update.location);
          redoing = false;
          if (asker && delta !== null) {
            undoing = true;
            history.go(-delta);
            hold(asker, () => {
              redoing = true;
              history.go(delta);
            });
            return;
          }
        }
        shown = update.location;
        if (shown.pathname === left?.pathname) left = null;
        listener(update);
      });
    },
  };
}
