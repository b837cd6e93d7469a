import '../../styles/feed.css';
import './post.css';
import { Link, useParams } from 'react-router-dom';
import type { Profile } from '../../backend/types';
import { paths } from '../../lib/paths';
import { useComments } from '../../hooks/useComments';
import { usePost } from '../../hooks/usePost';
import { useProfiles } from '../../hooks/useProfiles';
import { copy } from '../../copy';
import { CommentSection } from './CommentSection';
import { LoadState } from './LoadState';
import { PostView } from './PostView';

/** /posts/{postId}: the live post and its comments. */
export function PostDetailPage() {
  const { postId = '' } = useParams();
  // A new post starts afresh: no toggle wish, no half-typed comment carried over.
  return <PostDetail key={postId} postId={postId} />;
}

const noProfiles = new Map<string, Profile>();

function PostDetail({ postId }: { postId: string }) {
  const post = usePost(postId);
  const comments = useComments(postId);
  const found = post.status === 'ready' ? post.data : null;
  const thread = comments.status === 'ready' ? comments.data : [];
  // One batched read for everyone on the page: the author and every commenter.
  const { data: profiles = noProfiles } = useProfiles(
    found ? [found.uid, ...thread.map((c) => c.uid)] : [],
  );

  if (post.status !== 'ready') {
    return <LoadState read={post} />;
  }
  if (!found) {
    return (
      <div className="post-missing">
        <h1 className="page-heading">{copy.postNotFound}</h1>
        <Link to={paths.posts}>{copy.backToFeed}</Link>
      </div>
    );
  }
  return (
    <div className="post-detail">
      <PostView post={found} profile={profiles.get(found.uid)} />
      <CommentSection postId={postId} comments={comments} profiles={profiles} />
    </div>
  );
}
