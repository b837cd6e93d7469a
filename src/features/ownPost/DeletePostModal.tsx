import type { Post } from '../../backend/types';
import { copy } from '../../copy';
import { useDeletePost } from '../../hooks/usePost';
import { errorMessage } from '../../lib/errorMessage';
import { DeleteConfirm } from '../../components/DeleteConfirm';

interface DeletePostModalProps {
  post: Post;
  onClose: () => void;
  onDeleted: () => void;
}

/** 確定要刪除這篇文章嗎？ The post goes with its comments and its picture. */
export function DeletePostModal({ post, onClose, onDeleted }: DeletePostModalProps) {
  const remove = useDeletePost();

  async function confirm() {
    if ((await remove.run(post.id)).ok) onDeleted();
  }

  return (
    <DeleteConfirm
      question={copy.deleteConfirm}
      subject={post.title}
      busy={remove.pending}
      error={remove.error && errorMessage(remove.error)}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
