import type { To } from 'react-router-dom';
import type { History, LeaveGuard, LeaveGuardedHistory, LeaveQuestion } from './leaveGuardTypes';

/**
 * `history` (React Router's own, made with `v5Compat: true` so that its pushes reach the listener) as
 * the router's navigator, asking before a move leaves a page that a form has unsent text on. What a
 * data router's useBlocker does, without the data router's weight on every page (docs/architecture.md):
 * a link's or navigate()'s push or replace is held; a Back or Forward, which the browser has made by the
 * time anyone hears of it, is undone at once with go(-delta), the POP of that undoing never reaching the
 * router, and made again with go(delta) on 離開. Each form's `unsent` is asked at the moment of leaving,
 * so a form that has sent its text may move on by itself. Another address of the same page (a query) is
 * not leaving.
 *
 * A Back that leaves this document (a page form opened by its address, or after a reload: no entry of
 * this history behind it) is no event a page may hold, and the browser's own question (beforeunload)
 * is not asked without a gesture first (a restored draft left untouched): it left silently where a link
 * asks (issue 49). So such a form's entry is doubled once, its twin marked, the router told nothing:
 * Back then lands on the twin, in this document, and is undone and asked about like any other; with
 * nothing unsent, it goes on back at once, out of the document, as the member meant.
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
  // While markBack writes the twin: the router hears nothing of it. `exiting`: a Back from the twin
  // out of the document is under way.
  let marking = false;
  let exiting = false;
  // The form the member chose to leave on 離開. Its page may stay mounted a moment longer (the next
  // page's chunk loading): a Back meanwhile is not asked about that text again, until its page is shown.
  let left: { form: string; pathname: string } | null = null;
  // How many entries of this document lie behind the one shown (a memory history holds all of its
  // entries in this document; a browser's, none behind its first).
  let depth = 'index' in history && typeof history.index === 'number' ? history.index : 0;

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

  /** Doubles the first entry, its twin behind it marked (see above); the router hears nothing. */
  function markBack() {
    if (depth > 0 || isTwin(history.location.state)) return;
    const { pathname, search, hash, state } = history.location;
    marking = true;
    history.replace({ pathname, search, hash }, { [twinKey]: true });
    history.push({ pathname, search, hash }, state);
    marking = false;
    depth = 1;
  }

  const leaveGuard: LeaveGuard = {
    watch(form, unsent, { page = false } = {}) {
      watched.set(form, unsent);
      if (page) markBack();
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
    leaving: (form) => left?.form === form,
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
        if (marking) return;
        if (update.action === 'PUSH') depth += 1;
        if (update.action === 'POP') {
          if (undoing) {
            undoing = false;
            return;
          }
          if (update.delta !== null) depth = Math.max(0, depth + update.delta);
          // Back onto the twin: asked about like any Back, else on out of the document at once.
          if (isTwin(update.location.state)) {
            const asker = [...watched].find(
              ([form, unsent]) => form !== left?.form && unsent(),
            )?.[0];
            // Once: where nothing lies behind the twin (a new tab), that Back goes nowhere.
            if (!asker) {
              const first = !exiting;
              exiting = true;
              if (first) history.go(-1);
              return;
            }
            undoing = true;
            history.go(1);
            depth += 1;
            hold(asker, () => history.go(-2));
            return;
          }
          // A null delta is an entry this history did not make: there is no way back to undo it with.
          const { delta } = update;
          const asker = redoing || delta === null ? undefined : askerFor(update.location);
          redoing = false;
          if (asker && delta !== null) {
            undoing = true;
            depth -= delta;
            history.go(-delta);
            hold(asker, () => {
              redoing = true;
              history.go(delta);
            });
            return;
          }
        }
        shown = update.location;
        exiting = false;
        if (shown.pathname === left?.pathname) left = null;
        listener(update);
      });
    },
  };
}

/** The state key of a doubled first entry's twin (guardLeaving). */
const twinKey = 'leaveGuardTwin';

function isTwin(state: unknown): boolean {
  return typeof state === 'object' && state !== null && twinKey in state;
}
