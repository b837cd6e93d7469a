import type { CommentBox, RefusedComment } from '../core/commentsApi';
import type { Unsubscribe } from '../types';

const sameBox = (a: CommentBox, b: CommentBox) =>
  a.postId === b.postId && (a.answerOf ?? '') === (b.answerOf ?? '');

/**
 * Comments the SDK kept to send once the connection returned, and that the server refused then. The
 * SDK drops such a write without a word (it only takes it back from the thread), so the adapter tells
 * the box it came from (CommentsApi.watchRefusedComments): at once if one watches, else when one does,
 * for as long as the page lives. A reload forgets them (the SDK's queue outlives it; these promises
 * do not).
 */
export function createRefusals() {
  const held: RefusedComment[] = [];
  const watching = new Set<{ box: CommentBox; tell: (refused: RefusedComment) => void }>();

  return {
    tell(refused: RefusedComment) {
      const watcher = [...watching].find(({ box }) => sameBox(box, refused));
      if (watcher) watcher.tell(refused);
      else held.push(refused);
    },
    watch(box: CommentBox, tell: (refused: RefusedComment) => void): Unsubscribe {
      const watcher = { box, tell };
      watching.add(watcher);
      for (const refused of held.filter((each) => sameBox(each, box))) {
        held.splice(held.indexOf(refused), 1);
        tell(refused);
      }
      return () => watching.delete(watcher);
    },
  };
}
