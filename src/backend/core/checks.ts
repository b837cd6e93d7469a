import { commentWindow, textProblem, type LimitedText } from '../../lib/limits';
import { maxMentions, mentionsIn } from '../../lib/mentions';
import { normalizeName } from '../../lib/names';
import { nameProblem } from '../../lib/storedNames';
import { BackendError } from '../errors';
import type { PostDraft } from '../types';
import type { Notice } from './inboxApi';

/*
 * What both adapters check before writing, and derive from what they write (a comment's mentions
 * and notices), as firestore.rules check it.
 */

/**
 * Both adapters check the size policy (src/lib/limits.ts) before writing, so a caller gets
 * `invalid-argument` rather than the bare refusal the security rules would give.
 */
function check(kind: LimitedText, text: string): void {
  if (textProblem(kind, text)) throw new BackendError('invalid-argument');
}

export function checkPostTexts({ title, content, topic }: PostDraft): void {
  check('title', title);
  check('content', content);
  check('topic', topic);
}

export function checkCommentText(content: string): void {
  check('comment', content);
}

/**
 * The members a comment's text mentions (lib/mentions.ts), each once: more than maxMentions is
 * refused with `invalid-argument`, as firestore.rules refuse it.
 */
export function mentionsOf(content: string): string[] {
  const mentions = mentionsIn(content);
  if (mentions.length > maxMentions) throw new BackendError('invalid-argument');
  return mentions;
}

/**
 * The name to store for a typed one (lib/names.ts): normalised, and refused with `invalid-argument`
 * when nothing visible is left, it is over the limit, it holds a character off the allow-list
 * (lib/storedNames.ts), or its key cannot be a claim's id. The name the member holds, `current`, is
 * taken as it is, as firestore.rules take a name a profile keeps.
 */
export function storedDisplayName(typed: string, current = ''): string {
  const name = normalizeName(typed);
  if (nameProblem(name) && (name !== current || name === '')) {
    throw new BackendError('invalid-argument');
  }
  return name;
}

/** A comment window's size as both adapters read it: a whole number from 1 to commentWindow.max. */
export function windowOf(newest: number): number {
  return Math.min(Math.max(Math.floor(newest) || 1, 1), commentWindow.max);
}

/** The characters of a comment a notice keeps: its list shows the first line, cut at quoteLength. */
export const noticeQuoteLength = 80;

/**
 * What a notice keeps of a comment: its first noticeQuoteLength UTF-16 units, never half a character
 * nor half a mention (a `<@uid` cut short would show as text). firestore.rules check it is the
 * comment's own beginning (no one writes foreign text to an inbox), which a shorter one still is.
 */
function noticeQuote(content: string): string {
  const cut = content.slice(0, noticeQuoteLength);
  const whole = /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
  return cut.length < content.length ? whole.replace(/<@[A-Za-z0-9]*$/, '') : whole;
}

/** What an act knows when it writes its notices. */
interface CommentAct {
  postId: string;
  title: string;
  /** The post's author. */
  postAuthor: string;
  commentId: string;
  /** Who wrote it: never told of their own act. */
  from: string;
  content: string;
  /** A reply: whom it answers. */
  answers?: string | undefined;
  mentions?: readonly string[] | undefined;
}

/**
 * The notices a new comment or reply makes, one per member told, as `[recipient, notice]`: an answer
 * before a mention, a mention before a comment on their post; never to its writer. The rules accept
 * each kind only where the comment makes it so.
 */
export function commentNotices(act: CommentAct, at: number): [string, Notice][] {
  const kinds = new Map<string, Notice['kind']>();
  const tell = (uid: string | undefined, kind: Notice['kind']) => {
    if (uid && uid !== act.from && !kinds.has(uid)) kinds.set(uid, kind);
  };
  tell(act.answers, 'reply');
  for (const uid of act.mentions ?? []) tell(uid, 'mention');
  tell(act.postAuthor, 'comment');
  return [...kinds].map(([uid, kind]) => [
    uid,
    {
      // `c` + the comment's id, as firestore.rules expect.
      id: `c${act.commentId}`,
      kind,
      postId: act.postId,
      title: act.title,
      commentId: act.commentId,
      from: act.from,
      quote: noticeQuote(act.content),
      likeCount: 0,
      at,
    },
  ]);
}

/**
 * What an edit of a comment or reply changes in its notices (issue 49), `act` holding the edited text
 * and its mentions, `before` the mentions it held: each member it now names who was told of it by
 * nothing yet (not named before, neither the post's author nor whom it answers: a member has one
 * notice per comment) gets a mention notice; each member it no longer names, told only as named, has
 * that notice withdrawn. firestore.rules accept the one and the other only where the comment after
 * the edit says so.
 */
export function editNotices(
  act: CommentAct & { before: readonly string[] },
  at: number,
): { tell: [string, Notice][]; withdraw: string[] } {
  const after = act.mentions ?? [];
  const toldOtherwise = (uid: string) =>
    uid === act.from || uid === act.postAuthor || uid === act.answers;
  const added = after.filter((uid) => !act.before.includes(uid) && !toldOtherwise(uid));
  const tell = commentNotices({ ...act, postAuthor: '', answers: undefined, mentions: added }, at);
  const withdraw = act.before.filter((uid) => !after.includes(uid) && !toldOtherwise(uid));
  return { tell, withdraw };
}
