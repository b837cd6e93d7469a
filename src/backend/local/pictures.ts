import { storedImageMaxBytes, storedImageTypes } from '../../lib/limits';
import { BackendError } from '../errors';
import { pictureNames } from '../core/pictureNames';
import type { PostPictureStore } from '../core/publishWithPictures';
import { combinedProgress } from '../core/combinedProgress';
import type { ProgressListener } from '../types';
import type { LocalDatabase } from './db';

/** Where post pictures (by post id) and avatars (by uid) live, as on Firebase Storage. */
export function imagePath(name: string): string {
  return `post-images/${name}`;
}

/** The picture as a data: URL, which survives reload and needs no server. */
export function dataUrl(image: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(image);
  });
}

async function assertWritable(db: LocalDatabase, path: string, owner: string): Promise<void> {
  const existing = await db.files.get(path);
  if (existing && existing.owner !== owner) throw new BackendError('permission-denied');
}

/**
 * Stores the picture and returns its URL: a data: URL, which survives reload and needs no server. The
 * reading is one step, so progress goes from 0 straight to 1.
 */
export async function putImage(
  db: LocalDatabase,
  owner: string,
  path: string,
  image: Blob,
  onProgress?: ProgressListener,
): Promise<string> {
  // As storage.rules.
  const accepted: readonly string[] = storedImageTypes;
  if (!accepted.includes(image.type) || image.size >= storedImageMaxBytes) {
    throw new BackendError('permission-denied');
  }
  onProgress?.(0);
  const url = await dataUrl(image);
  await db.transaction('rw', db.files, async () => {
    await assertWritable(db, path, owner);
    await db.files.put({ path, owner, url });
  });
  onProgress?.(1);
  return url;
}

async function deleteImage(db: LocalDatabase, owner: string, path: string): Promise<void> {
  await db.transaction('rw', db.files, async () => {
    await assertWritable(db, path, owner);
    await db.files.delete(path);
  });
}

/** The picture and card copy of post `id`, stored as `owner`'s, one after the other. */
export function postPictureStore(db: LocalDatabase, id: string, owner: string): PostPictureStore {
  const picture = imagePath(pictureNames.post(id));
  const card = imagePath(pictureNames.card(id));
  return {
    async upload(pictures, onProgress, signal) {
      // As storage.rules: a post's pictures are stored by its author, or by the holder of its
      // reservation while it is being published.
      const holder = (await db.posts.get(id)) ?? (await db.pendingPosts.get(id));
      if (holder?.uid !== owner) throw new BackendError('permission-denied');
      const [fullSent, cardSent] = combinedProgress(
        [pictures.full.size, pictures.card.size],
        onProgress,
      );
      const cancelled = () => {
        if (signal?.aborted) throw new BackendError('cancelled');
      };
      cancelled();
      const imageUrl = await putImage(db, owner, picture, pictures.full, fullSent);
      cancelled();
      const thumbUrl = await putImage(db, owner, card, pictures.card, cardSent);
      return { imageUrl, thumbUrl };
    },
    async remove() {
      await deleteImage(db, owner, picture);
      await deleteImage(db, owner, card);
    },
  };
}
