import { useId } from 'react';
import './FollowButton.css';
import { copy } from '../../copy';
import type { FollowKind } from '../../hooks/useFollows';
import { useFollowToggle } from '../../hooks/useFollowToggle';
import { errorMessage } from '../../lib/errorMessage';
import { Notice } from '../../components/Notice';
import { PendingMark } from '../../components/PendingMark';

/**
 * 追蹤 / 已追蹤 (issue 39) for a post (its page), an author (their page) or a topic (its feed): a
 * toggle button over the member's follows. Until they are read it is neither pressed nor unpressed (no
 * aria-pressed) and cannot be pressed, as the like and bookmark toggles; pressed, it says 已追蹤 and
 * that pressing again is 取消追蹤. A post's says what following it does beside it (followPostHint).
 * Members only: the pages render it for them alone. Loaded lazily
 * where it sits on the first card's path (the feed), so a visitor's first view does not carry it.
 */
export default function FollowButton({ kind, id }: { kind: FollowKind; id: string }) {
  const { on, press, error, waiting } = useFollowToggle(kind, id);
  const hintId = useId();
  // A post's follow tells of its new comments in 通知, and nowhere else (not 追蹤中): it says so.
  const hint = kind === 'post' ? copy.followPostHint : undefined;
  return (
    <span className="follow">
      <button
        type="button"
        className={
          on
            ? 'button button--basic follow__button follow__button--on'
            : 'button button--basic follow__button'
        }
        aria-pressed={on}
        disabled={on === undefined}
        title={on ? copy.unfollow : undefined}
        aria-describedby={hint && hintId}
        onClick={press}
      >
        {on ? copy.following : copy.follow}
      </button>
      {hint && (
        <span id={hintId} className="follow__hint">
          {hint}
        </span>
      )}
      {waiting && <PendingMark />}
      {error && (
        <Notice kind="negative" className="follow__error">
          {errorMessage(error)}
        </Notice>
      )}
    </span>
  );
}
