import type { Post } from '../../backend/types';
import { copy } from '../../copy';
import { useEditPost } from '../../hooks/useEditPost';
import { errorMessage } from '../../lib/errorMessage';
import { FormModal } from './FormModal';

/** 確定要刪除這篇文章嗎？ The post goes with its comments and its picture. */
export function DeletePostModal({ post, onClose }: { post: Post; onClose: () => void }) {
  const { remove } = useEditPost();

  async function confirm() {
    if ((await remove.run(post.id)).ok) onClose();
  }

  return (
    <FormModal
      title={copy.deleteConfirm}
      confirmLabel={copy.deletePost}
      negative
      busy={remove.pending}
      error={remove.error && errorMessage(remove.error)}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p className="delete-post__title">{post.title}</p>
    </FormModal>
  );
}
