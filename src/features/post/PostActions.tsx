import { Icon, Message } from 'semantic-ui-react';
import type { Post } from '../../backend/types';
import { copy } from '../../copy';
import { usePostToggles } from '../../hooks/usePostToggles';
import { errorMessage } from '../../lib/errorMessage';
import { RetryMessage } from '../../components/RetryMessage';
import { ToggleButton } from './ToggleButton';

/** Like and bookmark toggles with the like and comment counts. */
export function PostActions({ post }: { post: Post }) {
  // The reader's own like and bookmark; the count follows the button at once, like the icon does.
  const { like, bookmark, likeCount, ready, readError, retry } = usePostToggles(post);
  const error = like.error ?? bookmark.error;

  return (
    <div className="post-actions">
      <div className="post-actions__row">
        {/* Semantic's labeled button: the count hangs off the toggle as a pointing label. */}
        <div className="ui labeled button post-actions__like">
          <ToggleButton
            label={copy.likeLabel}
            icon="heart"
            on={like.on}
            disabled={!ready}
            onToggle={like.toggle}
          />
          <span
            className={`ui basic left pointing label post-actions__count${like.on ? ' blue' : ''}`}
          >
            <span className="visually-hidden">{copy.likeCountLabel} </span>
            {likeCount}
          </span>
        </div>
        <span className="post-actions__count">
          <Icon name="comment outline" />
          <span className="visually-hidden">{copy.commentCountLabel} </span>
          {post.commentsCount}
        </span>
        <span className="post-actions__spacer" />
        <ToggleButton
          label={copy.bookmarkLabel}
          icon="bookmark"
          on={bookmark.on}
          disabled={!ready}
          onToggle={bookmark.toggle}
        />
      </div>
      {error && <Message negative role="alert" size="small" content={errorMessage(error)} />}
      {readError && <RetryMessage onRetry={retry} />}
    </div>
  );
}
