import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { RetryMessage } from '../../components/RetryMessage';
import { copy } from '../../copy';
import { useDiscardIncompletePost, useIncompletePosts } from '../../hooks/useIncompletePosts';
import { errorMessage } from '../../lib/errorMessage';
import { paths } from '../../lib/paths';
import './incompletePosts.css';

/**
 * Above 我的文章: the member's posts whose picture never arrived (the tab closed or the connection went
 * mid-upload). Nobody else sees anything of them; each can be finished (the publish form, filled) or
 * discarded. Nothing shows while there are none, or while they cannot be read: the list below says
 * that already.
 */
export function IncompletePosts({ uid }: { uid: string }) {
  const incomplete = useIncompletePosts(uid);
  const discard = useDiscardIncompletePost();
  if (incomplete.status === 'error' && !incomplete.data) {
    return <RetryMessage code={incomplete.error} onRetry={incomplete.retry} />;
  }
  const posts = incomplete.data ?? [];
  if (posts.length === 0) return null;
  return (
    <section className="incomplete-posts" aria-label={copy.incompletePost}>
      {discard.error && <Notice kind="negative">{errorMessage(discard.error)}</Notice>}
      <ul className="incomplete-posts__list">
        {posts.map((post) => (
          <li key={post.id} className="incomplete-posts__item panel">
            <span className="incomplete-posts__mark">{copy.incompletePost}</span>
            <span className="incomplete-posts__title">{post.title}</span>
            <span className="incomplete-posts__actions" role="group" aria-label={post.title}>
              <Link className="button button--primary button--small" to={paths.finishPost(post.id)}>
                {copy.finishPost}
              </Link>
              <Button
                type="button"
                basic
                negative
                size="small"
                loading={discard.pendingKeys.has(post.id)}
                disabled={discard.pendingKeys.has(post.id)}
                onClick={() => void discard.run(post.id)}
              >
                {copy.discardPost}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
