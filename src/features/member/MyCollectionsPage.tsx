import { PostList } from '../postList/PostList';
import { copy } from '../../copy';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import { useMember } from '../../hooks/useMember';

/** /my/collections: the posts the member bookmarked, newest first. */
export function MyCollectionsPage() {
  const user = useMember();
  useDocumentTitle(copy.myCollections);
  return (
    <>
      <h1 className="page-heading">{copy.myCollections}</h1>
      <PostList filter={{ kind: 'bookmarks', uid: user.uid }} emptyText={copy.myCollectionsEmpty} />
    </>
  );
}
