import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';
import { OwnPostList } from './OwnPostList';

/** /my/posts: the member's own posts, to edit or delete. */
export function MyPostsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <h1 className="ui header">{copy.myPosts}</h1>
      <OwnPostList author={user} />
    </>
  );
}
