import type { ErrorListener, Listener, Unsubscribe } from '../types';

/**
 * A notice in a member's inbox (issue 47, docs/data-model.md `users/{uid}/notices/{id}`): written in
 * the same batch (transaction) as the act that causes it, so that reading 通知 costs the same whatever
 * the member's history. It holds what the list shows and no more. `at`: when (epoch ms).
 */
export interface Notice {
  /** `c` + the comment's id, or `l` + the post's id for its likes (one notice per post, updated). */
  id: string;
  /** On the member's post; an answer to them; a mention of them; the likes of their post. */
  kind: 'comment' | 'reply' | 'mention' | 'likes';
  postId: string;
  /** The post's title when the act was made. */
  title: string;
  /** The comment or reply; '' for likes. */
  commentId: string;
  /** Who commented, replied or mentioned; '' for likes. */
  from: string;
  /** The comment's first noticeQuoteLength characters (noticeQuote); '' for likes. */
  quote: string;
  /** Likes: how many likes this notice has told of (each new like adds one); 0 for the others. */
  likeCount: number;
  at: number;
}

/** The member's notices, newest first, and when they last opened 通知 (0: never). */
export interface Notices {
  notices: Notice[];
  seenAt: number;
  /** The window was full: older notices may be read by asking for a larger one. */
  more: boolean;
}

/** How many notices came after the member last opened 通知, counted up to `max` (then `max`+). */
export interface Unread {
  count: number;
  max: number;
}

/**
 * 通知 as an inbox (issue 47): what each adapter's inbox.ts provides. The acts (addComment, addReply,
 * setLike) write the notices; these only read them, and only the member's own.
 */
export interface InboxApi {
  /**
   * Live: the count of notices newer than the member's seen time, but those from the members
   * `except` (the ones they blocked); `uid` is the signed-in member's.
   */
  watchUnread(
    uid: string,
    callback: Listener<Unread>,
    onError?: ErrorListener,
    except?: readonly string[],
  ): Unsubscribe;
  /** Live: the member's newest `newest` notices (listLimits.notices, grown by the page). */
  watchNotices(
    uid: string,
    callback: Listener<Notices>,
    onError?: ErrorListener,
    newest?: number,
  ): Unsubscribe;
  /** Marks everything up to now seen (the server's time), on every tab of the member. */
  markActivitySeen(): Promise<void>;
}

/** The longest quote the list shows, in characters (an ellipsis ends a longer line). */
const quoteLength = 60;

/** What the list quotes: the first non-blank line, trimmed, at most quoteLength long. */
export function commentQuote(content: string): string {
  const line =
    content
      .split('\n')
      .find((each) => each.trim() !== '')
      ?.trim() ?? '';
  const characters = Array.from(line);
  return characters.length > quoteLength ? `${characters.slice(0, quoteLength).join('')}…` : line;
}

/**
 * The notice of a post's likes, rewritten by each new one (none on the liker's own post). It names
 * no liker (no page shows who liked). Its count is of the likes it told of, one more with each (an
 * unlike takes none back): the rules can check a step of one, not the post's own count, which the
 * liker's client does not know.
 */
export function likesNotice(postId: string, title: string, at: number): Notice {
  // `l` + the post's id, as firestore.rules expect.
  return {
    id: `l${postId}`,
    kind: 'likes',
    postId,
    title,
    commentId: '',
    from: '',
    quote: '',
    likeCount: 1,
    at,
  };
}
