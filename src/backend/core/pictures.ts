import type { ProgressListener } from '../types';

/**
 * Storage names under `post-images/`, the same for both adapters and mirrored by the security rules: a
 * post's picture by its id, its card copy beside it, a member's avatar by their uid.
 */
export const pictureNames = {
  post: (postId: string) => postId,
  card: (postId: string) => `${postId}_thumb`,
  avatar: (uid: string) => uid,
} as const;

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
