import { createContext, useContext, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { LeaveGuard, LeaveGuardedHistory } from './leaveGuardTypes';

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

/**
 * The site's router: React Router's plain one (not a data router) on a history that asks before a move
 * leaves unsent text (leaveGuard.ts), with that guard for LeaveConfirm.
 */
export function LeaveGuardedRouter({
  history,
  children,
}: {
  history: LeaveGuardedHistory;
  children: ReactNode;
}) {
  return (
    <LeaveGuardContext.Provider value={history.leaveGuard}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </LeaveGuardContext.Provider>
  );
}

export function useLeaveGuard(): LeaveGuard {
  const guard = useContext(LeaveGuardContext);
  if (!guard) throw new Error('a form that asks before leaving needs a <LeaveGuardedRouter>');
  return guard;
}
