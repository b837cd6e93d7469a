import type { FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';
import type { ProgressListener } from '../types';
import { splitHost } from './app';
import { firebaseCode } from './errors';

/**
 * Pictures in `post-images/{name}`: the spec names post pictures by post id and avatars by member uid,
 * in the same folder.
 */
export interface ImageStore {
  /** Uploads with the blob's content type and `owner` metadata (storage.rules checks both). */
  upload(name: string, image: Blob, owner: string, onProgress?: ProgressListener): Promise<string>;
  /** Deletes; a picture that is already gone is not an error. */
  remove(name: string): Promise<void>;
}

/** Loaded on first use: only publishing, deleting a post and changing the avatar need Storage. */
export function connectImageStore(app: FirebaseApp, emulatorHost?: string): ImageStore {
  const storage = getStorage(app);
  if (emulatorHost) connectStorageEmulator(storage, ...splitHost(emulatorHost));
  const imageRef = (name: string) => ref(storage, `post-images/${name}`);
  return {
    async upload(name, image, owner, onProgress) {
      const task = uploadBytesResumable(imageRef(name), image, {
        contentType: image.type,
        customMetadata: { owner },
      });
      task.on('state_changed', ({ bytesTransferred, totalBytes }) => {
        if (totalBytes > 0) onProgress?.(bytesTransferred / totalBytes);
      });
      const { ref: stored } = await task;
      // Completion is reported outright, not left to whichever progress event happened to come last.
      onProgress?.(1);
      return getDownloadURL(stored);
    },
    async remove(name) {
      try {
        await deleteObject(imageRef(name));
      } catch (error) {
        if (firebaseCode(error) !== 'storage/object-not-found') throw error;
      }
    },
  };
}
