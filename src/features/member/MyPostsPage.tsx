import { PostList } from '../postList/PostList';
import { copy } from '../../copy';
import { Notice } from '../../components/Notice';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import { useMember } from '../../hooks/useMember';
import { OwnPostActions } from '../ownPost/OwnPostActions';
import { IncompletePosts } from './IncompletePosts';

/** /my/posts: the member's own posts, each with 編輯 and 刪除, below any they have not finished. */
export function MyPostsPage() {
  const { uid } = useMember();
  useDocumentTitle(copy.myPosts);
  return (
    <>
      <h1 className="page-heading">{copy.myPosts}</h1>
      <IncompletePosts uid={uid} />
      <PostList
        filter={{ kind: 'author', uid }}
        emptyText={copy.myPostsEmpty}
        itemActions={(post) => (
          <>
            {post.hidden && <Notice kind="warning">{copy.hiddenByModerator}</Notice>}
            <OwnPostActions post={post} />
          </>
        )}
      />
    </>
  );
}
