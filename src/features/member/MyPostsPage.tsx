import { Header } from 'semantic-ui-react';
import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';
import { OwnPostList } from './OwnPostList';

/** /my/posts: the member's own posts, to edit or delete. */
export function MyPostsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <Header as="h1">{copy.myPosts}</Header>
      <OwnPostList author={user} />
    </>
  );
}
