import type { PostPictures, ProgressListener } from '../types';

/**
 * Storage names under `post-images/`, the same for both adapters and mirrored by the security rules: a
 * post's picture by its id, its card copy beside it, a member's avatar by their uid.
 */
export const pictureNames = {
  post: (postId: string) => postId,
  card: (postId: string) => `${postId}_thumb`,
  avatar: (uid: string) => uid,
} as const;

/** Where a post's picture and its card copy are read from; '' for none. */
export interface PictureUrls {
  imageUrl: string;
  thumbUrl: string;
}

export const noPictures: PictureUrls = { imageUrl: '', thumbUrl: '' };

/** An adapter's store for the pictures of one post. */
export interface PostPictureStore {
  /** Stores the picture and its card copy with one progress for both; settles once both have. */
  upload(pictures: PostPictures, onProgress?: ProgressListener): Promise<PictureUrls>;
  /** Removes both; one that is absent is no error. */
  remove(): Promise<void>;
}

/**
 * Publishing with pictures: upload, then `write` the post with their URLs. A picture whose post was
 * never written would be shown nowhere and never deleted, and an upload may store one part before the
 * other fails; so once the upload has begun, any failure removes what it stored, then is rethrown.
 */
export async function publishWithPictures<T>(
  pictures: PostPictures | null,
  onProgress: ProgressListener | undefined,
  store: PostPictureStore,
  write: (urls: PictureUrls) => Promise<T>,
): Promise<T> {
  if (!pictures) return write(noPictures);
  try {
    return await write(await store.upload(pictures, onProgress));
  } catch (error) {
    await store.remove().catch(() => undefined);
    throw error;
  }
}

/**
 * One progress for several uploads: each part's fraction weighs by its size. Returns a listener per
 * part, in the order of `sizes`.
 */
export function combinedProgress(
  sizes: readonly number[],
  onProgress: ProgressListener | undefined,
): ProgressListener[] {
  const total = sizes.reduce((sum, size) => sum + size, 0) || 1;
  const sent = sizes.map(() => 0);
  return sizes.map((size, part) => (fraction) => {
    sent[part] = fraction * size;
    onProgress?.(sent.reduce((sum, bytes) => sum + bytes, 0) / total);
  });
}
