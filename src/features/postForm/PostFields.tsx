import { CharCount } from '../../components/CharCount';
import { copy } from '../../copy';
import { tooLongMessage } from '../../lib/limitMessage';
import { useTopics } from '../../hooks/useTopics';
import { FieldError } from '../../components/form/FieldError';
import { RetryMessage } from '../../components/RetryMessage';
import { TextAreaField, TextField } from '../../components/form/TextField';
import { ImagePicker } from './ImagePicker';
import { imageMessages, type PostForm } from './postForm';

interface PostFieldsProps {
  form: PostForm;
  /** The post's current picture, when editing. */
  currentImageUrl?: string;
}

/** Title, content, topic and picture: the fields of publishing and of editing a post. */
export function PostFields({ form, currentImageUrl }: PostFieldsProps) {
  const { values, errors, ids, change } = form;
  const topicsRead = useTopics();
  const topics = topicsRead.data;
  const names = topics?.map((t) => t.name) ?? [];
  // A post keeps its topic even if the list no longer has it (or has not arrived yet).
  if (values.topic && !names.includes(values.topic)) names.push(values.topic);
  const topicError = errors.topic;

  return (
    <>
      <TextField
        id={ids.title}
        label={copy.titleLabel}
        value={values.title}
        error={errors.title ?? tooLongMessage('title', values.title)}
        onValue={(value) => change('title', value)}
      />
      <CharCount kind="title" text={values.title} />
      <TextAreaField
        id={ids.content}
        rows={6}
        label={copy.contentLabel}
        value={values.content}
        error={errors.content ?? tooLongMessage('content', values.content)}
        onValue={(value) => change('content', value)}
      />
      <CharCount kind="content" text={values.content} />
      <div className={topicError ? 'field field--error' : 'field'}>
        <label htmlFor={ids.topic}>{copy.topicLabel}</label>
        <select
          id={ids.topic}
          value={values.topic}
          aria-invalid={topicError ? true : undefined}
          aria-describedby={topicError ? `${ids.topic}-error` : undefined}
          onChange={(event) => change('topic', event.target.value)}
        >
          <option value="">{copy.topicPlaceholder}</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {topicError && <FieldError id={`${ids.topic}-error`}>{topicError}</FieldError>}
        {/* The list could not be read: why (offline, or not), with 重試; the chosen topic stays. */}
        {topicsRead.status === 'error' && (
          <RetryMessage code={topicsRead.error} onRetry={topicsRead.retry} />
        )}
      </div>
      <ImagePicker
        id={ids.image}
        label={copy.imageLabel}
        file={values.image}
        currentUrl={currentImageUrl}
        error={errors.image}
        onPick={(file, problem) =>
          change('image', file, problem ? imageMessages[problem] : undefined)
        }
        onClear={() => change('image', null)}
      />
    </>
  );
}
