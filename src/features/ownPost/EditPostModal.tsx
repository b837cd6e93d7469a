import type { Post } from '../../backend/types';
import { copy } from '../../copy';
import { usePostEditor } from '../../hooks/usePictureWrites';
import { errorMessage } from '../../lib/errorMessage';
import { PostFields } from '../postForm/PostFields';
import { draftKey } from '../../browser/draftStore';
import { LeaveConfirm } from '../../components/LeaveConfirm';
import { DraftNotice } from '../postForm/DraftNotice';
import { validatePostForm } from '../postForm/postForm';
import { usePostDraft } from '../postForm/usePostDraft';
import { UploadProgress } from '../postForm/UploadProgress';
import { FormModal } from '../../components/FormModal';

/**
 * Edits the title, content, topic and (optionally) the picture of one of the member's posts. Changes not
 * saved wait for the next opening (取消 keeps them too; 捨棄草稿 does not).
 */
export function EditPostModal({ post, onClose }: { post: Post; onClose: () => void }) {
  const { form, draft } = usePostDraft(
    { title: post.title, content: post.content, topic: post.topic, image: null },
    draftKey(post.uid, `edit/${post.id}`),
  );
  const { edit, progress, stalled, cancel } = usePostEditor();
  // A picture that could not be decoded is the picture field's problem; a cancelled upload is no
  // failure; any other is the form's.
  const failure = edit.error === 'not-image' || edit.error === 'cancelled' ? null : edit.error;

  async function confirm() {
    if (!form.report(await validatePostForm(form.values))) return;
    const result = await edit.run(post.id, form.values);
    if (result.ok) {
      draft.sent();
      onClose();
    } else if (result.error === 'not-image') form.report({ image: errorMessage(result.error) });
  }

  return (
    <>
      <FormModal
        title={copy.editPost}
        busy={edit.pending}
        error={failure && errorMessage(failure)}
        onCancel={onClose}
        onConfirm={() => void confirm()}
        focusId={form.ids.title}
      >
        <DraftNotice draft={draft} focusId={form.ids.title} />
        <PostFields form={form} currentImageUrl={post.imageUrl} />
        {progress !== null && (
          <UploadProgress fraction={progress} stalled={stalled} onCancel={cancel} />
        )}
      </FormModal>
      <LeaveConfirm unsent={draft.unsent} />
    </>
  );
}
