import './postActions.css';
import type { ReactNode } from 'react';
import type { Post } from '../../backend/types';
import { Follow } from '../follow/Follow';
import { Glyph } from '../../components/Glyph';
import { comment } from '../../components/icons/shell';
import { Notice } from '../../components/Notice';
import { PendingMark } from '../../components/PendingMark';
import { copy } from '../../copy';
import { usePostToggles } from '../../hooks/usePostToggles';
import { errorMessage } from '../../lib/errorMessage';
import { RetryMessage } from '../../components/RetryMessage';
import { ShareButton } from './ShareButton';
import { ToggleButton } from './ToggleButton';

/**
 * Like and bookmark toggles with the like and comment counts, 分享, and 追蹤 (issue 39) with `tools`
 * beside it (the ⋯ menu), one row rather than one each.
 */
export function PostActions({ post, tools }: { post: Post; tools?: ReactNode }) {
  // The reader's own like and bookmark; the count follows the button at once, like the icon does.
  const { like, bookmark, likeCount, readError, retry, likeWaiting, bookmarkWaiting } =
    usePostToggles(post);
  const error = like.error ?? bookmark.error;

  return (
    <div className="post-actions">
      <div className="post-actions__row">
        {/* The count hangs off the toggle it follows. */}
        <div className="post-actions__like">
          <ToggleButton label={copy.likeLabel} icon="heart" on={like.on} onToggle={like.press} />
          <span
            className={`post-actions__count post-actions__likes${like.on ? ' post-actions__likes--on' : ''}`}
          >
            <span className="visually-hidden">{copy.likeCountLabel} </span>
            {likeCount}
          </span>
        </div>
        {likeWaiting && <PendingMark />}
        <span className="post-actions__count">
          <Glyph glyph={comment} />
          <span className="visually-hidden">{copy.commentCountLabel} </span>
          {post.commentsCount}
        </span>
        <span className="post-actions__spacer" />
        <ToggleButton
          label={copy.bookmarkLabel}
          icon="bookmark"
          on={bookmark.on}
          onToggle={bookmark.press}
        />
        {bookmarkWaiting && <PendingMark />}
        <ShareButton postId={post.id} title={post.title} />
      </div>
      {/* Its new comments reach 通知 (issue 39); a member follows their own posts already. */}
      <div className="post-actions__row">
        <Follow kind="post" id={post.id} />
        {tools}
      </div>
      {error && <Notice kind="negative">{errorMessage(error)}</Notice>}
      {readError && <RetryMessage onRetry={retry} />}
    </div>
  );
}
