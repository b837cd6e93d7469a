import type { FollowActivityItem } from '../../backend/core/activityApi';
import { copy } from '../../copy';

/**
 * What an item brought by follows says (issue 39): a followed author's new post, or how many new
 * comments a followed post has (by others, since the member last commented there).
 */
export function followText(item: FollowActivityItem, name: (uid: string) => string): string {
  return item.kind === 'newPost'
    ? copy.activityNewPost.replace('{name}', name(item.uid)).replace('{title}', item.title)
    : copy.activityFollowedPost
        .replace('{title}', item.title)
        .replace('{n}', String(item.comments.length));
}
