import { useState } from 'react';
import type { Post } from '../../backend/types';
import { copy } from '../../copy';
import { useEditPost } from '../../hooks/useEditPost';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { PostFields } from '../../components/postForm/PostFields';
import { usePostForm, validatePostForm } from '../../components/postForm/postForm';
import { UploadProgress } from '../../components/postForm/UploadProgress';
import { FormModal } from './FormModal';

/** Edits the title, content, topic and (optionally) the picture of one of the member's posts. */
export function EditPostModal({ post, onClose }: { post: Post; onClose: () => void }) {
  const form = usePostForm({
    title: post.title,
    content: post.content,
    topic: post.topic,
    image: null,
  });
  const { save, progress } = useEditPost();
  const [busy, run] = useSubmitOnce();
  const [failed, setFailed] = useState(false);

  const confirm = () =>
    run(async () => {
      setFailed(false);
      if (!form.report(await validatePostForm(form.values, { imageRequired: false }))) return;
      const outcome = await save(post.id, form.values);
      if (outcome === 'saved') onClose();
      else if (outcome === 'not-image') form.report({ image: copy.errNotImage });
      else setFailed(true);
    });

  return (
    <FormModal
      title={copy.editPost}
      busy={busy}
      error={failed ? copy.errGeneric : null}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      focusId={form.ids.title}
    >
      <PostFields form={form} currentImageUrl={post.imageUrl} />
      {progress !== null && <UploadProgress fraction={progress} />}
    </FormModal>
  );
}
