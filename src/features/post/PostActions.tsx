import { Icon, Message } from 'semantic-ui-react';
import type { Post } from '../../backend/types';
import { copy } from '../../copy';
import { useMember } from '../../hooks/useMember';
import { usePostToggles } from '../../hooks/usePostToggles';
import { errorMessage } from '../../lib/errorMessage';
import { ToggleButton } from './ToggleButton';

/** Like and bookmark toggles with the like and comment counts. */
export function PostActions({ post }: { post: Post }) {
  // The reader, whose like and bookmark the toggles show.
  const { uid } = useMember();
  const { like, bookmark } = usePostToggles(post, uid);
  // The count follows the button at once, like the icon does.
  const likes = post.likeBy.length - Number(post.likeBy.includes(uid)) + Number(like.on);
  const error = like.error ?? bookmark.error;

  return (
    <div className="post-actions">
      <div className="post-actions__row">
        {/* Semantic's labeled button: the count hangs off the toggle as a pointing label. */}
        <div className="ui labeled button post-actions__like">
          <ToggleButton label={copy.likeLabel} icon="heart" on={like.on} onToggle={like.toggle} />
          <span
            className={`ui basic left pointing label post-actions__count${like.on ? ' blue' : ''}`}
          >
            <span className="visually-hidden">{copy.likeCountLabel} </span>
            {likes}
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
          onToggle={bookmark.toggle}
        />
      </div>
      {error && <Message negative role="alert" size="small" content={errorMessage(error)} />}
    </div>
  );
}
