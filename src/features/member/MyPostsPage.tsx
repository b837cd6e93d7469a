// semantic's components first, as they were when they loaded with the site: page CSS builds on them.
import '../../styles/semantic';
import { PostList } from '../../components/PostList';
import { copy } from '../../copy';
import { useMember } from '../../hooks/useMember';
import { OwnPostActions } from './OwnPostActions';
import './member.css';

/** /my/posts: the member's own posts, each with 編輯 and 刪除. */
export function MyPostsPage() {
  const { uid } = useMember();
  return (
    <>
      <h1 className="ui header">{copy.myPosts}</h1>
      <PostList
        filter={{ kind: 'author', uid }}
        emptyText={copy.myPostsEmpty}
        itemActions={(post) => <OwnPostActions post={post} />}
      />
    </>
  );
}
