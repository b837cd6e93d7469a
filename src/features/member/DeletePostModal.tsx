import { useState } from 'react';
import type { Post } from '../../backend/types';
import { copy } from '../../copy';
import { useEditPost } from '../../hooks/useEditPost';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { FormModal } from './FormModal';

/** 確定要刪除這篇文章嗎？ The post goes with its comments and its picture. */
export function DeletePostModal({ post, onClose }: { post: Post; onClose: () => void }) {
  const { remove } = useEditPost();
  const [busy, run] = useSubmitOnce();
  const [failed, setFailed] = useState(false);

  const confirm = () =>
    run(async () => {
      setFailed(false);
      try {
        await remove(post.id);
        onClose();
      } catch {
        setFailed(true);
      }
    });

  return (
    <FormModal
      title={copy.deleteConfirm}
      confirmLabel={copy.deletePost}
      negative
      busy={busy}
      error={failed ? copy.errGeneric : null}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p className="delete-post__title">{post.title}</p>
    </FormModal>
  );
}
