// semantic's components first, as they were when they loaded with the site: page CSS builds on them.
import '../../styles/semantic';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, Message, Segment } from 'semantic-ui-react';
import { paths } from '../../lib/paths';
import { Button } from '../../components/Button';
import { copy } from '../../copy';
import { usePublish } from '../../hooks/usePublish';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { PostFields } from '../../components/postForm/PostFields';
import { usePostForm, validatePostForm } from '../../components/postForm/postForm';
import { UploadProgress } from '../../components/postForm/UploadProgress';
import './publish.css';

/** /new-post. On success the feed opens, with the new post first. */
export function PublishPage() {
  const navigate = useNavigate();
  const form = usePostForm({ title: '', content: '', topic: '', image: null });
  const { publish, progress } = usePublish();
  const [busy, run] = useSubmitOnce();
  const [failed, setFailed] = useState(false);

  const submit = () =>
    run(async () => {
      setFailed(false);
      const { values } = form;
      const valid = form.report(await validatePostForm(values, { imageRequired: true }));
      if (!valid || !values.image) return;
      const outcome = await publish({ ...values, image: values.image });
      if (outcome === 'published') navigate(paths.posts);
      else if (outcome === 'not-image') form.report({ image: copy.errNotImage });
      else setFailed(true);
    });

  return (
    <Segment className="publish-page">
      <h1 className="ui header">{copy.publishHeader}</h1>
      <Form noValidate onSubmit={() => void submit()}>
        <PostFields form={form} />
        {progress !== null && <UploadProgress fraction={progress} />}
        {failed && (
          <Message negative role="alert">
            {copy.errGeneric}
          </Message>
        )}
        <Button type="submit" primary loading={busy} disabled={busy}>
          {copy.publishSubmit}
        </Button>
      </Form>
    </Segment>
  );
}
