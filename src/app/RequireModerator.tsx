import type { ReactNode } from 'react';
import { Loading } from '../components/Loading';
import { NotFound } from '../components/NotFound';
import { copy } from '../copy';
import { useAuth } from '../hooks/useAuth';

/**
 * Moderators only (/mod/reports). Waits for the session, as RequireMember does; then anyone else, a
 * visitor or a member, is told plainly that only moderators may look (只有管理員可以查看), where a
 * silent trip to the feed left them wondering.
 */
export function RequireModerator({ children }: { children: ReactNode }) {
  const { ready, user } = useAuth();
  if (!ready) return <Loading />;
  if (!user?.moderator) return <NotFound heading={copy.modOnly} />;
  return <>{children}</>;
}
