import type { ProgressListener } from '../types';

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
