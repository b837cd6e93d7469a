/**
 * What a member writes when publishing or editing a post, and how such a write reports on its
 * pictures' upload: the write side of PostsApi (core/postsApi.ts), re-exported by types.ts.
 */

/** What a member writes. The picture URLs are the adapter's: it sets them from its own uploads. */
export type PostDraft = { title: string; content: string; topic: string };

/** A post's picture as uploaded: the detail page's copy and the card's. */
export type PostPictures = { full: Blob; card: Blob };

export type PostPatch = Partial<PostDraft>;
export type ProgressListener = (fraction: number) => void;

/** A write that uploads pictures: aborting `signal` cancels the upload (`cancelled`), storing nothing. */
export interface UploadOptions {
  signal?: AbortSignal;
}

export interface PublishOptions extends UploadOptions {
  /** Finishes this incomplete post of the member's (its id and place) instead of starting a new one. */
  finish?: string;
  /** The id chosen once for this post (its draft keeps it): sent again, it lands on the first. */
  id?: string;
}

/**
 * A post its author began to publish with a picture that never arrived (the tab closed, the connection
 * went): its texts, kept for its author alone. Nobody else sees anything of it until it is finished.
 */
export interface IncompletePost extends PostDraft {
  id: string;
  createdAt: number;
}
