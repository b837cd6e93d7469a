import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, NavLink, useMatch } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';
import { useUnreadCount } from '../../hooks/useActivity';
import { errorMessage } from '../../lib/errorMessage';
import { Notice } from '../../components/Notice';
import { Glyph } from '../../components/Glyph';
import { search as searchIcon } from '../../components/icons/shell';
import { MemberLink } from './MemberLink';
import { SearchBox } from './SearchBox';
import { useSignOut } from './useSignOut';
import './TopBar.css';

export function TopBar() {
  const { ready, user } = useAuth();
  const signOut = useSignOut();
  // 通知 (/my/activity) is marked by its own item; 會員 stands for the rest of /my.
  const inMy = useMatch(`${paths.my}/*`) !== null;
  const onActivity = useMatch(paths.myActivity) !== null;
  const inMemberArea = inMy && !onActivity;
  // On a phone the search box is behind a button (TopBar.css); on a desktop it is always there.
  const [searching, setSearching] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchArea = useRef<HTMLDivElement>(null);

  function openSearch() {
    // Shown and focused within the tap itself: a phone opens its keyboard only then.
    flushSync(() => setSearching(true));
    searchArea.current?.querySelector('input')?.focus();
  }

  function closeSearch() {
    setSearching(false);
    searchButton.current?.focus();
  }

  return (
    <header className="top-bar">
      <nav aria-label={copy.mainNav} className="top-bar__nav">
        <div className="page-width top-bar__row">
          <Link to={paths.posts} className="top-bar__item top-bar__brand">
            {copy.brand}
          </Link>
          <div
            id="top-bar-search"
            ref={searchArea}
            className={
              searching ? 'top-bar__item top-bar__search open' : 'top-bar__item top-bar__search'
            }
            onBlur={(event) => {
              const to = event.relatedTarget;
              if (!event.currentTarget.contains(to) && to !== searchButton.current)
                setSearching(false);
            }}
          >
            <SearchBox onEscape={searching ? closeSearch : undefined} />
          </div>
          {/* Nothing until the auth state is known, so a member never sees copy.menuSignIn flash by. */}
          {ready && (
            <div className="top-bar__end">
              {user ? (
                <>
                  <NavLink to={paths.newPost} className="top-bar__item">
                    {copy.menuPublish}
                  </NavLink>
                  <ActivityLink />
                  <MemberLink user={user} current={inMemberArea} />
                  <button type="button" className="top-bar__item" onClick={signOut.start}>
                    {copy.menuSignOut}
                  </button>
                </>
              ) : (
                <NavLink to={paths.signIn} className="top-bar__item">
                  {copy.menuSignIn}
                </NavLink>
              )}
            </div>
          )}
          {/* Last, so the member's items arriving after the auth state put nothing out of place. */}
          <button
            ref={searchButton}
            type="button"
            className="top-bar__item top-bar__search-button"
            aria-label={copy.searchLabel}
            aria-controls="top-bar-search"
            aria-expanded={searching}
            // Pressing it must not blur the box first: that would close it, and the click reopen it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={searching ? closeSearch : openSearch}
          >
            <Glyph glyph={searchIcon} />
          </button>
        </div>
      </nav>
      {signOut.error && (
        <div className="page-width">
          <Notice kind="negative">{errorMessage(signOut.error)}</Notice>
        </div>
      )}
    </header>
  );
}

/**
 * 通知, with the count of what is new since the member last looked: its accessible name says it too.
 * The count sits over the item's corner, so its arrival moves nothing.
 */
function ActivityLink() {
  const count = useUnreadCount();
  return (
    <NavLink
      to={paths.myActivity}
      className="top-bar__item top-bar__activity"
      aria-label={count ? `${copy.activity} ${count}` : undefined}
    >
      {copy.activity}
      {count && (
        <span className="top-bar__count" aria-hidden="true">
          {count}
        </span>
      )}
    </NavLink>
  );
}
