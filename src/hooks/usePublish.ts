import { useCallback, useState } from 'react';
import { NotAnImageError, shrinkPostPictures } from '../lib/imageFile';
import { useBackend } from './BackendProvider';

export interface PublishInput {
  title: string;
  content: string;
  topic: string;
  image: Blob;
}

/** `not-image`: the picture could not be decoded; nothing was written. */
export type PublishOutcome = 'published' | 'not-image' | 'failed';

/**
 * The picture is shrunk (with its card copy) and uploaded under a reserved id, then the complete post
 * is written in one write. `progress` is the upload's fraction while sending, null otherwise.
 */
export function usePublish() {
  const backend = useBackend();
  const [progress, setProgress] = useState<number | null>(null);

  const publish = useCallback(
    async ({ title, content, topic, image }: PublishInput): Promise<PublishOutcome> => {
      setProgress(0);
      let uploadedTo: string | null = null;
      try {
        const pictures = await shrinkPostPictures(image);
        const id = backend.newPostId();
        uploadedTo = id;
        const { imageUrl, thumbUrl } = await backend.uploadPostImage(id, pictures, setProgress);
        await backend.publishPost(id, {
          title: title.trim(),
          content: content.trim(),
          topic,
          imageUrl,
          thumbUrl,
        });
        return 'published';
      } catch (error) {
        // A picture whose post was never written would be shown nowhere and never deleted. The upload
        // may have stored it before failing, so clean up whenever it started; absence is no error.
        if (uploadedTo) await backend.deletePostImage(uploadedTo).catch(() => undefined);
        return error instanceof NotAnImageError ? 'not-image' : 'failed';
      } finally {
        setProgress(null);
      }
    },
    [backend],
  );

  return { publish, progress };
}
