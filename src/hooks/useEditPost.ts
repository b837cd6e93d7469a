import { useState } from 'react';
import type { PostPatch, PostPictures } from '../backend/types';
import { shrinkPostPictures } from '../lib/imageFile';
import { useBackend } from './BackendProvider';
import { useMutation } from './useMutation';

export interface PostChanges {
  title: string;
  content: string;
  topic: string;
  /** A new picture, or null to keep the current one. */
  image: Blob | null;
}

/**
 * Editing the member's own posts. A new picture the browser cannot decode fails with 'not-image' before
 * any write. `progress`: the new picture's upload, else null. (Deleting: useDeletePost, which needs
 * none of the picture code.)
 */
export function useEditPost() {
  const backend = useBackend();
  const [progress, setProgress] = useState<number | null>(null);

  const save = useMutation(async (id: string, { title, content, topic, image }: PostChanges) => {
    try {
      const patch: PostPatch = { title: title.trim(), content: content.trim(), topic };
      let pictures: PostPictures | null = null;
      if (image) {
        setProgress(0);
        pictures = await shrinkPostPictures(image);
      }
      await backend.updatePost(id, patch, pictures, setProgress);
    } finally {
      setProgress(null);
    }
  });

  return { save, progress };
}
