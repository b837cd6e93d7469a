import { Header } from 'semantic-ui-react';
import { PostList } from '../../components/PostList';
import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';

/** /my/collections: the posts the member bookmarked, newest first. */
export function MyCollectionsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <Header as="h1">{copy.myCollections}</Header>
      <PostList
        filter={{ kind: 'collectedBy', uid: user.uid }}
        emptyText={copy.myCollectionsEmpty}
      />
    </>
  );
}
