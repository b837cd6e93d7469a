import { Link, NavLink, useMatch, useNavigate } from 'react-router-dom';
import { Container, Menu } from 'semantic-ui-react';
import { paths } from '../lib/paths';
import { copy } from '../copy';
import { useAuth } from '../hooks/useAuth';
import { SearchBox } from './SearchBox';

export function TopBar() {
  const { ready, user, signOut } = useAuth();
  const navigate = useNavigate();
  const inMemberArea = useMatch(`${paths.my}/*`) !== null;

  function handleSignOut() {
    // Leave first: signing out on a member page would let its guard send the visitor to /Signin.
    navigate(paths.posts);
    // A failed sign-out leaves the member menu on screen, which says all there is to say.
    signOut().catch(() => undefined);
  }

  return (
    <header className="top-bar">
      <Menu as="nav" aria-label={copy.mainNav} borderless attached="top">
        <Container>
          <Menu.Item as={Link} to={paths.posts} header className="brand">
            {copy.brand}
          </Menu.Item>
          <Menu.Item className="search-item">
            <SearchBox />
          </Menu.Item>
          {/* Nothing until the auth state is known, so a member never sees copy.menuSignIn flash by. */}
          {ready && (
            <Menu.Menu position="right">
              {user ? (
                <>
                  <Menu.Item as={NavLink} to={paths.newPost}>
                    {copy.menuPublish}
                  </Menu.Item>
                  <Menu.Item as={Link} to={paths.myPosts} active={inMemberArea}>
                    {copy.menuMember}
                  </Menu.Item>
                  <Menu.Item as="button" type="button" onClick={handleSignOut}>
                    {copy.menuSignOut}
                  </Menu.Item>
                </>
              ) : (
                <Menu.Item as={NavLink} to={paths.signIn}>
                  {copy.menuSignIn}
                </Menu.Item>
              )}
            </Menu.Menu>
          )}
        </Container>
      </Menu>
    </header>
  );
}
