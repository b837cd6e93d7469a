import { BackendError } from '../errors';
import type { PostPictures, ProgressListener } from '../types';
import { noPictures, type PictureUrls } from './pictureNames';

/** How long a failed or cancelled publish waits for its pictures' removal before it answers. */
const removalWaitMs = 5_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An adapter's store for the pictures of one post. */
export interface PostPictureStore {
  /**
   * Stores the picture and its card copy with one progress for both; settles once both have. Aborting
   * `signal` cancels what is still being sent (`cancelled`).
   */
  upload(
    pictures: PostPictures,
    onProgress?: ProgressListener,
    signal?: AbortSignal,
  ): Promise<PictureUrls>;
  /** Removes both; one that is absent is no error. */
  remove(): Promise<void>;
}

/** The writes of publishing, as each adapter makes them. */
export interface PublishSteps<T> {
  /**
   * Reserves the id for the member with the post's texts: an incomplete post, which only its author
   * can read, and which lets them store the post's pictures.
   */
  reserve: () => Promise<void>;
  /** Writes the complete post with `urls`, closing its reservation (if any) in the same write. */
  write: (urls: PictureUrls) => Promise<T>;
  /** Removes the reservation; none is no error. */
  release: () => Promise<void>;
}

/**
 * Publishing, so that nothing is public before the post is whole (docs/data-model.md): without pictures
 * the post is written at once; with pictures the id is reserved first (storage.rules let the holder of
 * a reservation store `post-images/{id}`), the pictures are uploaded, and the complete post is written
 * in the write that closes the reservation. Should the upload or the write fail, or the member cancel,
 * the pictures and the reservation are removed (the reservation only when this call made it: an
 * incomplete post being finished stays one) and the error is rethrown; a write left unanswered keeps
 * both. A call cut short (the tab closed) leaves the reservation: its author sees an incomplete post,
 * nobody else anything.
 */
export async function publishWithPictures<T>(
  pictures: PostPictures | null,
  {
    onProgress,
    signal,
    reserved,
  }: { onProgress?: ProgressListener; signal?: AbortSignal; reserved: boolean },
  store: PostPictureStore,
  { reserve, write, release }: PublishSteps<T>,
): Promise<T> {
  if (!pictures) return write(noPictures);
  const cancelled = () => {
    if (signal?.aborted) throw new BackendError('cancelled');
  };
  cancelled();
  if (!reserved) await reserve();
  // Side by side, and the pictures waited for only so long: a picture store that cannot be reached
  // (it retries for a minute) must not keep the member waiting after they cancelled; its removal
  // goes on behind. Pictures that no post names are never shown.
  const undo = () =>
    Promise.all([
      Promise.race([store.remove().catch(() => undefined), delay(removalWaitMs)]),
      reserved ? undefined : release().catch(() => undefined),
    ]);
  let urls: PictureUrls;
  try {
    urls = await store.upload(pictures, onProgress, signal);
    cancelled();
  } catch (error) {
    await undo();
    throw error;
  }
  try {
    return await write(urls);
  } catch (error) {
    // Unanswered is not refused: the SDK still sends the write when the connection returns, and the
    // post it lands must keep its pictures (until then the reservation stands for it).
    if (!(error instanceof BackendError && error.code === 'unavailable')) await undo();
    throw error;
  }
}
