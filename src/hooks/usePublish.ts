import { useState } from 'react';
import { shrinkPostPictures } from '../lib/imageFile';
import { useBackend } from './BackendProvider';
import { useMutation } from './useMutation';

export interface PublishInput {
  title: string;
  content: string;
  topic: string;
  image: Blob;
}

/**
 * The picture is shrunk (with its card copy) and uploaded under a reserved id, then the complete post
 * is written in one write. A picture the browser cannot decode fails with 'not-image' before any
 * write. `progress` is the upload's fraction while sending, null otherwise.
 */
export function usePublish() {
  const backend = useBackend();
  const [progress, setProgress] = useState<number | null>(null);

  const publish = useMutation(async ({ title, content, topic, image }: PublishInput) => {
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
    } catch (error) {
      // A picture whose post was never written would be shown nowhere and never deleted. The upload
      // may have stored it before failing, so clean up whenever it started; absence is no error.
      if (uploadedTo) await backend.deletePostImage(uploadedTo).catch(() => undefined);
      throw error;
    } finally {
      setProgress(null);
    }
  });

  return { publish, progress };
}
