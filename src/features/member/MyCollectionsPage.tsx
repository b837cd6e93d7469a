// semantic's components first, as they were when they loaded with the site: page CSS builds on them.
import '../../styles/semantic';
import { PostList } from '../../components/PostList';
import { copy } from '../../copy';
import { useMember } from '../../hooks/useMember';

/** /my/collections: the posts the member bookmarked, newest first. */
export function MyCollectionsPage() {
  const user = useMember();
  return (
    <>
      <h1 className="ui header">{copy.myCollections}</h1>
      <PostList filter={{ kind: 'bookmarks', uid: user.uid }} emptyText={copy.myCollectionsEmpty} />
    </>
  );
}
