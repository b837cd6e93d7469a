import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { AuthUser } from '../../backend/types';
import { Avatar } from '../../components/Avatar';
import { copy } from '../../copy';
import { paths } from '../../lib/paths';
import './MemberLink.css';

/**
 * 會員: the member's picture and name (on a phone the picture alone), so the bar says who is signed in.
 * Its accessible name stays 會員, the menu it opens; the name is its description.
 */
export function MemberLink({ user, current }: { user: AuthUser; current: boolean }) {
  const nameId = useId();
  const name = user.displayName || copy.defaultAuthor;
  return (
    <Link
      to={paths.myPosts}
      className={current ? 'top-bar__item top-bar__member active' : 'top-bar__item top-bar__member'}
      aria-label={copy.menuMember}
      aria-describedby={nameId}
    >
      <Avatar src={user.photoURL} name={name} />
      <span id={nameId} className="top-bar__name">
        {name}
      </span>
    </Link>
  );
}
