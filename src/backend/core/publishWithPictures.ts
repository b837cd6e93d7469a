import type { PostPictures, ProgressListener } from '../types';
import { noPictures, type PictureUrls } from './pictureNames';

/** An adapter's store for the pictures of one post. */
export interface PostPictureStore {
  /** Stores the picture and its card copy with one progress for both; settles once both have. */
  upload(pictures: PostPictures, onProgress?: ProgressListener): Promise<PictureUrls>;
  /** Removes both; one that is absent is no error. */
  remove(): Promise<void>;
}

/** The three writes of publishing, as each adapter makes them. */
export interface PublishSteps<T> {
  /** Writes the post with `urls` (no pictures yet when there are pictures to come). */
  write: (urls: PictureUrls) => Promise<T>;
  /** Sets the stored pictures' URLs on the written post: an edit of its author. */
  attach: (urls: PictureUrls) => Promise<void>;
  /** Deletes the written post as its author would (its id retired). */
  retract: () => Promise<void>;
}

/**
 * Publishing with pictures: write the post, upload its pictures, then attach their URLs. storage.rules
 * let only a post's author store `post-images/{postId}`, and they read the author from the post, so
 * the post comes first (the spec's own order). Until the URLs are attached the post shows without its
 * picture. Should the upload or the attaching fail, the post is retracted and whatever was stored is
 * removed, then the error is rethrown: the member's one call either publishes all of it or nothing
 * (unless the cleanup itself cannot reach the server; docs/security.md).
 */
export async function publishWithPictures<T>(
  pictures: PostPictures | null,
  onProgress: ProgressListener | undefined,
  store: PostPictureStore,
  { write, attach, retract }: PublishSteps<T>,
): Promise<T> {
  const written = await write(noPictures);
  if (!pictures) return written;
  try {
    await attach(await store.upload(pictures, onProgress));
    return written;
  } catch (error) {
    await retract().catch(() => undefined);
    await store.remove().catch(() => undefined);
    throw error;
  }
}
