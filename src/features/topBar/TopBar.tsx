import { Link, NavLink, useMatch } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';
import { errorMessage } from '../../lib/errorMessage';
import { Notice } from '../../components/Notice';
import { SearchBox } from './SearchBox';
import { useSignOut } from './useSignOut';
import './TopBar.css';

export function TopBar() {
  const { ready, user } = useAuth();
  const signOut = useSignOut();
  const inMemberArea = useMatch(`${paths.my}/*`) !== null;

  return (
    <header className="top-bar">
      <nav aria-label={copy.mainNav} className="top-bar__nav">
        <div className="page-width top-bar__row">
          <Link to={paths.posts} className="top-bar__item top-bar__brand">
            {copy.brand}
          </Link>
          <div className="top-bar__item top-bar__search">
            <SearchBox />
          </div>
          {/* Nothing until the auth state is known, so a member never sees copy.menuSignIn flash by. */}
          {ready && (
            <div className="top-bar__end">
              {user ? (
                <>
                  <NavLink to={paths.newPost} className="top-bar__item">
                    {copy.menuPublish}
                  </NavLink>
                  <Link
                    to={paths.myPosts}
                    className={inMemberArea ? 'top-bar__item active' : 'top-bar__item'}
                  >
                    {copy.menuMember}
                  </Link>
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
