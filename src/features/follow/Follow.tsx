import { lazy, Suspense } from 'react';
import { copy } from '../../copy';
import type { FollowKind } from '../../hooks/useFollows';

// Its own chunk (the button, its hook and styles): fetched when a member's page first shows one, so
// neither a visitor's first card nor the pages' own chunks carry it (issue 41).
const FollowButton = lazy(() => import('./FollowButton'));

/**
 * 追蹤 for a post, an author or a topic (FollowButton.tsx). Until its code and the member's follows
 * are read it is a 追蹤 that cannot be pressed and says no state (no aria-pressed).
 */
export function Follow({ kind, id }: { kind: FollowKind; id: string }) {
  return (
    <Suspense
      fallback={
        <button type="button" className="button button--basic" disabled>
          {copy.follow}
        </button>
      }
    >
      <FollowButton kind={kind} id={id} />
    </Suspense>
  );
}
