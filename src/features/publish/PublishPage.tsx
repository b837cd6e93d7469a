import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Button } from '../../components/Button';
import { Form } from '../../components/form/Form';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { usePostEditor } from '../../hooks/usePictureWrites';
import { errorMessage } from '../../lib/errorMessage';
import { PostFields } from '../../components/postForm/PostFields';
import { usePostForm, validatePostForm } from '../../components/postForm/postForm';
import { UploadProgress } from '../../components/postForm/UploadProgress';
import './publish.css';

/** /new-post. On success the feed opens, with the new post first. */
export function PublishPage() {
  const navigate = useNavigate();
  const form = usePostForm({ title: '', content: '', topic: '', image: null });
  const { publish, progress } = usePostEditor();
  const busy = publish.pending;
  useDocumentTitle(copy.publishHeader);
  // A picture that could not be decoded is the picture field's problem; any other failure is the form's.
  const failure = publish.error === 'not-image' ? null : publish.error;

  async function submit() {
    const { values } = form;
    const valid = form.report(await validatePostForm(values, { imageRequired: true }));
    if (!valid || !values.image) return;
    const result = await publish.run({ ...values, image: values.image });
    if (result.ok) navigate(paths.posts);
    else if (result.error === 'not-image') form.report({ image: errorMessage(result.error) });
  }

  return (
    <div className="publish-page panel">
      <h1 className="page-heading">{copy.publishHeader}</h1>
      <Form onSubmit={() => void submit()}>
        <PostFields form={form} />
        {progress !== null && <UploadProgress fraction={progress} />}
        {failure && <Notice kind="negative">{errorMessage(failure)}</Notice>}
        <Button type="submit" primary loading={busy} disabled={busy}>
          {copy.publishSubmit}
        </Button>
      </Form>
    </div>
  );
}
