import '../../styles/visuallyHidden.css';
import './post.css';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from '../../components/NotFound';
import { OfflineBanner } from '../../components/OfflineBanner';
import { RetryMessage } from '../../components/RetryMessage';
import type { Profile } from '../../backend/types';
import { shownAuthor } from '../../components/shownAuthor';
import { useBlocked } from '../../hooks/useBlocked';
import { useComments } from '../../hooks/useComments';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import { usePost } from '../../hooks/usePost';
import { useProfiles } from '../../hooks/useProfiles';
import { copy } from '../../copy';
import { commentWindow } from '../../lib/limits';
import { BlockedNotice } from '../safety/BlockedNotice';
import { CommentSection } from './CommentSection';
import { LoadState } from './LoadState';
import { PostView } from './PostView';
import { ParticipantsContext } from './MentionBox';
import { useParticipants } from './useParticipants';

/** /posts/{postId}: the live post and its comments. */
export function PostDetailPage() {
  const { postId = '' } = useParams();
  // A new post starts afresh: no toggle wish, no half-typed comment carried over.
  return <PostDetail key={postId} postId={postId} />;
}

const noProfiles = new Map<string, Profile>();

function PostDetail({ postId }: { postId: string }) {
  const post = usePost(postId);
  const [newest, setNewest] = useState<number>(commentWindow.first);
  const comments = useComments(postId, newest);
  const thread = comments.data ?? [];
  // A full window may have older comments before it.
  const older =
    comments.status === 'ready' && thread.length >= newest && newest < commentWindow.max
      ? () => setNewest((n) => Math.min(n + commentWindow.step, commentWindow.max))
      : undefined;
  // A post once shown stays on screen while it is read again, or when reading it again failed.
  const found = post.data ?? null;
  // The post's title once it is read; 找不到這篇文章 when there is none.
  useDocumentTitle(
    post.status === 'ready' && (found || !post.stale) ? (found?.title ?? copy.postNotFound) : null,
  );
  // One batched read for everyone on the page: the author and every commenter.
  const { data: profiles = noProfiles } = useProfiles(
    found ? [found.uid, ...thread.flatMap((c) => [c.uid, ...(c.mentions ?? [])])] : [],
  );
  const participants = useParticipants(found, thread, profiles);
  const blocked = useBlocked();

  if (post.status !== 'ready' && !found) {
    return <LoadState read={post} />;
  }
  // A post the cache does not hold, while the server cannot be asked, may well exist.
  if (!found && post.status === 'ready' && post.stale) {
    return <RetryMessage code="unavailable" onRetry={post.retry} />;
  }
  if (!found) return <NotFound heading={copy.postNotFound} />;
  // A post kept from before a failed read is what the client had, as a stale one is.
  const stale =
    post.status !== 'ready' || post.stale || (comments.status === 'ready' && comments.stale);
  // A member the reader blocked (here, a moment ago, or before): their post is not shown, and the
  // page says so, with 解除封鎖.
  if (blocked.has(found.uid)) {
    const name = shownAuthor(found.author, profiles.get(found.uid)).name;
    return (
      <BlockedNotice uid={found.uid} name={name} text={copy.blockedPost.replace('{name}', name)} />
    );
  }
  return (
    <div className="post-detail">
      {stale && <OfflineBanner />}
      <PostView post={found} profile={profiles.get(found.uid)} />
      <ParticipantsContext.Provider value={participants}>
        <CommentSection postId={postId} comments={comments} profiles={profiles} onOlder={older} />
      </ParticipantsContext.Provider>
    </div>
  );
}
