import { useCallback, useState } from 'react';
import type { PostPatch } from '../backend/types';
import { NotAnImageError, shrinkPostPictures } from '../lib/imageFile';
import { useBackend } from './BackendProvider';

export interface PostChanges {
  title: string;
  content: string;
  topic: string;
  /** A new picture, or null to keep the current one. */
  image: Blob | null;
}

/** `not-image`: the new picture could not be decoded; nothing was written. */
export type EditOutcome = 'saved' | 'not-image' | 'failed';

/** Editing and deleting the member's own posts. `progress`: the new picture's upload, else null. */
export function useEditPost() {
  const backend = useBackend();
  const [progress, setProgress] = useState<number | null>(null);

  const save = useCallback(
    async (id: string, { title, content, topic, image }: PostChanges): Promise<EditOutcome> => {
      try {
        const patch: PostPatch = { title: title.trim(), content: content.trim(), topic };
        if (image) {
          setProgress(0);
          const pictures = await shrinkPostPictures(image);
          const { imageUrl, thumbUrl } = await backend.uploadPostImage(id, pictures, setProgress);
          Object.assign(patch, { imageUrl, thumbUrl });
        }
        await backend.updatePost(id, patch);
        return 'saved';
      } catch (error) {
        return error instanceof NotAnImageError ? 'not-image' : 'failed';
      } finally {
        setProgress(null);
      }
    },
    [backend],
  );

  const remove = useCallback((id: string) => backend.deletePost(id), [backend]);

  return { save, remove, progress };
}
