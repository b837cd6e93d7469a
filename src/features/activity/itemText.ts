import type { FollowActivityItem } from '../../backend/core/followsApi';
import type { ActivityItem } from '../../hooks/useActivity';
import { copy } from '../../copy';

/**
 * What an item brought by follows says (issue 39): a followed author's new post, or how many new
 * comments a followed post has (by others, since the member last commented there).
 */
function followText(item: FollowActivityItem, name: (uid: string) => string): string {
  return item.kind === 'newPost'
    ? copy.activityNewPost.replace('{name}', name(item.uid)).replace('{title}', item.title)
    : copy.activityFollowedPost
        .replace('{title}', item.title)
        .replace('{n}', String(item.comments.length));
}

/** What an item of 通知 says: a notice (issue 47) names who and the post; a follow's news. */
export function itemText(item: ActivityItem, name: (uid: string) => string): string {
  switch (item.kind) {
    case 'reply':
      return copy.activityReplyOn.replace('{name}', name(item.from)).replace('{title}', item.title);
    case 'mention':
      return copy.activityMention.replace('{name}', name(item.from)).replace('{title}', item.title);
    case 'comment':
      return copy.activityComment.replace('{name}', name(item.from)).replace('{title}', item.title);
    case 'likes':
      return copy.activityLikes
        .replace('{title}', item.title)
        .replace('{n}', String(item.likeCount));
    default:
      return followText(item, name);
  }
}
