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
 * The picture is shrunk (with its card copy); the backend then uploads it under a new id and writes the
 * complete post in one write, removing the picture again if that fails. A picture the browser cannot
 * decode fails with 'not-image' before any write. `progress` is the upload's fraction while sending,
 * null otherwise.
 */
export function usePublish() {
  const backend = useBackend();
  const [progress, setProgress] = useState<number | null>(null);

  const publish = useMutation(async ({ title, content, topic, image }: PublishInput) => {
    setProgress(0);
    try {
      const pictures = await shrinkPostPictures(image);
      const draft = { title: title.trim(), content: content.trim(), topic };
      await backend.publishPost(draft, pictures, setProgress);
    } finally {
      setProgress(null);
    }
  });

  return { publish, progress };
}
