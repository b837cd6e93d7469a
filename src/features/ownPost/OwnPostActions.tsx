import { lazy, Suspense, useState } from 'react';
import type { Post } from '../../backend/types';
import { Button } from '../../components/Button';
import { edit, trash } from '../../components/icons/actions';
import { copy } from '../../copy';
import { DeletePostModal } from './DeletePostModal';

// The editor (the post form, picture checks and shrinking) loads when 編輯 is pressed: the post page
// and 我的文章 do not wait for it.
const EditPostModal = lazy(() =>
  import('./EditPostModal').then((m) => ({ default: m.EditPostModal })),
);
import './ownPost.css';

interface OwnPostActionsProps {
  post: Post;
  /** After the post is gone (the post's own page leaves it). */
  onDeleted?: () => void;
}

/** 編輯 and 刪除 for one of the member's own posts: under its card, and on its page. */
export function OwnPostActions({ post, onDeleted }: OwnPostActionsProps) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const close = () => setOpen(null);

  return (
    // Named after the post, so a screen reader says whose 編輯 this is.
    <div className="own-post__actions" role="group" aria-label={post.title}>
      <Button
        type="button"
        basic
        size="small"
        icon={edit}
        content={copy.editPost}
        onClick={() => setOpen('edit')}
      />
      <Button
        type="button"
        basic
        negative
        size="small"
        icon={trash}
        content={copy.deletePost}
        onClick={() => setOpen('delete')}
      />
      {open === 'edit' && (
        <Suspense fallback={null}>
          <EditPostModal post={post} onClose={close} />
        </Suspense>
      )}
      {open === 'delete' && (
        <DeletePostModal
          post={post}
          onClose={close}
          onDeleted={() => {
            close();
            onDeleted?.();
          }}
        />
      )}
    </div>
  );
}
