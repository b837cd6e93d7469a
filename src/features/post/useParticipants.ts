import { useMemo } from 'react';
import type { Comment, Post, Profile } from '../../backend/types';
import { shownAuthor } from '../../components/shownAuthor';
import { useMember } from '../../hooks/useMember';
import type { Participant } from './MentionBox';

/**
 * Whom @ may suggest on this post (issue 39): its author and the authors of the comments and replies
 * read, each once, by the name shown, the reader left out. Nothing more is read for it.
 */
export function useParticipants(
  post: Post | null,
  thread: readonly Comment[],
  profiles: Map<string, Profile>,
): Participant[] {
  const { uid: me } = useMember();
  return useMemo(() => {
    if (!post) return [];
    const members = new Map<string, Participant>();
    for (const { uid, author } of [post, ...thread]) {
      if (uid === me || members.has(uid)) continue;
      members.set(uid, { uid, name: shownAuthor(author, profiles.get(uid)).name });
    }
    return [...members.values()];
  }, [post, thread, profiles, me]);
}
