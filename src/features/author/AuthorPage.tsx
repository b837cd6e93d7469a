import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { Follow } from '../follow/Follow';
import { Loading } from '../../components/Loading';
import { NotFound } from '../../components/NotFound';
import { RetryMessage } from '../../components/RetryMessage';
import { shownAuthor } from '../../components/shownAuthor';
import { copy } from '../../copy';
import { useSignedInUid } from '../../hooks/useAuth';
import { useAuthorPostCount } from '../../hooks/useAuthorPostCount';
import { useBlocked } from '../../hooks/useBlocked';
import { useProfiles } from '../../hooks/useProfiles';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import { BlockButton } from '../safety/BlockButton';
import { BlockedNotice } from '../safety/BlockedNotice';
import { PostList } from '../postList/PostList';
import './author.css';

/** /users/{uid}: a member's name and picture, how many posts they have, and those posts. */
export function AuthorPage() {
  const { uid = '' } = useParams();
  // Another author starts afresh: their list, count and states.
  return <Author key={uid} uid={uid} />;
}

const noSnapshot = { displayName: '', photoURL: '' };

function Author({ uid }: { uid: string }) {
  const headingId = useId();
  const profiles = useProfiles([uid]);
  const found = profiles.data?.get(uid);
  const me = useSignedInUid();
  const blocked = useBlocked().has(uid);
  // Only an answer from the server may say that no such member exists.
  const missing = !found && profiles.status === 'ready' && !profiles.stale;
  const name = found ? shownAuthor(noSnapshot, found).name : null;
  const heading = name === null ? null : copy.authorPage.replace('{name}', name);
  useDocumentTitle(heading ?? (missing ? copy.pageNotFound : null));

  if (missing) return <NotFound heading={copy.pageNotFound} />;
  if (profiles.status === 'loading' && !found) return <Loading />;
  // Not answered by the server (offline on a cold cache), or not answered at all: the member may exist.
  if (!found) {
    const code = profiles.status === 'error' ? profiles.error : 'unavailable';
    return <RetryMessage code={code} onRetry={profiles.retry} />;
  }
  return (
    <section aria-labelledby={headingId}>
      <header className="panel author-page__head">
        <Avatar src={found.photoURL} name={name ?? undefined} size="tiny" />
        <div className="author-page__who">
          <h1 id={headingId} className="author-page__name">
            {heading}
          </h1>
          {found.joinedAt !== undefined && <MemberSince joinedAt={found.joinedAt} />}
          <PostCount uid={uid} />
        </div>
        {me && me !== uid && !blocked && (
          <div className="author-page__actions">
            <Follow kind="author" id={uid} />
            <BlockButton uid={uid} name={name ?? ''} />
          </div>
        )}
      </header>
      {/* Blocked (here, a moment ago, or before): their posts are not listed, and the page says so. */}
      {blocked ? (
        <BlockedNotice
          uid={uid}
          name={name ?? ''}
          text={copy.blockedAuthor.replace('{name}', name ?? '')}
        />
      ) : (
        <PostList filter={{ kind: 'author', uid }} emptyText={copy.feedEmpty} showAuthor={false} />
      )}
    </section>
  );
}

const joinedDate = new Intl.DateTimeFormat('zh-TW', { dateStyle: 'long' });

/** 「{date} 加入」: known with the profile, so it is there from the first render of the page. */
function MemberSince({ joinedAt }: { joinedAt: number }) {
  return (
    <p className="author-page__facts">
      {copy.memberSince.replace('{date}', joinedDate.format(joinedAt))}
    </p>
  );
}

/** 「{n} 篇文章」 once counted; the line keeps its height before, so nothing below moves. */
function PostCount({ uid }: { uid: string }) {
  const count = useAuthorPostCount(uid);
  return (
    <p className="author-page__facts">
      {count.status === 'ready' ? copy.postCount.replace('{n}', String(count.data)) : ' '}
    </p>
  );
}
