import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Button } from '../../components/Button';
import { draftKey } from '../../browser/draftStore';
import { LeaveConfirm } from '../../components/LeaveConfirm';
import { Form } from '../../components/form/Form';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import { useMember } from '../../hooks/useMember';
import { usePostEditor } from '../../hooks/usePictureWrites';
import { errorMessage } from '../../lib/errorMessage';
import { PostFields } from '../postForm/PostFields';
import { DraftNotice } from '../postForm/DraftNotice';
import { validatePostForm } from '../postForm/postForm';
import { usePostDraft } from '../postForm/usePostDraft';
import { UploadProgress } from '../postForm/UploadProgress';
import { useFinishIncomplete } from './useFinishIncomplete';
import './publish.css';

/**
 * /new-post: a post with a picture or without one. On success the new post opens in place of this page
 * (Back leads where the member came from, the feed with the post first).
 */
export function PublishPage() {
  const navigate = useNavigate();
  const { uid } = useMember();
  // What was typed waits for the member's return (not while finishing an incomplete post: that one
  // keeps its texts in the post itself).
  const finishing = useSearchParams()[0].has('finish');
  const { form, draft } = usePostDraft(
    { title: '', content: '', topic: '', image: null },
    finishing ? null : draftKey(uid, 'new-post'),
  );
  const finish = useFinishIncomplete(uid, form);
  const { publish, progress, stalled, cancel } = usePostEditor();
  const busy = publish.pending;
  useDocumentTitle(copy.publishHeader);
  // A picture that could not be decoded is the picture field's problem; a cancelled upload is no
  // failure; any other is the form's.
  const failure =
    publish.error === 'not-image' || publish.error === 'cancelled' ? null : publish.error;

  async function submit() {
    const { values } = form;
    if (!form.report(await validatePostForm(values))) return;
    const result = await publish.run({ ...values, finish, id: draft.postId }, (id) => {
      draft.sent();
      navigate(paths.post(id), { replace: true });
    });
    if (!result.ok && result.error === 'not-image') {
      form.report({ image: errorMessage(result.error) });
    }
  }

  return (
    <div className="publish-page panel">
      <h1 className="page-heading">{copy.publishHeader}</h1>
      <DraftNotice draft={draft} focusId={form.ids.title} />
      <LeaveConfirm unsent={draft.unsent} page />
      <Form onSubmit={() => void submit()}>
        <PostFields form={form} />
        {progress !== null && (
          <UploadProgress fraction={progress} stalled={stalled} onCancel={cancel} />
        )}
        {failure && <Notice kind="negative">{errorMessage(failure)}</Notice>}
        <Button type="submit" primary loading={busy} disabled={busy}>
          {copy.publishSubmit}
        </Button>
      </Form>
    </div>
  );
}
