import type { FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';
import { pictureNames, type PictureUrls } from '../core/pictureNames';
import { combinedProgress } from '../core/combinedProgress';
import type { PostPictures, ProgressListener } from '../types';
import { splitHost } from './app';
import { firebaseCode } from './firebaseErrors';

/**
 * Pictures in `post-images/{name}`: the spec names post pictures by post id and avatars by member uid,
 * in the same folder.
 */
export interface ImageStore {
  /** Uploads with the blob's content type and `owner` metadata (storage.rules checks both). */
  /** Aborting `signal` cancels the upload (`storage/canceled`). */
  upload(
    name: string,
    image: Blob,
    owner: string,
    onProgress?: ProgressListener,
    signal?: AbortSignal,
  ): Promise<string>;
  /** Deletes; a picture that is already gone is not an error. */
  remove(name: string): Promise<void>;
  /** A post's picture and card copy, side by side, with one progress; settles once both have. */
  uploadPostPictures(
    postId: string,
    pictures: PostPictures,
    owner: string,
    onProgress?: ProgressListener,
    signal?: AbortSignal,
  ): Promise<PictureUrls>;
  removePostPictures(postId: string): Promise<void>;
}

/** Loaded on first use: only publishing, deleting a post and changing the avatar need Storage. */
export function connectImageStore(app: FirebaseApp, emulatorHost?: string): ImageStore {
  const storage = getStorage(app);
  if (emulatorHost) connectStorageEmulator(storage, ...splitHost(emulatorHost));
  // Offline, an upload retries for 10 minutes by default, the member watching its bar stand still:
  // after a minute of failed requests it reports `storage/retry-limit-exceeded` (errOffline).
  storage.maxUploadRetryTime = 60_000;
  storage.maxOperationRetryTime = 60_000;
  const imageRef = (name: string) => ref(storage, `post-images/${name}`);

  async function upload(
    name: string,
    image: Blob,
    owner: string,
    onProgress?: ProgressListener,
    signal?: AbortSignal,
  ) {
    const task = uploadBytesResumable(imageRef(name), image, {
      contentType: image.type,
      customMetadata: { owner },
    });
    const cancel = () => task.cancel();
    if (signal?.aborted) cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    void task.then(
      () => signal?.removeEventListener('abort', cancel),
      () => signal?.removeEventListener('abort', cancel),
    );
    task.on('state_changed', ({ bytesTransferred, totalBytes }) => {
      if (totalBytes > 0) onProgress?.(bytesTransferred / totalBytes);
    });
    const { ref: stored } = await task;
    // Completion is reported outright, not left to whichever progress event happened to come last.
    onProgress?.(1);
    return getDownloadURL(stored);
  }

  async function remove(name: string) {
    try {
      await deleteObject(imageRef(name));
    } catch (error) {
      if (firebaseCode(error) !== 'storage/object-not-found') throw error;
    }
  }

  return {
    upload,
    remove,
    async uploadPostPictures(postId, { full, card }, owner, onProgress, signal) {
      const [fullSent, cardSent] = combinedProgress([full.size, card.size], onProgress);
      // Both settle before this does, so a cleanup after one fails cannot run before the other lands.
      const [picture, copy] = await Promise.allSettled([
        upload(pictureNames.post(postId), full, owner, fullSent, signal),
        upload(pictureNames.card(postId), card, owner, cardSent, signal),
      ]);
      if (picture.status === 'rejected') throw picture.reason;
      if (copy.status === 'rejected') throw copy.reason;
      return { imageUrl: picture.value, thumbUrl: copy.value };
    },
    async removePostPictures(postId) {
      await Promise.all([remove(pictureNames.post(postId)), remove(pictureNames.card(postId))]);
    },
  };
}
