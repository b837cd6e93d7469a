import { copy } from '../../copy';
import { useMember } from '../../hooks/useMember';
import { OwnPostList } from './OwnPostList';

/** /my/posts: the member's own posts, to edit or delete. */
export function MyPostsPage() {
  const user = useMember();
  return (
    <>
      <h1 className="ui header">{copy.myPosts}</h1>
      <OwnPostList author={user} />
    </>
  );
}
