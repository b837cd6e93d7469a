import { PostList } from '../../components/PostList';
import { copy } from '../../copy';
import { useMember } from '../../hooks/useMember';

/** /my/collections: the posts the member bookmarked, newest first. */
export function MyCollectionsPage() {
  const user = useMember();
  return (
    <>
      <h1 className="page-heading">{copy.myCollections}</h1>
      <PostList
        filter={{ kind: 'collectedBy', uid: user.uid }}
        emptyText={copy.myCollectionsEmpty}
      />
    </>
  );
}
