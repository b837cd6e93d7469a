import type { HistoryRouterProps } from 'react-router-dom';

/** What the leave guard (leaveGuard.ts) offers the forms and the router (LeaveGuardedRouter.tsx). */

export type History = HistoryRouterProps['history'];

/** A move held until the member answers copy.leaveConfirm. */
export interface LeaveQuestion {
  /** The form that raised it, by the name it watches under (LeaveConfirm shows its own form's). */
  asker: string;
  /** 離開: the move is made. */
  go: () => void;
  /** 繼續編輯: the move is dropped. */
  stay: () => void;
}

export interface LeaveGuard {
  /**
   * While `unsent()` says so, leaving the page is held and asked about for `form`. Returns the stop.
   * `page` (a form that is the whole page, the publish form): Back asks too where it would leave the
   * site's document, the form opened by its address or a reload (see guardLeaving).
   */
  watch: (form: string, unsent: () => boolean, options?: { page?: boolean }) => () => void;
  /** The form the member chose to leave with 離開: the browser's own question is not asked again. */
  leaving: (form: string) => boolean;
  /** For useSyncExternalStore: `onChange` runs when a question is raised or answered. */
  subscribe: (onChange: () => void) => () => void;
  question: () => LeaveQuestion | null;
}

export interface LeaveGuardedHistory extends History {
  readonly leaveGuard: LeaveGuard;
}
